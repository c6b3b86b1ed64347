/** A user's search term as an ILIKE pattern: their % and _ are literal characters. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A user's search term as an ILIKE pattern: their % and _ are literal characters. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether a search's pattern gives a trigram index something to look up: a run of three letters or digits (pg_trgm
 * takes its trigrams from the words of a pattern). Without one, the index would be read whole, and only a plan made
 * for the pattern knows to read the firm's rows instead.
 */
export const hasTrigram = (term: string): boolean => /[\p{L}\p{N}]{3}/u.test(term);

/**
 * A search term that has no trigram (hasTrigram): the lists test it on the rows their plan reads, a plan made for it,
 * rather than through a trigram index, which would be read whole. No term is not a short one.
 */
export const isShortSearch = (term: string | null | undefined): boolean => Boolean(term) && !hasTrigram(term!);

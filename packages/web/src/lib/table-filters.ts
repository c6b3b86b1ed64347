/** Helpers for reading a table's filters back from its cookie: anything of the wrong shape is dropped. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const stringList = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;

export const numberList = (v: unknown): number[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : undefined;

export const oneOf = <T extends string>(v: unknown, allowed: readonly T[]): T | undefined =>
  typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;

export const idOrNull = (v: unknown): number | null | undefined =>
  v === null ? null : Number.isInteger(v) && (v as number) > 0 ? (v as number) : undefined;

// Pages of word boxes for the field readers' unit tests (read-fields.test.ts, read-table.test.ts).
import type { PageLayout, PageText } from '../../signatures/field-proposals.ts';
import type { ReadField } from './read-fields.ts';

/** A run of text at (x, y) from the page's top-left corner, `size` points high, about 0.5 em a letter. */
export const run = (str: string, x: number, top: number, size = 7, confidence?: number): PageText => ({
  str,
  x,
  y: 792 - top,
  width: str.length * size * 0.5,
  height: size,
  ...(confidence === undefined ? {} : { confidence }),
});
export const page = (...items: PageText[]): PageLayout => ({ width: 612, height: 792, items });
/** The figures read, by box. */
export const values = (fields: readonly ReadField[]) => Object.fromEntries(fields.map((f) => [f.key, f.value]));

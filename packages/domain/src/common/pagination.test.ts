import { describe, expect, it } from 'vitest';
import { pageCount, pageQuerySchema } from './pagination.ts';

describe('pagination', () => {
  it('counts pages as total divided by per page, rounded up', () => {
    expect(pageCount(0, 32)).toBe(0);
    expect(pageCount(32, 32)).toBe(1);
    expect(pageCount(33, 32)).toBe(2);
  });

  it('defaults to the first page of 10 rows and accepts -1 for all rows', () => {
    expect(pageQuerySchema.parse({})).toMatchObject({ page: 0, rows_per_page: 10 });
    expect(pageQuerySchema.parse({ rows_per_page: '-1' }).rows_per_page).toBe(-1);
    expect(pageQuerySchema.safeParse({ rows_per_page: '0' }).success).toBe(false);
  });
});

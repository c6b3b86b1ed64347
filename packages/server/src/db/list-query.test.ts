import { describe, expect, it } from 'vitest';
import { readPageOfIds } from './list-query.ts';

describe('a page of a list that says whether more follow', () => {
  const ids = [7, 3, 9, 1, 5];
  const pageIds = (asked: Array<[number, number]>) => async (limit: number, offset: number) => {
    asked.push([limit, offset]);
    return ids.slice(offset, offset + limit);
  };

  it('reads one id past the page, then only the page’s rows, in the ids’ order', async () => {
    const asked: Array<[number, number]> = [];
    const read: number[][] = [];
    const page = await readPageOfIds(
      { per_page: 2, page: 2 },
      pageIds(asked),
      async (wanted) => {
        read.push(wanted);
        return [...wanted].sort((a, b) => a - b).map((id) => ({ id }));
      },
      (r) => r.id,
    );
    expect(asked).toEqual([[3, 2]]);
    expect(read).toEqual([[9, 1]]);
    expect(page).toEqual({ rows: [{ id: 9 }, { id: 1 }], hasMore: true });
  });

  it('says nothing follows the last page, and reads no row for a page past the end', async () => {
    const rowsOf = async (wanted: number[]) => wanted.map((id) => ({ id }));
    expect(await readPageOfIds({ per_page: 2, page: 3 }, pageIds([]), rowsOf, (r) => r.id)).toEqual({
      rows: [{ id: 5 }],
      hasMore: false,
    });
    let reads = 0;
    const none = await readPageOfIds(
      { per_page: 2, page: 9 },
      pageIds([]),
      async (wanted) => {
        reads++;
        return rowsOf(wanted);
      },
      (r) => r.id,
    );
    expect(none).toEqual({ rows: [], hasMore: false });
    expect(reads).toBe(0);
  });

  it('leaves out an id whose row is gone by the time it is read', async () => {
    const page = await readPageOfIds(
      { per_page: 3, page: 1 },
      pageIds([]),
      async (wanted) => wanted.filter((id) => id !== 3).map((id) => ({ id })),
      (r) => r.id,
    );
    expect(page).toEqual({ rows: [{ id: 7 }, { id: 9 }], hasMore: true });
  });
});

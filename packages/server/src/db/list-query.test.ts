import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client.ts';
import { EXACT_TOTAL_LIMIT } from './list-total.ts';
import { readCountedList, readPageOfIds } from './list-query.ts';
import { seesEveryWrite, type WriteClock } from './write-clock.ts';

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

describe('a list whose page can count its matches (readCountedList)', () => {
  /** A list of `size` rows 0…size-1 on a database whose clock sees every write; what each call was asked is logged. */
  function list(size: number) {
    // Only its write clock is read: a stand-in object that one is registered for.
    const db = {} as DbOrTx;
    const clock: WriteClock & { epoch: number } = { epoch: 1 };
    seesEveryWrite(db, clock);
    const calls: string[] = [];
    const rows = (offset: number, limit: number) =>
      Array.from({ length: Math.max(0, Math.min(limit, size - offset)) }, (_, i) => offset + i);
    const read = (offset: number, countedWithin = 100) =>
      readCountedList(db, {
        totalKey: `test:${size}:${Math.random()}`,
        offset,
        perPage: 10,
        countedWithin,
        counted: async (upTo) => {
          calls.push(`counted ${offset} up to ${upTo}`);
          const page = rows(offset, 10);
          return { page, upTo: page.length ? Math.min(size, upTo) : null };
        },
        count: async (limit) => {
          calls.push(`count ${limit ?? 'all'}`);
          return limit === undefined ? size : Math.min(size, limit);
        },
        page: async (w) => {
          calls.push(`page ${w.offset}+${w.limit}${w.reversed ? ' reversed' : ''}`);
          return w.reversed ? rows(size - w.offset - w.limit, w.limit).reverse() : rows(w.offset, w.limit);
        },
      });
    return { read, calls, clock, db };
  }

  it('reads a page near the start with its count, in one statement, and keeps the count while nothing is written', async () => {
    const l = list(35);
    const key = 'kept-list';
    const ask = (offset: number) =>
      readCountedList(l.db, {
        totalKey: key,
        offset,
        perPage: 10,
        countedWithin: 100,
        counted: async (upTo) => {
          l.calls.push(`counted ${offset} up to ${upTo}`);
          return { page: [offset], upTo: 35 };
        },
        count: async () => {
          l.calls.push('count');
          return 35;
        },
        page: async (w) => {
          l.calls.push(`page ${w.offset}+${w.limit}${w.reversed ? ' reversed' : ''}`);
          return [w.offset];
        },
      });
    expect(await ask(0)).toEqual({ page: [0], total: { total: 35, estimate: false } });
    // Kept: the page alone, past the middle read from the end (rows 30–34 are the first 5 from the end).
    expect((await ask(30)).total).toEqual({ total: 35, estimate: false });
    l.clock.epoch++;
    await ask(10);
    expect(l.calls).toEqual([`counted 0 up to ${EXACT_TOTAL_LIMIT + 1}`, 'page 0+5 reversed', 'counted 10 up to 1001']);
  });

  it('counts first for a deep page, then reads it from the nearer end', async () => {
    const l = list(500);
    const { page, total } = await l.read(480);
    expect(total).toEqual({ total: 500, estimate: false });
    expect(l.calls).toEqual([`count ${EXACT_TOTAL_LIMIT + 1}`, 'page 10+10 reversed']);
    expect(page).toHaveLength(10);
  });

  it('counts on its own a page past the last row, which has no row to carry the count', async () => {
    const l = list(5);
    expect(await l.read(50)).toEqual({ page: [], total: { total: 5, estimate: false } });
    expect(l.calls).toEqual([`counted 50 up to ${EXACT_TOTAL_LIMIT + 1}`, `count ${EXACT_TOTAL_LIMIT + 1}`]);
  });

  it('past the exact limit, counts the whole list once and answers it as an estimate', async () => {
    const l = list(5000);
    expect((await l.read(0)).total).toEqual({ total: 5000, estimate: true });
    expect(l.calls).toEqual([`counted 0 up to ${EXACT_TOTAL_LIMIT + 1}`, 'count all']);
  });
});

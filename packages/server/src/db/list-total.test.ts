import { describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT, TOTAL_TTL_MS, fromTheEnd, listTotal, pageWindow, readPage } from './list-total.ts';

describe('a list total', () => {
  const counter = (n: number) => {
    const calls = { upTo: [] as number[], all: 0 };
    return {
      calls,
      upTo: async (limit: number) => {
        calls.upTo.push(limit);
        return Math.min(n, limit);
      },
      all: async () => {
        calls.all++;
        return n;
      },
    };
  };

  it('past the limit, counts the whole list once for the requests that ask at the same time', async () => {
    const c = counter(100_000);
    let finish = (_: number) => undefined as void;
    const all = () => {
      c.calls.all++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const asked = [1, 2, 3].map(() => listTotal('at once', c.upTo, all, { now: 5_000_000 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish(100_000);
    for (const total of await Promise.all(asked)) expect(total).toEqual({ total: 100_000, estimate: true });
    expect(c.calls.all).toBe(1);
    // Once made, a later expiry counts again.
    await listTotal('at once', c.upTo, c.all, { now: 5_000_000 + TOTAL_TTL_MS });
    expect(c.calls.all).toBe(2);
  });

  it('is exact up to the limit on every page, never counting the whole list', async () => {
    const c = counter(EXACT_TOTAL_LIMIT);
    expect(await listTotal('small', c.upTo, c.all)).toEqual({ total: EXACT_TOTAL_LIMIT, estimate: false });
    expect(c.calls).toEqual({ upTo: [EXACT_TOTAL_LIMIT + 1], all: 0 });
  });

  it('past the limit counts once per filter, keeps it a while and says it is an estimate', async () => {
    const c = counter(100_000);
    const t0 = 1_000_000;
    expect(await listTotal('big', c.upTo, c.all, { now: t0 })).toEqual({ total: 100_000, estimate: true });
    const kept = counter(100_001);
    expect(await listTotal('big', kept.upTo, kept.all, { now: t0 + TOTAL_TTL_MS - 1 })).toEqual({
      total: 100_000,
      estimate: true,
    });
    expect(c.calls.all).toBe(1);
    // A fresh kept count runs no statement at all.
    expect(kept.calls).toEqual({ upTo: [], all: 0 });
    const other = counter(5_000);
    expect(await listTotal('big, filtered', other.upTo, other.all, { now: t0 + 1 })).toEqual({
      total: 5_000,
      estimate: true,
    });
    const later = counter(100_002);
    expect(await listTotal('big', later.upTo, later.all, { now: t0 + TOTAL_TTL_MS })).toEqual({
      total: 100_002,
      estimate: true,
    });
    expect(later.calls.all).toBe(1);
  });

  it('forgets a kept count once it is stale and the list has shrunk under the limit', async () => {
    await listTotal('shrinks', counter(2_000).upTo, counter(2_000).all, { now: 0 });
    expect(await listTotal('shrinks', counter(10).upTo, counter(10).all, { now: 1 })).toEqual({
      total: 2_000,
      estimate: true,
    });
    expect(await listTotal('shrinks', counter(10).upTo, counter(10).all, { now: TOTAL_TTL_MS })).toEqual({
      total: 10,
      estimate: false,
    });
    const grown = counter(3_000);
    expect(await listTotal('shrinks', grown.upTo, grown.all, { now: TOTAL_TTL_MS + 1 })).toEqual({
      total: 3_000,
      estimate: true,
    });
    expect(grown.calls.all).toBe(1);
  });

  it('keeps an exact count while a clock that sees every write stands still, and only then', async () => {
    const writes = { epoch: 7 };
    const first = counter(40);
    expect(await listTotal('exact', first.upTo, first.all, { writes })).toEqual({ total: 40, estimate: false });
    const again = counter(41);
    expect(await listTotal('exact', again.upTo, again.all, { writes })).toEqual({ total: 40, estimate: false });
    expect(again.calls).toEqual({ upTo: [], all: 0 });
    // Without such a clock (a PostgreSQL server) an exact count is made on every page.
    expect(await listTotal('exact', again.upTo, again.all)).toEqual({ total: 41, estimate: false });
    expect(again.calls.upTo).toHaveLength(1);
    // Anything written, and the count is made again.
    await listTotal('after a write', counter(3).upTo, counter(3).all, { writes });
    writes.epoch++;
    expect(await listTotal('after a write', counter(4).upTo, counter(4).all, { writes })).toEqual({
      total: 4,
      estimate: false,
    });
    // A write while the count was being made: not kept.
    const during = {
      upTo: async (limit: number) => {
        writes.epoch++;
        return Math.min(5, limit);
      },
      all: async () => 5,
    };
    expect(await listTotal('written meanwhile', during.upTo, during.all, { writes })).toEqual({
      total: 5,
      estimate: false,
    });
    const next = counter(6);
    expect(await listTotal('written meanwhile', next.upTo, next.all, { writes })).toEqual({
      total: 6,
      estimate: false,
    });
    expect(next.calls.upTo).toHaveLength(1);
  });

  it("keeps a count for the database it was made on: another one's list of the same key is counted", async () => {
    const one = { epoch: 1 };
    const other = { epoch: 1 };
    await listTotal('same key', counter(5_000).upTo, counter(5_000).all, { writes: one, now: 9_000_000 });
    await listTotal('same key small', counter(12).upTo, counter(12).all, { writes: one });
    const big = counter(7_000);
    expect(await listTotal('same key', big.upTo, big.all, { writes: other, now: 9_000_001 })).toEqual({
      total: 7_000,
      estimate: true,
    });
    const small = counter(13);
    expect(await listTotal('same key small', small.upTo, small.all, { writes: other })).toEqual({
      total: 13,
      estimate: false,
    });
  });

  it('reads a page past the middle of a big list from its end', () => {
    const big = { total: 2_000, estimate: true };
    expect(fromTheEnd(big, 0, 25)).toBeNull();
    expect(fromTheEnd(big, 1_000, 25)).toBeNull();
    expect(fromTheEnd(big, 1_975, 25)).toEqual({ offset: 0, limit: 25 });
    expect(fromTheEnd(big, 1_990, 25)).toEqual({ offset: 0, limit: 10 });
    expect(fromTheEnd(big, 1_500, 25)).toEqual({ offset: 475, limit: 25 });
    expect(fromTheEnd(big, 2_000, 25)).toEqual({ offset: 0, limit: 0 });
    // An exact total is read from its end too: a small list's last page reads 25 rows, not 900.
    expect(fromTheEnd({ total: 900, estimate: false }, 875, 25)).toEqual({ offset: 0, limit: 25 });
    expect(fromTheEnd({ total: 900, estimate: false }, 400, 25)).toBeNull();
  });

  it('asks a page for its own rows, the ones read from the end when reversed, or every row for a size of -1', () => {
    expect(pageWindow(25, 3, null)).toEqual({ offset: 75, limit: 25 });
    expect(pageWindow(25, 79, { offset: 0, limit: 25 })).toEqual({ offset: 0, limit: 25 });
    expect(pageWindow(-1, 0, null)).toBeNull();
  });

  it('reads a page forwards, or from the end in the other direction and turns it round', async () => {
    const total = { total: 100, estimate: false };
    const asked: unknown[] = [];
    const read = async (descending: boolean, window: { offset: number; limit: number } | null) => {
      asked.push([descending, window]);
      return descending ? [3, 2, 1] : [1, 2, 3];
    };
    expect(await readPage(total, { rows_per_page: 25, page: 0 }, read)).toEqual([1, 2, 3]);
    expect(await readPage(total, { rows_per_page: 25, page: 3 }, read)).toEqual([1, 2, 3]);
    expect(await readPage(total, { rows_per_page: 25, page: 3, descending: true }, read)).toEqual([3, 2, 1]);
    expect(await readPage(total, { rows_per_page: -1, page: 0 }, read)).toEqual([1, 2, 3]);
    expect(asked).toEqual([
      [false, { offset: 0, limit: 25 }],
      [true, { offset: 0, limit: 25 }],
      [false, { offset: 0, limit: 25 }],
      [false, null],
    ]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client.ts';
import { takeTurn } from './pglite-line.ts';

/**
 * Issue 22 §2: on the embedded database, requests that arrive together are served in the order they came, each
 * waiting for the requests ahead of it and its own queries only, not taking turns query by query with all the
 * others.
 */
describe('the embedded database’s line', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
  });
  afterAll(() => database.close());

  it('runs each request’s queries before those of the requests that came after it', async () => {
    const done: string[] = [];
    const request = (name: string) =>
      takeTurn(async () => {
        for (let q = 1; q <= 3; q++) {
          await database.db.execute(sql`select ${name}::text as name, pg_sleep(0.001)`);
          done.push(`${name}${q}`);
        }
      });
    await Promise.all(['a', 'b', 'c', 'd'].map(request));
    expect(done).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3', 'd1', 'd2', 'd3']);
  });

  it('serves a request’s queries asked together in the order asked, and work outside a request after those in line', async () => {
    const done: string[] = [];
    const query = (name: string) =>
      database.executeSql('select $1::text as name', [name]).then(() => void done.push(name));
    const first = takeTurn(() => Promise.all([query('r1'), query('r2'), query('r3')]));
    const job = query('job');
    const second = takeTurn(() => query('s1'));
    await Promise.all([first, job, second]);
    expect(done).toEqual(['r1', 'r2', 'r3', 'job', 's1']);
  });

  it('lets a transaction hold the database until it commits, other work waiting in line', async () => {
    await database.executeSql('create table line_t (n int)');
    const order: string[] = [];
    const tx = takeTurn(() =>
      database.db.transaction(async (t) => {
        await t.execute(sql`insert into line_t values (1)`);
        await new Promise((r) => setTimeout(r, 20));
        await t.execute(sql`insert into line_t values (2)`);
        order.push('tx');
      }),
    );
    const read = takeTurn(async () => {
      const { rows } = await database.executeSql('select count(*)::int as n from line_t');
      order.push(`read ${rows[0]!.n}`);
    });
    await Promise.all([tx, read]);
    expect(order).toEqual(['tx', 'read 2']);
  });

  it('moves its write clock on for every write and never for a plain SELECT', async () => {
    const writes = database.writes!;
    let epoch = writes.epoch;
    await database.executeSql('select count(*)::int as n from line_t where n > $1', [0]);
    await database.db.execute(sql`select 1 as one`);
    expect(writes.epoch).toBe(epoch);
    for (const write of [
      () => database.executeSql('insert into line_t values ($1)', [3]),
      () => database.db.execute(sql`with d as (delete from line_t where n = 3 returning n) select n from d`),
      () => database.executeSql('update line_t set n = n'),
      () => database.db.transaction(async (tx) => void (await tx.execute(sql`select 1 as one`))),
    ]) {
      await write();
      expect(writes.epoch).toBeGreaterThan(epoch);
      epoch = writes.epoch;
    }
  });
});

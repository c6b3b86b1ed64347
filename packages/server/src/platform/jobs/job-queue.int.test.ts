import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

async function waitFor<T>(fn: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('job queue (pg-boss on the application database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1 } });
  });
  afterAll(() => t.close());

  it('retries a failing job and completes it when it then succeeds', async () => {
    const name = `test-retry-${randomUUID()}`;
    const attempts: number[] = [];
    await t.deps.jobs.define<{ n: number }>(name, async (_data, job) => {
      attempts.push(job.retryCount);
      if (attempts.length < 2) throw new Error('transient failure');
    });
    const id = await t.deps.jobs.send(name, { n: 1 }, { retryLimit: 2, retryDelaySeconds: 1 });
    const done = await waitFor(async () => {
      const job = await t.deps.jobs.getJob(name, id!);
      return job?.state === 'completed' && job;
    });
    expect(attempts).toEqual([0, 1]);
    expect(done.retryCount).toBe(1);
  });

  it("leaves the write clock as it was while the queue polls: its statements change none of the portal's data", async () => {
    await t.deps.jobs.define(`test-idle-${randomUUID()}`, async () => undefined);
    // On a PostgreSQL server pg-boss has a pool of its own and its schema no announcing triggers.
    const before = t.deps.database.writes.epoch;
    await new Promise((r) => setTimeout(r, 1500));
    expect(t.deps.database.writes.epoch).toBe(before);
  });

  it('starts a job queued in this process at once, not at the next poll', async () => {
    const slow = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 30 } });
    try {
      const name = `test-now-${randomUUID()}`;
      const ran: number[] = [];
      await slow.deps.jobs.define(name, async () => {
        ran.push(Date.now());
      });
      // Past the worker's first fetch, so only a wake-up (not a poll) can pick the job up within 30 s.
      await new Promise((r) => setTimeout(r, 500));
      const queued = Date.now();
      await slow.deps.jobs.send(name, {});
      await waitFor(async () => ran.length > 0, 10_000);
      expect(ran[0]! - queued).toBeLessThan(5_000);
    } finally {
      await slow.close();
    }
  });

  it('records the failure of a job that keeps failing', async () => {
    const name = `test-fail-${randomUUID()}`;
    let attempts = 0;
    await t.deps.jobs.define(name, async () => {
      attempts++;
      throw new Error('the mail server said no');
    });
    const id = await t.deps.jobs.send(name, {}, { retryLimit: 1, retryDelaySeconds: 1 });
    const failed = await waitFor(async () => {
      const job = await t.deps.jobs.getJob(name, id!);
      return job?.state === 'failed' && job;
    });
    expect(attempts).toBe(2);
    expect(JSON.stringify(failed.output)).toContain('the mail server said no');
  });

  it('queues again a job whose process died, within its lease, and never a job whose worker is alive', async () => {
    const leased = await buildTestApp({
      startJobs: true,
      jobs: { pollingIntervalSeconds: 0.5, leaseSeconds: 2, rescueIntervalSeconds: 0.5 },
    });
    try {
      const sql = (text: string, values: unknown[] = []) => leased.deps.database.executeSql(text, values);
      // Taken by a process that then died: active, started a minute ago, never leased.
      const orphan = `test-orphan-${randomUUID()}`;
      const id = await leased.deps.jobs.send(orphan, { n: 1 }, { retryLimit: 0 });
      await sql(`update pgboss.job set state = 'active', started_on = now() - interval '1 minute' where id = $1`, [id]);
      const ran: string[] = [];
      await leased.deps.jobs.define(orphan, async (_data, job) => {
        ran.push(job.id);
      });
      const done = await waitFor(async () => {
        const job = await leased.deps.jobs.getJob(orphan, id!);
        return job?.state === 'completed' && job;
      }, 10_000);
      expect(ran).toEqual([id]);
      expect(done.retryCount).toBe(1);

      // A handler that runs four leases long keeps renewing its lease: it runs once.
      const slow = `test-slow-${randomUUID()}`;
      let runs = 0;
      await leased.deps.jobs.define(slow, async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 5_000));
      });
      const slowId = await leased.deps.jobs.send(slow, {});
      await waitFor(async () => (await leased.deps.jobs.getJob(slow, slowId!))?.state === 'completed', 20_000);
      expect(runs).toBe(1);
    } finally {
      await leased.close();
    }
  }, 40_000);

  it('queues a job inside a transaction: it exists only if the transaction commits', async () => {
    const name = `test-within-${randomUUID()}`;
    const ran: number[] = [];
    await t.deps.jobs.define<{ n: number }>(name, async (data) => {
      ran.push(data.n);
    });
    const db = t.deps.database.db;
    await db
      .transaction(async (tx) => {
        await t.deps.jobs.sendWithin(tx, name, { n: 1 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const id = await db.transaction((tx) => t.deps.jobs.sendWithin(tx, name, { n: 2 }));
    t.deps.jobs.wake(name);
    await waitFor(async () => (await t.deps.jobs.getJob(name, id!))?.state === 'completed');
    expect(ran).toEqual([2]);
    // A queue nobody defined yet is made inside the transaction too.
    const fresh = `test-within-new-${randomUUID()}`;
    const freshId = await db.transaction((tx) => t.deps.jobs.sendWithin(tx, fresh, { n: 3 }));
    expect((await t.deps.jobs.getJob(fresh, freshId!))?.state).toBe('created');
  });

  it('makes queues from two processes at once while jobs are queued, without a deadlock', async () => {
    const other = await buildTestApp({ jobs: { work: false } });
    try {
      const names = Array.from({ length: 8 }, (_, i) => `test-race-${i}-${randomUUID()}`);
      const handler = async () => undefined;
      await Promise.all([
        ...names.map((name) => t.deps.jobs.define(name, handler)),
        ...names.map((name) => other.deps.jobs.define(name, handler)),
        ...names.map((name) => other.deps.jobs.send(name, { n: 1 })),
      ]);
      const { rows } = await t.deps.database.executeSql(
        'select count(*)::int as n from pgboss.queue where name = any($1)',
        [names],
      );
      expect(rows[0]?.n).toBe(8);
    } finally {
      await other.close();
    }
  }, 40_000);

  it('fires a cron schedule', async () => {
    const name = `test-cron-${randomUUID()}`;
    const fired: string[] = [];
    await t.deps.jobs.define<{ tag: string }>(name, async (data) => {
      fired.push(data.tag);
    });
    await t.deps.jobs.schedule(name, '* * * * *', { tag: 'every-minute' });
    await waitFor(async () => fired.length > 0);
    expect(fired[0]).toBe('every-minute');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { questionnaireSendBatches } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

// The queue status banner's count (spec 001 §7 Queue: backlog count).
describe('GET /api/questionnaire_send_batches/backlog', () => {
  let t: TestApp;
  let db: DbOrTx;
  let staff: Record<string, string>;
  let client: Record<string, string>;
  let firmId: number;
  const backlog = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/questionnaire_send_batches/backlog', headers });
  const batch = (firm: number, status: 'queued' | 'running' | 'done' | 'failed', total: number, done = 0, failed = 0) =>
    db
      .insert(questionnaireSendBatches)
      .values({ firmId: firm, payload: {}, sendDate: '2026-11-27', status, total, done, failed });

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.deps.database.db;
    const firm = await buildFirm(db);
    firmId = firm.id;
    staff = (await signInAs(db, await buildStaff(db, firm))).headers;
    client = (await signInAs(db, await buildClient(db, firm))).headers;
  });
  afterAll(() => t.close());

  it('needs a staff session (401, 403 for a client)', async () => {
    expect((await backlog({})).statusCode).toBe(401);
    expect((await backlog(client)).statusCode).toBe(403);
  });

  it("counts what the firm's queued and running sends have still to make, not another firm's", async () => {
    expect((await backlog(staff)).json()).toEqual({ backlog_count: 0 });
    await batch(firmId, 'queued', 12);
    await batch(firmId, 'running', 40, 25, 5);
    await batch(firmId, 'done', 30, 30);
    await batch(firmId, 'failed', 8, 2);
    await batch((await buildFirm(db)).id, 'running', 100);
    const res = await backlog(staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ backlog_count: 12 + 10 });
  });
});

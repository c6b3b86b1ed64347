import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

describe('entity notification settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('defaults to every type; the assigned firm user cannot turn them off, and bulk edits skip those entities', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    const headers = (await signInAs(db, partner)).headers;
    const mine = await buildCompany(db, firm, await buildClient(db, firm, { assignedAdvisorId: partner.id }));
    const other = await buildCompany(db, firm, await buildClient(db, firm));
    const save = (entity_ids: number[], notification_type_ids: number[], h: Record<string, string> = headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/companies/save_notification_subscription',
        payload: { entity_ids, notification_type_ids },
        headers: h,
      });
    const types = (id: number) => t.app.inject({ url: `/api/companies/${id}/get_notification_type_ids`, headers });

    expect((await types(other.id)).json()).toEqual([1, 2, 3, 7]);
    const single = await save([other.id], [3, 1]);
    expect(single.json()).toEqual({ updated: 1, skipped: [], message: 'Notification preference updated successfully' });
    expect((await types(other.id)).json()).toEqual([1, 3]);

    const refused = await save([mine.id], [1]);
    expect(refused.statusCode).toBe(403);
    const bulk = await save([mine.id, other.id], []);
    expect(bulk.json()).toEqual({ updated: 1, skipped: [mine.id], message: 'Notifications successfully updated' });
    expect((await types(mine.id)).json()).toEqual([1, 2, 3, 7]);
    expect((await save([mine.id], [1, 2, 3, 7])).statusCode).toBe(200);

    expect((await save([other.id], [5])).statusCode).toBe(400);
    expect((await save([], [1])).json().error.message).toBe('No selected users or entities to update!');
    const stranger = await buildCompany(db, await buildFirm(db), await buildClient(db, firm));
    expect((await save([other.id, stranger.id], [1])).statusCode).toBe(404);
    expect((await save([other.id], [1], {})).statusCode).toBe(401);
    const asClient = (await signInAs(db, await buildClient(db, firm))).headers;
    expect((await save([other.id], [1], asClient)).statusCode).toBe(403);
  });
});

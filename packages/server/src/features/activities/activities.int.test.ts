import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '@portal/domain';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

describe('the activity feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('pages 32 at a time, newest first, filtered by entity, type and search; advisors only; scoped to the firm', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm, { fname: 'Paula', lname: 'Partner' });
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client);
    for (let i = 0; i < 40; i++) {
      await recordActivity(db, {
        firmId: firm.id,
        typeId: i % 2 ? ACTIVITY_TYPES.document_related : ACTIVITY_TYPES.detail_change,
        title: `Event ${i}`,
        companyId: i < 10 ? company.id : null,
        actorUserId: partner.id,
      });
    }
    const other = await buildFirm(db);
    await recordActivity(db, { firmId: other.id, typeId: 1, title: 'Elsewhere' });
    const headers = (await signInAs(db, partner)).headers;
    const get = (q: string, h: Record<string, string> = headers) =>
      t.app.inject({ url: `/api/v2/activity_logs${q}`, headers: h });

    const first = (await get('')).json();
    expect(first.total).toBe(40);
    expect(first.activity_logs).toHaveLength(32);
    expect(first.activity_logs[0]).toMatchObject({ title: 'Event 39', actor_name: 'Paula Partner' });
    const titles = async (q: string) =>
      (await get(q)).json().activity_logs.map((l: { title: string }) => l.title) as string[];
    // Pages past the middle are read from the end (list-total.ts): the same rows in the same order.
    expect(await titles('?page=2')).toEqual([7, 6, 5, 4, 3, 2, 1, 0].map((i) => `Event ${i}`));
    expect(await titles('?per_page=5&page=5')).toEqual([19, 18, 17, 16, 15].map((i) => `Event ${i}`));
    expect(await titles('?per_page=5&page=6')).toEqual([14, 13, 12, 11, 10].map((i) => `Event ${i}`));
    expect(await titles('?per_page=3&page=14')).toEqual(['Event 0']);
    expect(await titles('?page=3')).toEqual([]);
    expect((await get(`?user_id=${partner.id}`)).json().total).toBe(40);
    expect((await get(`?user_id=${client.id}`)).json().total).toBe(0);
    expect((await get(`?company_id=${company.id}`)).json().total).toBe(10);
    expect((await get('?type_id=2')).json().total).toBe(20);
    expect((await get('?search=event 3')).json().total).toBe(11);
    expect((await get('?type_id=9')).statusCode).toBe(400);
    expect((await get('', {})).statusCode).toBe(401);
    const asClient = (await signInAs(db, client)).headers;
    expect((await get('', asClient)).statusCode).toBe(403);
    const stranger = await buildCompany(db, other, await buildClient(db, other));
    expect((await get(`?company_id=${stranger.id}`)).statusCode).toBe(404);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, firmGroups, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('firm settings → groups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup(prefs = { has_firm_groups: true }) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: prefs });
    const partner = await buildStaff(db, firm);
    const as = async (user: { id: number; firmId: number }) => (await signInAs(db, user)).headers;
    return { db, firm, partner, as, headers: await as(partner) };
  }
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  const settingsLog = (firmId: number) =>
    t.deps.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.firmId, firmId), eq(activityLogs.typeId, 8)))
      .orderBy(activityLogs.id);

  it('answers 401 signed out and 403 to admins, full users and clients on every route', async () => {
    const { db, firm, headers, as } = await setup();
    const group = (await call('POST', '/api/firm_groups', headers, { name: 'North' })).json();
    const routes: [Method, string, object?][] = [
      ['GET', '/api/firm_groups'],
      ['POST', '/api/firm_groups', { name: 'South' }],
      ['PATCH', `/api/firm_groups/${group.id}`, { name: 'East' }],
      ['DELETE', `/api/firm_groups/${group.id}`],
    ];
    const others = [
      await as(await buildStaff(db, firm, { access: 'admin' })),
      await as(await buildStaff(db, firm, { access: 'full' })),
      await as(await buildClient(db, firm)),
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
      for (const h of others) expect((await call(method, url, h, body)).statusCode).toBe(403);
    }
    const [still] = await db.select().from(firmGroups).where(eq(firmGroups.id, group.id));
    expect(still!.name).toBe('North');
  });

  it('lists groups with their users and entities, and whether groups are on', async () => {
    const { db, firm, headers } = await setup();
    const north = (await call('POST', '/api/firm_groups', headers, { name: 'North' })).json();
    const south = (await call('POST', '/api/firm_groups', headers, { name: 'South' })).json();
    await buildStaff(db, firm, { access: 'group', groupId: north.id });
    const client = await buildClient(db, firm, { groupId: north.id });
    await buildCompany(db, firm, client);
    await buildCompany(db, firm, client);
    await buildCompany(db, firm, client, { deletedAt: new Date() });
    await buildClient(db, firm, { groupId: north.id, deletedAt: new Date() });
    const res = await call('GET', '/api/firm_groups', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      has_firm_groups: true,
      firm_groups: [
        { id: north.id, name: 'North', user_count: 2, entity_count: 2 },
        { id: south.id, name: 'South', user_count: 0, entity_count: 0 },
      ],
    });
    const off = await setup({ has_firm_groups: false });
    expect((await call('GET', '/api/firm_groups', off.headers)).json()).toEqual({
      has_firm_groups: false,
      firm_groups: [],
    });
  });

  it('renames a group, refusing a taken or empty name, and 404s for another firm', async () => {
    const { firm, partner, headers } = await setup();
    const north = (await call('POST', '/api/firm_groups', headers, { name: 'North' })).json();
    await call('POST', '/api/firm_groups', headers, { name: 'South' });
    const taken = await call('PATCH', `/api/firm_groups/${north.id}`, headers, { name: 'south' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('A group with this name already exists');
    const blank = await call('PATCH', `/api/firm_groups/${north.id}`, headers, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Group name is required');
    expect((await call('PATCH', `/api/firm_groups/${north.id}`, headers, { name: 'x'.repeat(81) })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', '/api/firm_groups/abc', headers, { name: 'X' })).statusCode).toBe(400);
    const other = await setup();
    expect((await call('PATCH', `/api/firm_groups/${north.id}`, other.headers, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/firm_groups/${north.id}`, other.headers)).statusCode).toBe(404);
    // Same name in another case is a rename, not a clash with itself.
    const renamed = await call('PATCH', `/api/firm_groups/${north.id}`, headers, { name: 'North Office' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: north.id, name: 'North Office' });
    const rows = await settingsLog(firm.id);
    expect(rows.map((r) => r.title)).toEqual([
      'Firm group created: North',
      'Firm group created: South',
      'Firm group renamed: North → North Office',
    ]);
    expect(rows[2]).toMatchObject({
      actorUserId: partner.id,
      description: "name: 'North' → 'North Office'",
      metadata: { section: 'Groups', changes: [{ field: 'name', from: 'North', to: 'North Office' }] },
    });
  });

  it('refuses to delete a group that still has users or entities, saying how many', async () => {
    const { db, firm, headers } = await setup();
    const north = (await call('POST', '/api/firm_groups', headers, { name: 'North' })).json();
    const staff = await buildStaff(db, firm, { access: 'group', groupId: north.id });
    const client = await buildClient(db, firm, { groupId: north.id });
    await buildCompany(db, firm, client);
    await buildCompany(db, firm, client);
    await buildCompany(db, firm, client);
    const refused = await call('DELETE', `/api/firm_groups/${north.id}`, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'This group still has 2 users and 3 entities. Move them to another group first.',
    );
    await db.update(users).set({ groupId: null }).where(eq(users.id, staff.id));
    await db.update(users).set({ groupId: null }).where(eq(users.id, client.id));
    const deleted = await call('DELETE', `/api/firm_groups/${north.id}`, headers);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', '/api/firm_groups', headers)).json().firm_groups).toEqual([]);
    const last = (await settingsLog(firm.id)).at(-1)!;
    expect(last).toMatchObject({
      title: 'Firm group deleted: North',
      metadata: { changes: [{ field: 'name', from: 'North', to: null }] },
    });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

type Method = 'GET' | 'POST' | 'DELETE';

describe('firm settings → entity types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    const as = async (user: { id: number; firmId: number }) => (await signInAs(db, user)).headers;
    return { db, firm, partner, as, headers: await as(partner) };
  }
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  it('answers 401 signed out and 403 to admins, full users and clients', async () => {
    const { db, firm, headers, as } = await setup();
    const type = (await call('POST', '/api/entity_types', headers, { name: 'LLC' })).json();
    const others = [
      await as(await buildStaff(db, firm, { access: 'admin' })),
      await as(await buildStaff(db, firm, { access: 'full' })),
      await as(await buildClient(db, firm)),
    ];
    for (const [method, url, body] of [
      ['GET', '/api/entity_types/usage'],
      ['POST', '/api/entity_types', { name: 'Estate' }],
      ['DELETE', `/api/entity_types/${type.id}`],
    ] as [Method, string, object?][]) {
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
      for (const h of others) expect((await call(method, url, h, body)).statusCode).toBe(403);
    }
    // The type is still there, and every advisor still sees it in the list they load.
    const list = await call('GET', '/api/entity_types', others[0]!);
    expect(list.json().entity_types).toContainEqual({ name: 'LLC', built_in: false });
  });

  it('adds a type, refusing built-in, existing, reserved and bad names, and logs it', async () => {
    const { firm, partner, headers } = await setup();
    const created = await call('POST', '/api/entity_types', headers, { name: ' Estate ', individuals_allowed: false });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Estate',
      built_in: false,
      individuals_allowed: false,
      entity_count: 0,
    });
    const builtIn = await call('POST', '/api/entity_types', headers, { name: 's-corporation' });
    expect(builtIn.statusCode).toBe(400);
    expect(builtIn.json().error.message).toBe('S-Corporation is a built-in entity type');
    const dup = await call('POST', '/api/entity_types', headers, { name: 'ESTATE' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('An entity type with this name already exists');
    expect((await call('POST', '/api/entity_types', headers, { name: 'New Custom Entity' })).statusCode).toBe(400);
    const blank = await call('POST', '/api/entity_types', headers, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Entity type name is required');
    expect((await call('POST', '/api/entity_types', headers, { name: 'x'.repeat(81) })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/entity_types', headers, { name: 'X', individuals_allowed: 'no' })).statusCode,
    ).toBe(400);
    const [row] = await t.deps.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.firmId, firm.id), eq(activityLogs.typeId, 8)));
    expect(row).toMatchObject({
      title: 'Entity type created: Estate',
      actorUserId: partner.id,
      metadata: {
        section: 'Entity types',
        changes: [
          { field: 'name', from: null, to: 'Estate' },
          { field: 'individuals_allowed', from: null, to: false },
        ],
      },
    });
  });

  it('lists built-ins and own types with their use, and deletes only unused own types', async () => {
    const { db, firm, headers } = await setup();
    const llc = (await call('POST', '/api/entity_types', headers, { name: 'LLC' })).json();
    const client = await buildClient(db, firm);
    await buildCompany(db, firm, client, { entityType: 'LLC' });
    await buildCompany(db, firm, client, { entityType: 'llc' });
    await buildCompany(db, firm, client, { entityType: 'Trust' });
    await buildCompany(db, firm, client, { entityType: 'LLC', deletedAt: new Date() });
    const usage = (await call('GET', '/api/entity_types/usage', headers)).json();
    expect(usage).toHaveLength(7);
    expect(usage).toContainEqual({
      id: null,
      name: 'Trust',
      built_in: true,
      individuals_allowed: true,
      entity_count: 1,
    });
    expect(usage.at(-1)).toEqual({
      id: llc.id,
      name: 'LLC',
      built_in: false,
      individuals_allowed: true,
      entity_count: 2,
    });
    const refused = await call('DELETE', `/api/entity_types/${llc.id}`, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'This entity type is used by 2 entities. Change their entity type first.',
    );
    const other = await setup();
    expect((await call('DELETE', `/api/entity_types/${llc.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/entity_types/0', headers)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/entity_types/99999999999', headers)).statusCode).toBe(400);

    const unused = (await call('POST', '/api/entity_types', headers, { name: 'Estate' })).json();
    expect((await call('DELETE', `/api/entity_types/${unused.id}`, headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/entity_types/${unused.id}`, headers)).statusCode).toBe(404);
    const names = (await call('GET', '/api/entity_types', headers))
      .json()
      .entity_types.map((e: { name: string }) => e.name);
    expect(names).not.toContain('Estate');
    const [deleted] = await db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.firmId, firm.id), eq(activityLogs.title, 'Entity type deleted: Estate')));
    expect(deleted!.metadata).toMatchObject({ changes: [{ field: 'name', from: 'Estate', to: null }] });
  });
});

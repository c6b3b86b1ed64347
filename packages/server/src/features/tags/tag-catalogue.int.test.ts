import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('firm settings → entity and contact tags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  /** A firm whose entities carry 'VIP' (2, one of them deleted) and 'Payroll', and whose clients 'Spouse'. */
  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    const headers = (await signInAs(db, partner)).headers;
    const as = async (user: { id: number; firmId: number }) => (await signInAs(db, user)).headers;
    const client = await buildClient(db, firm);
    const [a, b, gone] = [
      await buildCompany(db, firm, client),
      await buildCompany(db, firm, client),
      await buildCompany(db, firm, client),
    ];
    await call('POST', '/api/companies/update_tags_in_bulk', headers, {
      ids: [a!.id, b!.id, gone!.id],
      tag_names: ['VIP'],
    });
    await call('POST', `/api/companies/${a!.id}/update_tags`, headers, { entity_tags: ['VIP', 'Payroll'] });
    await call('POST', '/api/users/update_tags', headers, { user_id: client.id, contact_tags: ['Spouse'] });
    await call('POST', `/api/companies/${gone!.id}/delete_company`, headers);
    const tags = (await call('GET', '/api/tags', headers)).json();
    const id = (list: { id: number; name: string }[], name: string) => list.find((x) => x.name === name)!.id;
    return {
      db,
      firm,
      partner,
      headers,
      as,
      client,
      entities: [a!, b!],
      vip: id(tags.entity_tags, 'VIP'),
      payroll: id(tags.entity_tags, 'Payroll'),
      spouse: id(tags.contact_tags, 'Spouse'),
    };
  }

  it('answers 401 signed out and 403 to admins, full users and clients', async () => {
    const { db, firm, headers, as, vip } = await setup();
    const others = [
      await as(await buildStaff(db, firm, { access: 'admin' })),
      await as(await buildStaff(db, firm, { access: 'full' })),
      await as(await buildClient(db, firm)),
    ];
    for (const [method, url, body] of [
      ['GET', '/api/tags/usage'],
      ['PATCH', `/api/tags/entity/${vip}`, { name: 'Gold' }],
      ['DELETE', `/api/tags/entity/${vip}`],
    ] as [Method, string, object?][]) {
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
      for (const h of others) expect((await call(method, url, h, body)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/tags', headers)).json().entity_tags.map((x: { name: string }) => x.name)).toEqual([
      'Payroll',
      'VIP',
    ]);
  });

  it('lists each tag with the number of live records carrying it', async () => {
    const { headers, vip, payroll, spouse } = await setup();
    const res = await call('GET', '/api/tags/usage', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      entity_tags: [
        { id: payroll, name: 'Payroll', count: 1 },
        { id: vip, name: 'VIP', count: 2 },
      ],
      contact_tags: [{ id: spouse, name: 'Spouse', count: 1 }],
    });
  });

  it('renames a tag on every record, refusing a taken or bad name, and logs it', async () => {
    const { firm, partner, headers, entities, vip, payroll, spouse } = await setup();
    const taken = await call('PATCH', `/api/tags/entity/${vip}`, headers, { name: 'payroll' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('A tag with this name already exists');
    const blank = await call('PATCH', `/api/tags/entity/${vip}`, headers, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Tag name is required');
    expect((await call('PATCH', `/api/tags/entity/${vip}`, headers, { name: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/tags/document/${vip}`, headers, { name: 'Gold' })).statusCode).toBe(400);
    // An entity tag's id is not a contact tag's (the two count their ids apart: pick one the contact tag lacks).
    const entityOnly = vip === spouse ? payroll : vip;
    expect((await call('PATCH', `/api/tags/contact/${entityOnly}`, headers, { name: 'Gold' })).statusCode).toBe(404);
    const other = await setup();
    expect((await call('PATCH', `/api/tags/entity/${vip}`, other.headers, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/tags/contact/${spouse}`, other.headers)).statusCode).toBe(404);

    const renamed = await call('PATCH', `/api/tags/entity/${vip}`, headers, { name: 'Gold' });
    expect(renamed.json()).toEqual({ id: vip, name: 'Gold', count: 2 });
    const detail = (await call('GET', `/api/companies/${entities[1]!.id}`, headers)).json();
    expect(detail.entity_tags).toEqual([{ id: vip, name: 'Gold' }]);
    const [row] = await t.deps.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.firmId, firm.id), eq(activityLogs.typeId, 8)));
    expect(row).toMatchObject({
      title: 'Entity tag renamed: VIP → Gold',
      actorUserId: partner.id,
      metadata: { section: 'Tags', changes: [{ field: 'name', from: 'VIP', to: 'Gold' }] },
    });
  });

  it('deletes a tag from every record and logs how many carried it', async () => {
    const { firm, headers, entities, vip, spouse } = await setup();
    expect((await call('DELETE', `/api/tags/entity/${vip}`, headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/tags/entity/${vip}`, headers)).statusCode).toBe(404);
    const detail = (await call('GET', `/api/companies/${entities[0]!.id}`, headers)).json();
    expect(detail.entity_tags.map((x: { name: string }) => x.name)).toEqual(['Payroll']);
    expect((await call('DELETE', `/api/tags/contact/${spouse}`, headers)).statusCode).toBe(204);
    expect((await call('GET', '/api/tags/usage', headers)).json().contact_tags).toEqual([]);
    const titles = (
      await t.deps.database.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.firmId, firm.id), eq(activityLogs.typeId, 8)))
        .orderBy(activityLogs.id)
    ).map((r) => r.title);
    expect(titles).toEqual([
      'Entity tag deleted: VIP (removed from 2 records)',
      'Contact tag deleted: Spouse (removed from 1 record)',
    ]);
  });
});

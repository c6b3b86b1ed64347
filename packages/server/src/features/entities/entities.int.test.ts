import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmGroups } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

describe('entities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    const client = await buildClient(db, firm, { fname: 'Ann', lname: 'Lee' });
    const company = await buildCompany(db, firm, client, { name: 'Lee Holdings', entityType: 'Partnership' });
    return { db, firm, partner, client, company, headers: (await signInAs(db, partner)).headers };
  }

  it('shows an entity by hash to staff and to its owner; 404 for other firms, strangers and inactive ones', async () => {
    const { db, firm, client, company, headers } = await setup();
    const byHash = await t.app.inject({
      url: `/api/companies/get_company_by_hash_id?hash_id=${company.hashId}`,
      headers,
    });
    expect(byHash.json()).toMatchObject({
      id: company.id,
      name: 'Lee Holdings',
      owner_ids: [client.id],
      primary_contact_name: 'Ann Lee',
    });
    const asOwner = (await signInAs(db, client)).headers;
    expect((await t.app.inject({ url: `/api/companies/${company.id}`, headers: asOwner })).statusCode).toBe(200);
    const stranger = (await signInAs(db, await buildClient(db, firm))).headers;
    expect((await t.app.inject({ url: `/api/companies/${company.id}`, headers: stranger })).statusCode).toBe(404);
    const otherFirm = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    expect((await t.app.inject({ url: `/api/companies/${company.id}`, headers: otherFirm })).statusCode).toBe(404);
    const closed = await buildCompany(db, firm, client, { inactive: true });
    expect((await t.app.inject({ url: `/api/companies/${closed.id}`, headers: asOwner })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/companies/${closed.id}`, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/companies/${company.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/companies/abc', headers })).statusCode).toBe(400);
  });

  it('a group-limited user sees only entities of their group', async () => {
    const { db, firm, company } = await setup();
    const [west] = await db.insert(firmGroups).values({ firmId: firm.id, name: 'West' }).returning();
    const groupUser = (await signInAs(db, await buildStaff(db, firm, { access: 'group', groupId: west!.id }))).headers;
    expect((await t.app.inject({ url: `/api/companies/${company.id}`, headers: groupUser })).statusCode).toBe(404);
    const noGroup = (await signInAs(db, await buildStaff(db, firm, { access: 'group' }))).headers;
    const ungrouped = await buildClient(db, firm);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      payload: { user_id: ungrouped.id, entity_type: 'Trust', name: 'Out of scope' },
      headers: noGroup,
    });
    expect(res.statusCode).toBe(404);
  });

  it('creates another entity for a client; names are unique among their entities', async () => {
    const { db, client, headers } = await setup();
    const post = (payload: object, h = headers) =>
      t.app.inject({ method: 'POST', url: '/api/companies', payload, headers: h });
    const created = await post({ user_id: client.id, entity_type: 'Trust', name: ' Lee Family Trust ', state: 'CA' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Lee Family Trust',
      entity_type: 'Trust',
      state: 'CA',
      user_id: client.id,
    });
    const duplicate = await post({ user_id: client.id, entity_type: 'Partnership', name: 'lee holdings' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields.name).toBe('Entity Name already exists.');
    const slash = await post({ user_id: client.id, entity_type: 'Trust', name: 'A/B' });
    expect(slash.json().error.fields.name).toBe('Entity Name cannot contain a "/" character.');
    const individual = await post({ user_id: client.id, entity_type: 'Individual' });
    expect(individual.json().name).toBe('Ann Lee');
    const second = await post({ user_id: client.id, entity_type: 'Individual' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.fields.entity_type).toBe('This user already has an Individual entity.');
    const stranger = await buildClient(db, await buildFirm(db));
    expect((await post({ user_id: stranger.id, entity_type: 'Trust', name: 'X' })).statusCode).toBe(404);
    const asClient = (await signInAs(db, client)).headers;
    expect((await post({ user_id: client.id, entity_type: 'Trust', name: 'Y' }, asClient)).statusCode).toBe(403);
    expect((await post({ user_id: client.id, entity_type: '' })).statusCode).toBe(400);

    const related = await t.app.inject({ url: `/api/v2/entities/${created.json().id}/get_related_entities`, headers });
    expect(related.json().map((e: { name: string }) => e.name)).toEqual(['Ann Lee', 'Lee Holdings']);
  });

  it('keeps staff notes on an entity: staff only, author or partner deletes, counted for staff only', async () => {
    const { db, firm, client, company, headers } = await setup();
    const url = `/api/companies/${company.id}/notes`;
    const added = await t.app.inject({ method: 'POST', url, payload: { text: ' Called about the K-1 ' }, headers });
    expect(added.json()[0]).toMatchObject({ text: 'Called about the K-1' });
    expect((await t.app.inject({ method: 'POST', url, payload: { text: ' ' }, headers })).json().error.message).toBe(
      'Please enter a note',
    );
    expect((await t.app.inject({ url: `/api/companies/${company.id}`, headers })).json().note_count).toBe(1);
    const asClient = (await signInAs(db, client)).headers;
    expect((await t.app.inject({ url, headers: asClient })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/companies/${company.id}`, headers: asClient })).json().note_count).toBe(0);
    const full = (await signInAs(db, await buildStaff(db, firm, { access: 'full' }))).headers;
    const noteId = added.json()[0].id;
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${noteId}`, headers: full })).statusCode).toBe(403);
    const other = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    expect((await t.app.inject({ url, headers: other })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${noteId}`, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ url, headers })).json()).toEqual([]);
  });
});

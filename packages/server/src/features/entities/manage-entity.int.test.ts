import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmGroups } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

describe('managing entities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client, { name: 'Acme LLC', entityType: 'Partnership' });
    return { db, firm, partner, client, company, headers: (await signInAs(db, partner)).headers };
  }
  const send = (method: 'PATCH' | 'POST', url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method, url, payload, headers });

  it('edits details and flags; name rules apply; 401, 400, 403 and 404 as for every route', async () => {
    const { db, firm, client, company, headers } = await setup();
    const url = `/api/companies/${company.id}`;
    expect((await send('PATCH', url, { city: 'X' }, {})).statusCode).toBe(401);
    expect((await send('PATCH', url, { business_email: 'nope' }, headers)).statusCode).toBe(400);
    const asClient = (await signInAs(db, client)).headers;
    expect((await send('PATCH', url, { city: 'X' }, asClient)).statusCode).toBe(403);
    const other = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    expect((await send('PATCH', url, { city: 'X' }, other)).statusCode).toBe(404);

    await buildCompany(db, firm, client, { name: 'Acme Two' });
    const dup = await send('PATCH', url, { name: 'acme two' }, headers);
    expect(dup.json().error.fields.name).toBe('Entity Name already exists.');
    const quote = await send('PATCH', url, { name: 'Acme "LLC"' }, headers);
    expect(quote.json().error.fields.name).toBe('Entity Name cannot contain a " character.');
    const ok = await send(
      'PATCH',
      url,
      { name: 'Acme Holdings', city: 'Austin', readonly_access: true, inactive: true },
      headers,
    );
    expect(ok.json()).toMatchObject({ name: 'Acme Holdings', city: 'Austin', readonly_access: true, inactive: true });
    // An inactive entity disappears for its client.
    expect((await t.app.inject({ url, headers: asClient })).statusCode).toBe(404);
  });

  it('sets the client manager and CPA to staff of the firm only', async () => {
    const { db, partner, company, headers } = await setup();
    const url = `/api/companies/${company.id}/update_client_assignment`;
    const res = await send('PATCH', url, { special_role: 'cpa', user_id: partner.id }, headers);
    expect(res.json().cpa_id).toBe(partner.id);
    const stranger = await buildStaff(db, await buildFirm(db));
    expect(
      (await send('PATCH', url, { special_role: 'client_manager', user_id: stranger.id }, headers)).statusCode,
    ).toBe(404);
    expect((await send('PATCH', url, { special_role: 'boss', user_id: partner.id }, headers)).statusCode).toBe(400);
    expect((await send('PATCH', url, { special_role: 'cpa', user_id: null }, headers)).json().cpa_id).toBeNull();
  });

  it("keeps the client manager and CPA within the entity's firm group", async () => {
    const { db, firm, headers } = await setup();
    const [west, east] = await db
      .insert(firmGroups)
      .values([
        { firmId: firm.id, name: 'West' },
        { firmId: firm.id, name: 'East' },
      ])
      .returning();
    const client = await buildClient(db, firm, { groupId: west!.id });
    const company = await buildCompany(db, firm, client, { name: 'West Co' });
    const eastStaff = await buildStaff(db, firm, { access: 'full', groupId: east!.id });
    const westStaff = await buildStaff(db, firm, { access: 'full', groupId: west!.id });
    const url = `/api/companies/${company.id}/update_client_assignment`;
    const refused = await send('PATCH', url, { special_role: 'cpa', user_id: eastStaff.id }, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.user_id).toBe("This firm user is not in the entity's firm group");
    const ok = await send('PATCH', url, { special_role: 'client_manager', user_id: westStaff.id }, headers);
    expect(ok.json().client_manager_id).toBe(westStaff.id);
  });

  it('update_owners takes the spec’s ownerIds and companyId (spec 000 §7)', async () => {
    const { db, firm, client, company, headers } = await setup();
    const spouse = await buildClient(db, firm);
    const url = `/api/companies/${company.id}/update_owners`;
    const owners = await send(
      'POST',
      url,
      { ownerIds: [client.id, spouse.id], companyId: company.id, copyPreviousMessages: true },
      headers,
    );
    expect(owners.statusCode).toBe(200);
    expect(owners.json().owner_ids.sort()).toEqual([client.id, spouse.id].sort());
    const none = await send('POST', url, { companyId: company.id }, headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('An entity needs at least one owner');
    const elsewhere = await send('POST', url, { ownerIds: [client.id], companyId: company.id + 1 }, headers);
    expect(elsewhere.statusCode).toBe(400);
  });

  it('adds owners, changes the primary contact, and keeps the primary among the owners', async () => {
    const { db, firm, client, company, headers } = await setup();
    const spouse = await buildClient(db, firm);
    const owners = await send(
      'POST',
      `/api/companies/${company.id}/update_owners`,
      { owner_ids: [client.id, spouse.id] },
      headers,
    );
    expect(owners.json().owner_ids.sort()).toEqual([client.id, spouse.id].sort());
    const dropPrimary = await send(
      'POST',
      `/api/companies/${company.id}/update_owners`,
      { owner_ids: [spouse.id] },
      headers,
    );
    expect(dropPrimary.statusCode).toBe(400);
    const primary = await send(
      'POST',
      `/api/companies/${company.id}/change_primary_contact`,
      { user_id: spouse.id },
      headers,
    );
    expect(primary.json().user_id).toBe(spouse.id);
    const stranger = await buildClient(db, await buildFirm(db));
    expect(
      (
        await send(
          'POST',
          `/api/companies/${company.id}/update_owners`,
          { owner_ids: [spouse.id, stranger.id] },
          headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', `/api/companies/${company.id}/change_primary_contact`, { user_id: stranger.id }, headers))
        .statusCode,
    ).toBe(404);
  });

  it('soft-deletes and restores an entity', async () => {
    const { company, headers } = await setup();
    expect((await send('POST', `/api/companies/${company.id}/delete_company`, {}, headers)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/companies/${company.id}`, headers })).statusCode).toBe(404);
    const deleted = (
      await t.app.inject({ url: `/api/v2/entities?filters=${encodeURIComponent('{"deleted":true}')}`, headers })
    ).json();
    expect(deleted.entities.map((e: { id: number }) => e.id)).toEqual([company.id]);
    const restored = await send('POST', `/api/v2/entities/${company.id}/restore_deleted_entity`, {}, headers);
    expect(restored.json()).toMatchObject({ id: company.id, deleted_at: null });
    expect((await send('POST', `/api/v2/entities/${company.id}/restore_deleted_entity`, {}, headers)).statusCode).toBe(
      404,
    );
  });

  it('lists by ids, searches users by name, and lists entity types', async () => {
    const { db, firm, client, company, headers } = await setup();
    const elsewhere = await buildCompany(db, await buildFirm(db), await buildClient(db, firm));
    const byIds = await t.app.inject({
      url: `/api/v2/entities/by_ids?ids[]=${company.id}&ids[]=${elsewhere.id}`,
      headers,
    });
    expect(byIds.json().entities.map((e: { id: number }) => e.id)).toEqual([company.id]);
    const users = await t.app.inject({ url: `/api/v2/users/by_ids?ids[]=${client.id}`, headers });
    expect(users.json().users[0].id).toBe(client.id);
    const search = await t.app.inject({
      url: `/api/v2/users/search?name=${encodeURIComponent(client.lname)}`,
      headers,
    });
    expect(search.json().users.map((u: { id: number }) => u.id)).toEqual([client.id]);
    const types = (await t.app.inject({ url: '/api/entity_types', headers })).json();
    expect(types.entity_types.slice(0, 6).map((x: { name: string }) => x.name)).toEqual([
      'Individual',
      'Partnership',
      'Trust',
      'Exempt Organization',
      'S-Corporation',
      'C-Corporation',
    ]);
  });

  it('adds a new user as owner, with a valid unused email', async () => {
    const { db, company, headers } = await setup();
    const url = `/api/companies/${company.id}/create_new_owner`;
    const res = await send('POST', url, { firstName: 'Bob', lastName: 'Lee', email: 'bob-owner@lee.test' }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().owners.map((o: { full_name: string }) => o.full_name)).toContain('Bob Lee');
    const again = await send('POST', url, { firstName: 'Bob', lastName: 'Lee', email: 'BOB-owner@lee.test' }, headers);
    expect(again.json().error.fields.email).toBe('This email already exists');
    expect((await send('POST', url, { firstName: '', lastName: 'Lee', email: 'x@lee.test' }, headers)).statusCode).toBe(
      400,
    );
    expect((await send('POST', url, { firstName: 'A', lastName: 'B' }, headers)).statusCode).toBe(400);
    const other = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    expect((await send('POST', url, { firstName: 'A', lastName: 'B', email: 'ab@lee.test' }, other)).statusCode).toBe(
      404,
    );
  });
});

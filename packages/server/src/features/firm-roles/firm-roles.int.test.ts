import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

describe('firm roles and groups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup(prefs = { use_firm_roles: true }) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: prefs });
    const partner = await buildStaff(db, firm);
    const client = await buildClient(db, firm);
    const entities = [await buildCompany(db, firm, client), await buildCompany(db, firm, client)];
    return { db, firm, partner, entities, headers: (await signInAs(db, partner)).headers };
  }
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  it('partners and admins manage roles when firm roles are on; others get 403', async () => {
    const { db, firm, headers } = await setup();
    expect((await call('GET', '/api/firm_roles', {})).statusCode).toBe(401);
    const created = await call('POST', '/api/firm_roles', headers, {
      role_name: 'Reviewer',
      permission_ids: [1, 3, 3],
    });
    expect(created.json()).toMatchObject({ role_name: 'Reviewer', permission_ids: [1, 3] });
    expect((await call('POST', '/api/firm_roles', headers, { role_name: 'reviewer' })).statusCode).toBe(409);
    expect((await call('POST', '/api/firm_roles', headers, { role_name: 'X', permission_ids: [99] })).statusCode).toBe(
      400,
    );
    const admin = (await signInAs(db, await buildStaff(db, firm, { access: 'admin' }))).headers;
    expect((await call('GET', '/api/firm_roles', admin)).json()).toHaveLength(1);
    const full = (await signInAs(db, await buildStaff(db, firm, { access: 'full' }))).headers;
    expect((await call('GET', '/api/firm_roles', full)).statusCode).toBe(403);
    const off = await setup({ use_firm_roles: false });
    const disabled = await call('GET', '/api/firm_roles', off.headers);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().error.message).toBe('Firm roles are not enabled for this firm');
    const other = await setup();
    const id = created.json().id;
    expect((await call('PUT', `/api/firm_roles/${id}`, other.headers, { role_name: 'Hijack' })).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/firm_roles/${id}`, headers, { role_name: 'Senior Reviewer' })).json().role_name,
    ).toBe('Senior Reviewer');
  });

  it('assigns a role per entity, one by one or in bulk, replacing the holder, and unassigns', async () => {
    const { db, firm, partner, entities, headers } = await setup();
    const role = (await call('POST', '/api/firm_roles', headers, { role_name: 'Preparer' })).json();
    const one = await call('POST', '/api/firm_roles/assign', headers, {
      firmRoleId: role.id,
      companyId: entities[0]!.id,
      userId: partner.id,
    });
    expect(one.json()).toMatchObject({ firm_role_id: role.id, error: null });
    const colleague = await buildStaff(db, firm, { access: 'full' });
    const bulk = await call('POST', '/api/firm_roles/assign_in_bulk', headers, {
      firmRoleId: role.id,
      companyIds: entities.map((e) => e.id),
      userId: colleague.id,
    });
    expect(bulk.json()).toEqual({ updated: 2 });
    // The entity view shows who holds each role (staff only).
    const detail = await t.app.inject({ url: `/api/companies/${entities[0]!.id}`, headers });
    expect(detail.json().firm_role_assignments).toEqual([
      expect.objectContaining({ firm_role_id: role.id, user_id: colleague.id }),
    ]);
    const stranger = await buildCompany(db, await buildFirm(db), await buildClient(db, firm));
    const leak = await call('POST', '/api/firm_roles/assign', headers, {
      firmRoleId: role.id,
      companyId: stranger.id,
      userId: partner.id,
    });
    expect(leak.statusCode).toBe(404);
    const client = await buildClient(db, firm);
    expect(
      (
        await call('POST', '/api/firm_roles/assign', headers, {
          firmRoleId: role.id,
          companyId: entities[0]!.id,
          userId: client.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/firm_roles/unassign', headers, { firmRoleId: role.id, companyId: entities[0]!.id }))
        .statusCode,
    ).toBe(204);
    expect((await call('DELETE', `/api/firm_roles/${role.id}`, headers)).statusCode).toBe(204);
  });

  it('partners create and delete firm groups, which the firm then lists', async () => {
    const { db, firm, headers } = await setup();
    const group = await call('POST', '/api/firm_groups', headers, { name: 'North Office' });
    expect(group.json().name).toBe('North Office');
    expect((await call('POST', '/api/firm_groups', headers, { name: 'north office' })).statusCode).toBe(409);
    expect((await call('POST', '/api/firm_groups', headers, { name: ' ' })).statusCode).toBe(400);
    const firmRes = await call('GET', '/api/firms/current_user_firm', headers);
    expect(firmRes.json().firm_groups).toEqual([{ id: group.json().id, name: 'North Office' }]);
    const admin = (await signInAs(db, await buildStaff(db, firm, { access: 'admin' }))).headers;
    expect((await call('POST', '/api/firm_groups', admin, { name: 'South' })).statusCode).toBe(403);
    const other = await setup();
    expect((await call('DELETE', `/api/firm_groups/${group.json().id}`, other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/firm_groups/${group.json().id}`, headers)).statusCode).toBe(204);
  });
});

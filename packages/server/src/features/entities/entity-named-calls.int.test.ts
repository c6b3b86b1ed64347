import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOwners, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';

/**
 * Entity calls of spec 000 §7 served beside their REST twins: PUT /companies/{id} (PATCH's handler),
 * GET /companies/simple_index (the entities list), PATCH /companies/{id}/update_roles (firm role
 * assignment) and the {link} downloads (conversations/download_attachment, users/download_user_document).
 */
describe('entity named calls (spec 000 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { use_firm_roles: true } });
    const staff = await buildStaff(db, firm);
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client, { name: 'Lee LLC', entityType: 'Partnership' });
    const other = await buildFirm(db, { preferences: { use_firm_roles: true } });
    return {
      db,
      firm,
      staff,
      client,
      company,
      asStaff: (await signInAs(db, staff)).headers,
      asClient: (await signInAs(db, client)).headers,
      stranger: (await signInAs(db, await buildStaff(db, other))).headers,
    };
  }
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers?: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

  it('PUT /companies/{id} updates like PATCH: 401, 400, 403 for a client, 404 across firms', async () => {
    const f = await setup();
    const url = `/api/companies/${f.company.id}`;
    expect((await call('PUT', url, undefined, { street: '1 Main St' })).statusCode).toBe(401);
    expect((await call('PUT', url, f.asStaff, { name: 'A/B' })).statusCode).toBe(400);
    expect((await call('PUT', url, f.asClient, { street: '1 Main St' })).statusCode).toBe(403);
    expect((await call('PUT', url, f.stranger, { street: '1 Main St' })).statusCode).toBe(404);
    const put = await call('PUT', url, f.asStaff, { street: '1 Main St', city: 'Springfield' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: f.company.id, street: '1 Main St', city: 'Springfield' });
    const patched = await call('PATCH', url, f.asStaff, { city: 'Shelbyville' });
    expect(patched.json()).toMatchObject({ street: '1 Main St', city: 'Shelbyville' });
  });

  it('spouse_ssn: PUT takes the SSN, 400 unless 9 digits; the entity answers it masked, and null clears it', async () => {
    const f = await setup();
    const url = `/api/companies/${f.company.id}`;
    const bad = await call('PUT', url, f.asStaff, { spouse_ssn: '123-45-67' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('SSN must be 9 digits');
    expect((await call('PUT', url, f.stranger, { spouse_ssn: '123-45-6789' })).statusCode).toBe(404);
    expect((await call('PUT', url, f.asClient, { spouse_ssn: '123-45-6789' })).statusCode).toBe(403);
    expect((await call('GET', url, f.asStaff)).json().spouse_ssn).toBeNull();

    const put = await call('PUT', url, f.asStaff, { spouse_ssn: '123-45-6789' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().spouse_ssn).toBe('***-**-6789');
    expect(put.body).not.toContain('12345');
    expect((await call('GET', url, f.asClient)).json().spouse_ssn).toBe('***-**-6789');
    // The full number is not kept anywhere: only what the mask shows.
    const [row] = await f.db
      .execute<{ spouse_ssn_last4: string }>(sql`select spouse_ssn_last4 from companies where id = ${f.company.id}`)
      .then((r) => r.rows);
    expect(row?.spouse_ssn_last4).toBe('6789');

    expect((await call('PATCH', url, f.asStaff, { spouse_ssn: null })).json().spouse_ssn).toBeNull();
  });

  it('GET /companies/simple_index lists the firm’s entities by name, staff only', async () => {
    const f = await setup();
    await buildCompany(f.db, f.firm, f.client, { name: 'Able Trust', entityType: 'Trust' });
    expect((await call('GET', '/api/companies/simple_index')).statusCode).toBe(401);
    expect((await call('GET', `/api/companies/simple_index?search=${'x'.repeat(101)}`, f.asStaff)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/companies/simple_index', f.asClient)).statusCode).toBe(403);
    const mine = (await call('GET', '/api/companies/simple_index', f.asStaff)).json();
    expect(mine.entities.map((e: { name: string }) => e.name)).toEqual(['Able Trust', 'Lee LLC']);
    expect(Object.keys(mine.entities[0]).sort()).toEqual(['entity_type', 'hash_id', 'id', 'inactive', 'name']);
    const searched = (await call('GET', '/api/companies/simple_index?search=Lee', f.asStaff)).json();
    expect(searched.entities.map((e: { name: string }) => e.name)).toEqual(['Lee LLC']);
    const theirs = (await call('GET', '/api/companies/simple_index', f.stranger)).json();
    expect(theirs.entities.some((e: { id: number }) => e.id === f.company.id)).toBe(false);
  });

  it('PATCH /companies/{id}/update_roles assigns and removes a firm role holder', async () => {
    const f = await setup();
    const role = (
      await call('POST', '/api/firm_roles', f.asStaff, { role_name: 'Preparer', permission_ids: [] })
    ).json();
    const url = `/api/companies/${f.company.id}/update_roles`;
    const body = { firmRoleId: role.id, userId: f.staff.id };
    expect((await call('PATCH', url, undefined, body)).statusCode).toBe(401);
    expect((await call('PATCH', url, f.asStaff, { firmRoleId: 'x', userId: null })).statusCode).toBe(400);
    expect((await call('PATCH', url, f.asClient, body)).statusCode).toBe(403);
    expect((await call('PATCH', url, f.stranger, body)).statusCode).toBe(404);
    const assigned = await call('PATCH', url, f.asStaff, body);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ firm_role_id: role.id, error: null });
    const detail = async () => (await call('GET', `/api/companies/${f.company.id}`, f.asStaff)).json();
    expect((await detail()).firm_role_assignments).toEqual([
      expect.objectContaining({ user_id: f.staff.id, firm_role_id: role.id }),
    ]);
    const removed = await call('PATCH', url, f.asStaff, { firmRoleId: role.id, userId: null });
    expect(removed.json()).toMatchObject({ id: null, firm_role_id: role.id });
    expect((await detail()).firm_role_assignments).toEqual([]);
    const otherFirmsEntity = await buildCompany(f.db, await buildFirm(f.db), f.client);
    const across = await call('PATCH', `/api/companies/${otherFirmsEntity.id}/update_roles`, f.asStaff, {
      firmRoleId: role.id,
      userId: null,
    });
    expect(across.statusCode).toBe(404);
  });

  it('save_owner_notifications chooses the owners who get notifications; the entity shows the spec’s fields', async () => {
    const f = await setup();
    const spouse = await buildClient(f.db, f.firm);
    await f.db.insert(companyOwners).values({ firmId: f.firm.id, companyId: f.company.id, userId: spouse.id });
    await f.db.update(users).set({ externalUserId: 'EXT-9' }).where(eq(users.id, f.client.id));
    const url = `/api/companies/${f.company.id}/save_owner_notifications`;
    const body = { notification_subscribed_users: [spouse.id] };
    expect((await call('POST', url, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', url, f.asStaff, { notification_subscribed_users: 'all' })).statusCode).toBe(400);
    expect((await call('POST', url, f.asStaff, { notification_subscribed_users: [f.staff.id] })).statusCode).toBe(400);
    expect((await call('POST', url, f.asClient, body)).statusCode).toBe(403);
    expect((await call('POST', url, f.stranger, body)).statusCode).toBe(404);
    const saved = await call('POST', url, f.asStaff, body);
    expect(saved.json()).toEqual({
      notification_subscribed_users: [spouse.id],
      message: 'Notification preference updated successfully',
    });
    const detail = (await call('GET', `/api/companies/${f.company.id}`, f.asStaff)).json();
    expect(detail).toMatchObject({
      external_user_id: 'EXT-9',
      tax_return_id: null,
      notification_subscribed: true,
      notification_subscribed_users: [spouse.id],
      relevant_conversation_id: null,
      user: { paying: true, preferences: { has_temp_email: false }, assigned_advisor_id: null },
    });
    expect([...detail.all_owner_ids].sort()).toEqual([f.client.id, spouse.id].sort());
    const asOwner = (await call('GET', `/api/companies/${f.company.id}`, f.asClient)).json();
    expect(asOwner.notification_subscribed).toBe(false);
  });

  it('download_attachment and download_user_document {link} answer the document’s short-lived link', async () => {
    const f = await setup();
    const form = multipart({ path: '/' }, [{ name: 'w2.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${f.company.id}/documents`,
      payload: form.payload,
      headers: { ...f.asStaff, ...form.headers },
    });
    const doc = uploaded.json().document;
    for (const url of ['/api/conversations/download_attachment', '/api/users/download_user_document']) {
      expect((await call('POST', url, undefined, { link: doc.id })).statusCode, url).toBe(401);
      expect((await call('POST', url, f.asClient, { link: 'w2.pdf' })).statusCode, url).toBe(400);
      expect((await call('POST', url, f.stranger, { link: doc.id })).statusCode, url).toBe(404);
      const outsider = (await signInAs(f.db, await buildClient(f.db, f.firm))).headers;
      expect((await call('POST', url, outsider, { link: doc.id })).statusCode, url).toBe(404);
      const link = await call('POST', url, f.asClient, { link: doc.id });
      expect(link.statusCode, url).toBe(200);
      const file = await t.app.inject({ url: link.json().url });
      expect(file.body).toContain('%PDF-1.4');
    }
  });

  it('GET and POST /companies/{id}/spouse: a spouse for an existing entity, one each', async () => {
    const f = await setup();
    const url = `/api/companies/${f.company.id}/spouse`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('POST', url, undefined, { fname: 'Sam', lname: 'Lee' })).statusCode).toBe(401);
    const missing = await call('POST', url, f.asStaff, { fname: '', lname: 'Lee' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.fname).toBe('Spouse first name is required');
    expect((await call('POST', url, f.asClient, { fname: 'Sam', lname: 'Lee' })).statusCode).toBe(403);
    expect((await call('POST', url, f.stranger, { fname: 'Sam', lname: 'Lee' })).statusCode).toBe(404);
    expect((await call('GET', url, f.stranger)).statusCode).toBe(404);
    expect((await call('GET', url, f.asStaff)).json()).toEqual({ spouse: null });
    const taken = await call('POST', url, f.asStaff, { fname: 'Sam', lname: 'Lee', email: f.client.email });
    expect(taken.json().error.message).toBe('This email already exists');
    const added = await call('POST', url, f.asStaff, { fname: 'Sam', lname: 'Lee', email: null });
    expect(added.statusCode).toBe(200);
    expect(added.json().spouse).toMatchObject({ full_name: 'Sam Lee', email: null });
    const spouseId = added.json().spouse.id;
    expect((await call('GET', url, f.asClient)).json().spouse).toMatchObject({ id: spouseId, full_name: 'Sam Lee' });
    const detail = (await call('GET', `/api/companies/${f.company.id}`, f.asStaff)).json();
    expect(detail.owner_ids).toContain(spouseId);
    expect((await call('POST', url, f.asStaff, { fname: 'Kim', lname: 'Lee' })).statusCode).toBe(409);
  });
});

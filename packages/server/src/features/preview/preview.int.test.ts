import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPreviewMessages } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

describe('the client preview reads as the client, read-only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm, { access: 'full' });
    const client = await buildClient(db, firm, { assignedAdvisorId: staff.id });
    const company = await buildCompany(db, firm, client, { name: 'Lee Holdings' });
    const asStaff = (await signInAs(db, staff)).headers;
    const folder = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/companies/${company.id}/documents/folders`,
        payload: { path: '/', name },
        headers: asStaff,
      });
    expect((await folder('Tax 2025')).statusCode).toBe(200);
    expect((await folder('Working papers (STAFF ONLY)')).statusCode).toBe(200);
    return { db, firm, staff, client, company, asStaff, asClient: (await signInAs(db, client)).headers };
  }
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
  const as = (clientId: number, path: string) => `/api/preview/users/${clientId}/as_client/${path}`;

  it("answers the client's own reads: their entities, documents without STAFF ONLY folders, conversations", async () => {
    const { client, company, asStaff } = await setup();
    const names = (res: { json(): { items: Array<{ name: string }> } }) => res.json().items.map((i) => i.name);

    const staffView = await get(`/api/companies/${company.id}/documents?path=/`, asStaff);
    expect(names(staffView)).toEqual(expect.arrayContaining(['Tax 2025', 'Working papers (STAFF ONLY)']));
    const previewed = await get(as(client.id, `companies/${company.id}/documents?path=/`), asStaff);
    expect(previewed.statusCode).toBe(200);
    expect(names(previewed)).toContain('Tax 2025');
    expect(names(previewed)).not.toContain('Working papers (STAFF ONLY)');
    // The client's rights, read-only: nothing can be changed from the preview.
    expect(previewed.json().can_change).toBe(false);

    const entities = await get(as(client.id, 'companies/get_user_assigned_companies'), asStaff);
    expect(entities.json().map((e: { name: string }) => e.name)).toEqual(['Lee Holdings']);
    const cards = await get(as(client.id, `client/questionnaires?companyHash=${company.hashId}`), asStaff);
    expect(cards.json()).toMatchObject({ questionnaires: [], has_tax_returns: false });
    const conversations = await get(
      as(client.id, `conversations/get_client_conversation?company_hash=${company.hashId}`),
      asStaff,
    );
    expect(conversations.statusCode).toBe(200);
    expect(conversations.json().conversations).toHaveLength(1);
    // The client is in the conversation; reading it in the preview is the client's view of it.
    expect(conversations.json().conversations[0].is_participant).toBe(true);
  });

  it('refuses every write under /api/preview (403) and anything that is not a client read (404)', async () => {
    const { client, company, asStaff } = await setup();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const path of [`companies/${company.id}/documents/folders`, 'conversations/send_message', `documents/1`]) {
        const res = await t.app.inject({
          method,
          url: as(client.id, path),
          payload: { path: '/', name: 'X' },
          headers: asStaff,
        });
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().error.message).toBe(clientPreviewMessages.readOnly);
      }
    }
    const postUser = await t.app.inject({
      method: 'POST',
      url: `/api/preview/users/${client.id}`,
      payload: {},
      headers: asStaff,
    });
    expect(postUser.statusCode).toBe(403);
    // Reads outside the client's Dashboard, Messages and Documents are not offered.
    expect((await get(as(client.id, 'sessions/current_user'), asStaff)).statusCode).toBe(404);
    expect((await get(as(client.id, 'users/profile'), asStaff)).statusCode).toBe(404);
    expect((await get(as(client.id, `companies/${company.id}/questionnaires`), asStaff)).statusCode).toBe(404);
    // No folder was made by any of it.
    const root = await get(`/api/companies/${company.id}/documents?path=/`, asStaff);
    expect(root.json().items.map((i: { name: string }) => i.name)).not.toContain('X');
  });

  it('is for staff who may manage that client: 401, 403 for clients, 404 for firm users and other firms', async () => {
    const { db, firm, staff, client, company, asStaff, asClient } = await setup();
    const path = `companies/${company.id}/documents?path=/`;
    expect((await get(as(client.id, path), {})).statusCode).toBe(401);
    expect((await get(as(client.id, path), asClient)).statusCode).toBe(403);
    expect((await get(as(staff.id, path), asStaff)).statusCode).toBe(404);
    const other = await setup();
    expect((await get(as(other.client.id, path), asStaff)).statusCode).toBe(404);
    // Another client of the same firm reads only their own entities: this entity is not theirs.
    const stranger = await buildClient(db, firm);
    expect((await get(as(stranger.id, path), asStaff)).statusCode).toBe(404);
  });

  it('cannot be reached from outside by naming a preview actor', async () => {
    const { company } = await setup();
    const res = await t.app.inject({
      url: `/api/companies/${company.id}/documents?path=/`,
      headers: { 'x-portal-preview-actor': 'guess' },
    });
    expect(res.statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

describe('tags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const headers = (await signInAs(db, await buildStaff(db, firm))).headers;
    const clients = await Promise.all([1, 2, 3].map(() => buildClient(db, firm)));
    const entities = [];
    for (const c of clients) entities.push(await buildCompany(db, firm, c));
    return { db, firm, headers, clients, entities };
  }
  const post = (url: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('sets one user’s tags exactly, creating new names once, matching without case', async () => {
    const { clients, headers } = await setup();
    const first = await post(
      '/api/users/update_tags',
      { user_id: clients[0]!.id, contact_tags: ['VIP', 'Bookkeeping'] },
      headers,
    );
    expect(first.json().tags.map((x: { name: string }) => x.name)).toEqual(['Bookkeeping', 'VIP']);
    const second = await post('/api/users/update_tags', { user_id: clients[0]!.id, contact_tags: ['vip'] }, headers);
    expect(second.json().tags.map((x: { name: string }) => x.name)).toEqual(['VIP']);
    const vocab = (await t.app.inject({ url: '/api/tags', headers })).json();
    expect(vocab.contact_tags.map((x: { name: string }) => x.name)).toEqual(['Bookkeeping', 'VIP']);
  });

  it('adds, removes and clears entity tags in bulk, shown and filterable in the Entities table', async () => {
    const { entities, headers } = await setup();
    const ids = entities.map((e) => e.id);
    const added = await post(
      '/api/companies/update_tags_in_bulk',
      { ids, tag_names: ['2025 Extension', 'Audit'] },
      headers,
    );
    expect(added.json().updated).toBe(3);
    await post('/api/companies/update_tags_in_bulk', { ids: [ids[0]], tag_names: ['Audit'], remove: true }, headers);
    const audit = added.json().tags.find((x: { name: string }) => x.name === 'Audit');
    const filtered = (
      await t.app.inject({
        url: `/api/v2/entities?filters=${encodeURIComponent(JSON.stringify({ tag_ids: [audit.id] }))}`,
        headers,
      })
    ).json();
    expect(filtered.total).toBe(2);
    expect(filtered.entities[0].entity_tags.map((x: { name: string }) => x.name)).toEqual(['2025 Extension', 'Audit']);
    await post('/api/companies/update_tags_in_bulk', { ids, remove_all: true }, headers);
    const cleared = (await t.app.inject({ url: '/api/v2/entities', headers })).json();
    expect(cleared.entities.every((e: { entity_tags: unknown[] }) => e.entity_tags.length === 0)).toBe(true);
  });

  it("tags users in bulk and refuses an empty selection with 'No selected users or entities to update!'", async () => {
    const { clients, headers } = await setup();
    const res = await post(
      '/api/users/save_tags',
      { user_ids: clients.map((c) => c.id), selected_tags: ['Newsletter'] },
      headers,
    );
    expect(res.json().updated).toBe(3);
    const list = (await t.app.inject({ url: '/api/v2/users', headers })).json();
    expect(
      list.users.every((u: { contact_tags: Array<{ name: string }> }) => u.contact_tags[0]?.name === 'Newsletter'),
    ).toBe(true);
    const empty = await post('/api/users/save_tags', { user_ids: [], selected_tags: ['X'] }, headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('No selected users or entities to update!');
  });

  it("answers 401 without a session, 403 for a client, 404 when any id is another firm's, and nothing is applied", async () => {
    const { db, clients, entities, headers } = await setup();
    expect(
      (await post('/api/users/save_tags', { user_ids: [clients[0]!.id], selected_tags: ['X'] }, {})).statusCode,
    ).toBe(401);
    const asClient = (await signInAs(db, clients[0]!)).headers;
    expect(
      (await post('/api/users/save_tags', { user_ids: [clients[0]!.id], selected_tags: ['X'] }, asClient)).statusCode,
    ).toBe(403);
    const other = await setup();
    const mixed = await post(
      '/api/companies/update_tags_in_bulk',
      { ids: [entities[0]!.id, other.entities[0]!.id], tag_names: ['Leak'] },
      headers,
    );
    expect(mixed.statusCode).toBe(404);
    const vocab = (await t.app.inject({ url: '/api/tags', headers })).json();
    expect(vocab.entity_tags).toEqual([]);
    expect(
      (await post(`/api/companies/${other.entities[0]!.id}/update_tags`, { entity_tags: ['X'] }, headers)).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/users/update_tags', { user_id: clients[0]!.id, contact_tags: [''] }, headers)).statusCode,
    ).toBe(400);
  });
});

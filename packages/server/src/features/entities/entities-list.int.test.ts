import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, firmGroups } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { countingDb } from '../../test/counting-db.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { listEntities } from './entities-list.repo.ts';

describe('the Entities and Users tables', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let firm: Awaited<ReturnType<typeof buildFirm>>;
  let west: { id: number };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.deps.database.db;
    firm = await buildFirm(db, { preferences: { has_firm_groups: true } });
    west = (await db.insert(firmGroups).values({ firmId: firm.id, name: 'West' }).returning())[0]!;
    const partner = await buildStaff(db, firm);
    headers = (await signInAs(db, partner)).headers;
    const types = ['Individual', 'Trust', 'Partnership'];
    for (let i = 0; i < 25; i++) {
      const client = await buildClient(db, firm, {
        fname: `Person${String(i).padStart(2, '0')}`,
        lname: i % 2 ? 'Odd' : 'Even',
        email: `p${i}-${firm.id}@book.test`,
        groupId: i < 5 ? west!.id : null,
        assignedAdvisorId: i < 3 ? partner.id : null,
      });
      await buildCompany(db, firm, client, {
        name: `Company ${String(i).padStart(2, '0')}${i === 7 ? ' 100%_Real' : ''}`,
        entityType: types[i % 3]!,
        inactive: i === 24,
        deletedAt: i === 23 ? new Date() : null,
      });
    }
    const otherFirm = await buildFirm(db);
    await buildCompany(db, otherFirm, await buildClient(db, otherFirm), { name: 'Company 99 elsewhere' });
  });
  afterAll(() => t.close());

  const get = (url: string, h: Record<string, string> = headers) => t.app.inject({ url, headers: h });

  it('answers 401 without a session and 403 for a client', async () => {
    expect((await get('/api/v2/entities', {})).statusCode).toBe(401);
    const db = t.deps.database.db;
    const client = await buildClient(db, firm);
    const asClient = (await signInAs(db, client)).headers;
    expect((await get('/api/v2/entities', asClient)).statusCode).toBe(403);
    expect((await get('/api/v2/users', asClient)).statusCode).toBe(403);
  });

  it.each([
    '/api/v2/entities?sort_by=secret_column',
    '/api/v2/entities?rows_per_page=0',
    '/api/v2/entities?filters=not-json',
    '/api/v2/entities?filters={"unknown":1}',
    '/api/v2/users?page=-1',
    '/api/v2/users?page=2000&rows_per_page=9007199254740991',
    '/api/v2/entities?page=99999999999',
  ])('answers 400 for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it("pages the firm's live entities by name, 10 by default, never another firm's", async () => {
    const first = (await get('/api/v2/entities')).json();
    expect(first.total).toBe(24);
    expect(first.entities).toHaveLength(10);
    expect(first.entities[0].name).toBe('Company 00');
    expect(first.entities[0].owners[0].full_name).toBe('Person00 Even');
    const last = (await get('/api/v2/entities?page=2&rows_per_page=10')).json();
    expect(last.entities.map((e: { name: string }) => e.name)).toEqual([
      'Company 20',
      'Company 21',
      'Company 22',
      'Company 24',
    ]);
    const beyond = (await get('/api/v2/entities?page=9')).json();
    expect(beyond).toEqual({ entities: [], total: 24, total_is_estimate: false });
    const all = (await get('/api/v2/entities?rows_per_page=-1')).json();
    expect(all.entities).toHaveLength(24);
    expect(all.entities.some((e: { name: string }) => e.name.includes('elsewhere'))).toBe(false);
  });

  it('sorts descending, filters, searches literally, counts and lists ids', async () => {
    const desc = (await get('/api/v2/entities?sort_by=name&descending=true&rows_per_page=1')).json();
    expect(desc.entities[0].name).toBe('Company 24');
    const trusts = (
      await get(`/api/v2/entities?filters=${encodeURIComponent('{"entity_type":["Trust"],"inactive":false}')}`)
    ).json();
    expect(trusts.total).toBe(8);
    expect(trusts.entities.every((e: { entity_type: string }) => e.entity_type === 'Trust')).toBe(true);
    const literal = (await get('/api/v2/entities?search=100%25_')).json();
    expect(literal.entities.map((e: { name: string }) => e.name)).toEqual(['Company 07 100%_Real']);
    const byEmail = (await get(`/api/v2/entities?search=p12-${firm.id}@`)).json();
    expect(byEmail.entities.map((e: { name: string }) => e.name)).toEqual(['Company 12']);
    expect((await get('/api/v2/entities?count=true')).json()).toEqual({ total: 24 });
    const ids = (await get('/api/v2/entities?only_ids=true&search=Company 1')).json();
    expect(ids.total).toBe(10);
    const deleted = (await get(`/api/v2/entities?filters=${encodeURIComponent('{"deleted":true}')}`)).json();
    expect(deleted.entities.map((e: { name: string }) => e.name)).toEqual(['Company 23']);
  });

  it('reads a search page with a plain select: the write clock, which keeps the session cache, stays as it was', async () => {
    await get('/api/v2/entities?search=Company 1');
    const { writes } = t.deps.database;
    const before = writes.epoch;
    const page = (await get('/api/v2/entities?search=Company 1&rows_per_page=3&page=1')).json();
    expect(page).toMatchObject({ total: 10, total_is_estimate: false });
    expect(page.entities.map((e: { name: string }) => e.name)).toEqual(['Company 13', 'Company 14', 'Company 15']);
    expect(writes.epoch).toBe(before);
  });

  it('lists clients (or staff) with search by name or email and assignment filters', async () => {
    const page = (await get('/api/v2/users?rows_per_page=50')).json();
    expect(page.total).toBe(26);
    expect(page.users.find((u: { fname: string }) => u.fname === 'Person03').entity_count).toBe(1);
    const byName = (await get('/api/v2/users?search=person05 odd')).json();
    expect(byName.users.map((u: { full_name: string }) => u.full_name)).toEqual(['Person05 Odd']);
    // Too short for trigrams: tested on each user's name and email (users-list.repo.ts searchWhere). "od", not
    // "dd": another test's client has a random hex id in its name, which has no o.
    expect((await get('/api/v2/users?search=od')).json().total).toBe(12);
    const byEmail = (await get('/api/v2/users?search=5-')).json();
    expect(byEmail.users.map((u: { full_name: string }) => u.full_name)).toEqual(['Person05 Odd', 'Person15 Odd']);
    const assigned = (await get(`/api/v2/users?filters=${encodeURIComponent('{"assigned_advisor_id":[-1]}')}`)).json();
    expect(assigned.total).toBe(23);
    const staff = (await get(`/api/v2/users?filters=${encodeURIComponent('{"is_advisor":true}')}`)).json();
    expect(staff.users.map((u: { firm_access: string }) => u.firm_access)).toEqual(['partner']);
  });

  it('builds its statements once per shape: another page, search or filter value of the same shape builds none', async () => {
    // A database handle of its own: the shapes other tests of this worker built are kept on the shared one.
    const { db } = countingDb(t.deps.database);
    const query = (page: number, search: string, types: string[]) =>
      listEntities(
        db,
        firm.id,
        { page, rows_per_page: 3, sort_by: 'name', search, filters: { entity_type: types } },
        {},
      );
    await query(0, 'Company', ['Trust']);
    // On PGlite the count is kept from here (nothing is written), and a page then runs without it: its own shape.
    expect((await query(1, 'Company', ['Trust'])).rows.map((r) => r.name)).toEqual([
      'Company 10',
      'Company 13',
      'Company 16',
    ]);
    const building = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const next = await query(2, 'Company', ['Trust']);
      expect(next.total).toEqual({ total: 8, estimate: false });
      expect(next.rows.map((r) => r.name)).toEqual(['Company 19', 'Company 22']);
      // Another word (a term with a space is another shape: it reads no email, entities-list-filter.ts).
      const other = await query(0, 'company', ['Trust', 'Individual']);
      expect(other.rows.map((r) => r.name)).toEqual(['Company 00', 'Company 01', 'Company 03']);
      expect(building).not.toHaveBeenCalled();
      // Another shape (a sort) is built once.
      await listEntities(db, firm.id, { page: 0, rows_per_page: 3, sort_by: 'created_at', filters: {} }, {});
      expect(building).toHaveBeenCalled();
    } finally {
      building.mockRestore();
    }
  });

  it('answers a total that follows every write; a page asked again with nothing written counts nothing', async () => {
    const { db, statements } = countingDb(t.deps.database);
    const query = () => listEntities(db, firm.id, { page: 0, rows_per_page: 3, sort_by: 'name', filters: {} }, {});
    const before = (await query()).total;
    statements.length = 0;
    expect((await query()).total).toEqual(before);
    // Both databases' write clocks see every write (db/write-clock.ts): the page alone.
    expect(statements).toHaveLength(1);
    const client = await buildClient(db, firm);
    const added = await buildCompany(db, firm, client, { name: 'Company counted' });
    expect((await query()).total).toEqual({ total: before.total + 1, estimate: false });
    await db.delete(companies).where(eq(companies.id, added.id));
    expect((await query()).total).toEqual(before);
  });

  it('a group-limited user sees only their group, may not ask for another, and sees nothing without a group', async () => {
    const db = t.deps.database.db;
    const groupUser = (await signInAs(db, await buildStaff(db, firm, { access: 'group', groupId: west.id }))).headers;
    const usersRes = await get('/api/v2/users?rows_per_page=50', groupUser);
    const users = usersRes.json();
    expect(users.total).toBe(5);
    const entitiesRes = await get('/api/v2/entities', groupUser);
    const entities = entitiesRes.json();
    expect(entities.total).toBe(5);
    expect((await get(`/api/v2/entities?firm_group_id=${west.id + 1000}`, groupUser)).statusCode).toBe(403);
    const noGroup = (await signInAs(db, await buildStaff(db, firm, { access: 'group' }))).headers;
    expect((await get('/api/v2/entities', noGroup)).json().total).toBe(0);
    // Assignee choices for a group user: staff of the group and staff without a group.
    const staff = (await get(`/api/v2/users?filters=${encodeURIComponent('{"is_advisor":true}')}`, groupUser)).json();
    expect(staff.users.map((u: { firm_access: string }) => u.firm_access).sort()).toEqual([
      'group',
      'group',
      'partner',
    ]);
    const partnerFiltered = (await get(`/api/v2/entities?firm_group_id=${west.id}`)).json();
    expect(partnerFiltered.total).toBe(5);
  });
});

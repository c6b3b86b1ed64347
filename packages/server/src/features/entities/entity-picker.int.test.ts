import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOwners, firmGroups, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

/** GET /api/v2/entities/picker (issue 38 §4): entity pickers find people, not only entity names. */
describe('entity picker search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm);
    const ben = await buildClient(db, firm, { fname: 'Ben', lname: 'Patel', email: 'ben.patel@example.test' });
    const ann = await buildClient(db, firm, { fname: 'Ann', lname: 'Okafor', email: 'ann@okafor.example.test' });
    // Ann is the primary contact; Ben an owner too.
    const partnership = await buildCompany(db, firm, ann, {
      name: 'Patel Partnership Co.',
      entityType: 'Partnership',
      externalEntityId: 'DRAKE-4471',
    });
    await db.insert(companyOwners).values({ firmId: firm.id, companyId: partnership.id, userId: ben.id });
    const other = await buildCompany(db, firm, await buildClient(db, firm, { fname: 'Zed', lname: 'Quill' }), {
      name: 'Quill Trust',
      entityType: 'Trust',
    });
    const stranger = await buildStaff(db, await buildFirm(db));
    return {
      db,
      firm,
      partnership,
      other,
      ben,
      asStaff: (await signInAs(db, staff)).headers,
      asClient: (await signInAs(db, ben)).headers,
      asStranger: (await signInAs(db, stranger)).headers,
    };
  }
  const pick = (search: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v2/entities/picker?search=${encodeURIComponent(search)}`, headers });
  const names = (res: { json(): { entities: { name: string }[] } }) => res.json().entities.map((e) => e.name);

  it("matches an owner's first name, full name and email, the entity's name and its external id", async () => {
    const f = await setup();
    for (const search of ['Ben', 'ben patel', 'ben.patel@', 'Partnership', 'drake-44']) {
      const res = await pick(search, f.asStaff);
      expect(res.statusCode, res.body).toBe(200);
      expect(names(res), search).toEqual(['Patel Partnership Co.']);
    }
    expect(names(await pick('Zed', f.asStaff))).toEqual(['Quill Trust']);
    expect(names(await pick('nobody', f.asStaff))).toEqual([]);
    // No search: the first entities by name.
    expect(names(await pick('', f.asStaff))).toEqual(['Patel Partnership Co.', 'Quill Trust']);
  });

  it('answers each entity with its owners, the primary contact first, and what the picker rules read', async () => {
    const f = await setup();
    const [entity] = (await pick('Ben', f.asStaff)).json().entities;
    expect(entity).toEqual({
      id: f.partnership.id,
      hash_id: f.partnership.hashId,
      name: 'Patel Partnership Co.',
      entity_type: 'Partnership',
      inactive: false,
      readonly_access: false,
      paying: true,
      primary_contact_email: 'ann@okafor.example.test',
      external_entity_id: 'DRAKE-4471',
      owners: [
        { id: expect.any(Number), name: 'Ann Okafor', email: 'ann@okafor.example.test' },
        { id: f.ben.id, name: 'Ben Patel', email: 'ben.patel@example.test' },
      ],
    });
  });

  it('treats % and _ as letters, not patterns', async () => {
    const f = await setup();
    expect(names(await pick('%', f.asStaff))).toEqual([]);
    expect(names(await pick('_', f.asStaff))).toEqual([]);
  });

  it('401 signed out, 400 for a search over 100 characters, 403 for a client, nothing of another firm', async () => {
    const f = await setup();
    expect((await pick('Ben')).statusCode).toBe(401);
    expect((await pick('x'.repeat(101), f.asStaff)).statusCode).toBe(400);
    expect((await pick('Ben', f.asClient)).statusCode).toBe(403);
    const theirs = await pick('Ben', f.asStranger);
    expect(theirs.statusCode).toBe(200);
    expect(names(theirs)).toEqual([]);
  });

  it("shows a group-limited user their group's entities only", async () => {
    const f = await setup();
    const [west] = await f.db.insert(firmGroups).values({ firmId: f.firm.id, name: 'West' }).returning();
    const greg = await buildStaff(f.db, f.firm, { access: 'group', groupId: west!.id });
    const asGreg = (await signInAs(f.db, greg)).headers;
    expect(names(await pick('', asGreg))).toEqual([]);
    // The primary contact's group decides.
    await f.db.update(users).set({ groupId: west!.id }).where(eq(users.id, f.partnership.userId!));
    expect(names(await pick('Ben', asGreg))).toEqual(['Patel Partnership Co.']);
    expect(names(await pick('Zed', asGreg))).toEqual([]);
  });
});

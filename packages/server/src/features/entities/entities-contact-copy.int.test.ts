import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOwners, firmGroups, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

/**
 * The Entities list sorts by the primary contact's last name and filters by its group from the entity's own copies
 * of them (migration 0061's triggers). Every write that changes the contact, or the contact's name or group, keeps
 * them equal to the contact's, and the list answers as if it joined the contact.
 */
describe("the entity's copy of its primary contact's name and group", () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let firm: Awaited<ReturnType<typeof buildFirm>>;
  let west: { id: number };
  let ann: { id: number };
  let bob: { id: number };
  let cy: { id: number };
  let a: { id: number; name: string };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.deps.database.db;
    firm = await buildFirm(db, { preferences: { has_firm_groups: true } });
    west = (await db.insert(firmGroups).values({ firmId: firm.id, name: 'West' }).returning())[0]!;
    headers = (await signInAs(db, await buildStaff(db, firm))).headers;
    ann = await buildClient(db, firm, { lname: 'Moss' });
    bob = await buildClient(db, firm, { lname: 'Young' });
    cy = await buildClient(db, firm, { lname: 'Abbot' });
    a = await buildCompany(db, firm, ann, { name: 'A company' });
    await buildCompany(db, firm, bob, { name: 'B company' });
    await db.insert(companyOwners).values({ firmId: firm.id, companyId: a.id, userId: cy.id });
  });
  afterAll(() => t.close());

  /** The firm's entity names in the list's order. */
  async function names(query: string) {
    const res = await t.app.inject({ url: `/api/v2/entities?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().entities.map((e: { name: string }) => e.name);
  }

  /** Entities of the firm whose copies differ from their contact's row. */
  async function stale() {
    const { rows } = await t.deps.database.db.execute<{ id: number }>(sql`
      select c.id from companies c left join users u on u.id = c.user_id where c.firm_id = ${firm.id}
        and (c.primary_contact_lname is distinct from u.lname or c.primary_contact_group_id is distinct from u.group_id)`);
    return rows;
  }

  const patchUser = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload });

  it('is made with the entity', async () => {
    expect(await stale()).toEqual([]);
    expect(await names('sort_by=primary_contact')).toEqual(['A company', 'B company']);
    expect(await names('sort_by=primary_contact&descending=true')).toEqual(['B company', 'A company']);
  });

  it("follows a rename of the contact, a change of contact and the contact's group", async () => {
    expect((await patchUser(bob.id, { lname: 'Adams' })).statusCode).toBe(200);
    expect(await stale()).toEqual([]);
    expect(await names('sort_by=primary_contact')).toEqual(['B company', 'A company']);

    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${a.id}/change_primary_contact`,
      headers,
      payload: { user_id: cy.id },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await stale()).toEqual([]);
    expect(await names('sort_by=primary_contact')).toEqual(['A company', 'B company']);

    expect(await names(`firm_group_id=${west.id}`)).toEqual([]);
    expect((await patchUser(cy.id, { group_id: west.id })).statusCode).toBe(200);
    expect(await stale()).toEqual([]);
    expect(await names(`firm_group_id=${west.id}`)).toEqual(['A company']);
    expect((await patchUser(cy.id, { group_id: null })).statusCode).toBe(200);
    expect(await names(`firm_group_id=${west.id}`)).toEqual([]);
  });

  it('is emptied when the contact or its group goes', async () => {
    const db = t.deps.database.db;
    await db
      .update(users)
      .set({ groupId: west.id })
      .where(sql`${users.id} = ${bob.id}`);
    expect(await names(`firm_group_id=${west.id}`)).toEqual(['B company']);
    // Deleting the group or the user sets the references null (foreign keys): the copies follow.
    await db.delete(firmGroups).where(sql`${firmGroups.id} = ${west.id}`);
    expect(await stale()).toEqual([]);
    await db.delete(users).where(sql`${users.id} = ${bob.id}`);
    expect(await stale()).toEqual([]);
    // Without a contact an entity sorts last ascending, first descending (nulls as PostgreSQL places them).
    expect(await names('sort_by=primary_contact')).toEqual(['A company', 'B company']);
    expect(await names('sort_by=primary_contact&descending=true')).toEqual(['B company', 'A company']);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyOwners, firmGroups, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

describe('Create User and Entity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function staffSession(prefs = {}, access: 'partner' | 'group' = 'partner') {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: prefs });
    const partner = await buildStaff(db, firm, { access });
    return { db, firm, partner, headers: (await signInAs(db, partner)).headers };
  }
  const create = (payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/users/create_client_from_api', payload, headers });
  const base = (advisorId: number) => ({
    fname: 'Ann',
    lname: 'Lee',
    assigned_advisor_id: advisorId,
    entity_type: 'Partnership',
    entity_name: 'Lee Partners',
  });

  it('answers 401 without a session and 403 for a client', async () => {
    const { db, firm } = await staffSession();
    expect((await create(base(-1), {})).statusCode).toBe(401);
    const client = (await signInAs(db, await buildClient(db, firm))).headers;
    expect((await create(base(-1), client)).statusCode).toBe(403);
  });

  it.each([
    [{ fname: '' }, 'fname', 'First name is required'],
    [{ lname: ' ' }, 'lname', 'Last name is required'],
    [{ entity_name: 'Lee/Kim LLC' }, 'entity_name', 'Entity Name cannot contain a "/" character.'],
    [{ entity_name: 'The "Lee" Co' }, 'entity_name', 'Entity Name cannot contain a " character.'],
    [{ entity_type: '' }, 'entity_type', 'Entity type is required'],
    [{ entity_type: 'New Custom Entity' }, 'custom_entity_type', 'Please enter the custom entity type'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ spouse: { fname: '', lname: 'Lee' } }, 'spouse.fname', 'Spouse first name is required'],
  ])('rejects %j with its message', async (change, field, message) => {
    const { partner, headers } = await staffSession();
    const res = await create({ ...base(partner.id), ...change }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('creates an Individual named after the couple, with a spouse and no email (temporary email)', async () => {
    const { db, partner, headers } = await staffSession();
    const res = await create(
      {
        ...base(partner.id),
        entity_type: 'Individual',
        entity_name: undefined,
        spouse: { fname: 'Bob', lname: 'Lee' },
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Successfully created a new user and spouse');
    expect(body.company_hash_id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(body.user).toMatchObject({
      fname: 'Ann',
      time_zone: 'Pacific Time (US & Canada)',
      assigned_advisor_id: partner.id,
      preferences: { has_temp_email: true },
    });
    expect(body.user.email).toMatch(/@portal\.invalid$/);
    const [company] = await db.select().from(companies).where(eq(companies.id, body.company_id));
    expect(company).toMatchObject({ name: 'Ann & Bob Lee', entityType: 'Individual', userId: body.user.id });
    const owners = await db.select().from(companyOwners).where(eq(companyOwners.companyId, body.company_id));
    expect(owners.map((o) => o.userId).sort()).toEqual([body.user.id, body.spouse_id].sort());
    const spouse = await t.app.inject({ url: `/api/companies/${body.company_id}/spouse`, headers });
    expect(spouse.json().spouse).toMatchObject({ id: body.spouse_id, full_name: 'Bob Lee' });
  });

  it("refuses a used email with 'This email already exists'", async () => {
    const { db, firm, partner, headers } = await staffSession();
    const existing = await buildClient(db, firm);
    const res = await create({ ...base(partner.id), email: existing.email!.toUpperCase() }, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ email: 'This email already exists' });
    const spouse = await create(
      { ...base(partner.id), spouse: { fname: 'B', lname: 'L', email: existing.email } },
      headers,
    );
    expect(spouse.json().error.fields).toEqual({ 'spouse.email': 'This email already exists' });
  });

  it("refuses another firm's staff as the assignee", async () => {
    const { db, headers } = await staffSession();
    const stranger = await buildStaff(db, await buildFirm(db));
    const res = await create(base(stranger.id), headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.assigned_advisor_id).toBe('Assigned firm user is required');
  });

  it('needs a firm group when groups are on; a group-limited user creates in their own group', async () => {
    const { db, firm, partner, headers } = await staffSession({ has_firm_groups: true });
    const [west] = await db.insert(firmGroups).values({ firmId: firm.id, name: 'West' }).returning();
    const missing = await create(base(partner.id), headers);
    expect(missing.json().error.fields).toEqual({ firm_group_id: 'Firm group is required' });
    const ok = await create({ ...base(partner.id), firm_group_id: west!.id }, headers);
    expect(ok.json().user.group_id).toBe(west!.id);

    const groupUser = await buildStaff(db, firm, { access: 'group', groupId: west!.id });
    const asGroup = (await signInAs(db, groupUser)).headers;
    const res = await create({ ...base(groupUser.id), firm_group_id: west!.id + 999 }, asGroup);
    expect(res.json().user.group_id).toBe(west!.id);
  });

  it('creates a firm-defined entity type once', async () => {
    const { partner, headers } = await staffSession();
    const first = await create(
      { ...base(partner.id), entity_type: 'New Custom Entity', custom_entity_type: 'Estate' },
      headers,
    );
    expect(first.statusCode).toBe(200);
    const again = await create(
      { ...base(partner.id), entity_name: 'Other', entity_type: 'New Custom Entity', custom_entity_type: 'Estate' },
      headers,
    );
    expect(again.statusCode).toBe(200);
  });

  it("checks email availability within the firm: another firm's client with that email is no business of this one", async () => {
    const { db, firm, headers } = await staffSession();
    const mine = await buildClient(db, firm);
    const theirs = await buildClient(db, await buildFirm(db));
    const check = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/check_email_availability', payload: { email }, headers });
    expect((await check('free-address@nowhere.test')).json()).toEqual({ is_available: true, user: null });
    expect((await check(mine.email!)).json()).toEqual({
      is_available: false,
      user: { id: mine.id, full_name: `${mine.fname} ${mine.lname}` },
    });
    expect((await check(theirs.email!)).json()).toEqual({ is_available: true, user: null });
    // And this firm may make its own client with it: a second record, the other firm's untouched.
    const made = await create({ ...base(-1), email: theirs.email!.toUpperCase() }, headers);
    expect(made.statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, theirs.id));
    expect(row!.email).toBe(theirs.email);
    expect(row!.firmId).not.toBe(firm.id);
  });
});

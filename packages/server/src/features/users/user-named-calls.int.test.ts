import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, firmGroups, questionnaires, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

/** users/update_overview_setting and users/assign_temporary_email (spec 000 §7) with the spec's fields. */
describe('user named calls (spec 000 §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const staff = await buildStaff(db, firm);
    const client = await buildClient(db, firm);
    return {
      db,
      firm,
      staff,
      client,
      asStaff: (await signInAs(db, staff)).headers,
      asClient: (await signInAs(db, client)).headers,
      stranger: (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers,
    };
  }
  const post = (url: string, payload: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('update_overview_setting stores the caller’s choice and the Collect list’s last activity follows it', async () => {
    const f = await setup();
    const company = await buildCompany(f.db, f.firm, f.client);
    const clientChange = new Date('2026-01-05T10:00:00Z');
    const [q] = await f.db
      .insert(questionnaires)
      .values({
        firmId: f.firm.id,
        companyId: company.id,
        hashId: `q-${company.id}`,
        name: 'Organizer',
        taxYear: 2025,
        lastActivityAt: clientChange,
      })
      .returning();
    await f.db.insert(activityLogs).values({
      firmId: f.firm.id,
      typeId: 3,
      title: 'Questionnaire locked',
      questionnaireId: q!.id,
      companyId: company.id,
      actorUserId: f.staff.id,
      createdAt: new Date('2026-02-01T09:00:00Z'),
    });
    const url = '/api/users/update_overview_setting';
    const body = { last_activity_should_include_all_activity: true };
    expect((await post(url, body)).statusCode).toBe(401);
    expect((await post(url, { last_activity_should_include_all_activity: 'yes' }, f.asStaff)).statusCode).toBe(400);
    const lastActivity = async () =>
      (await t.app.inject({ url: '/api/v2/questionnaires', headers: f.asStaff })).json().items[0].last_activity_at;
    expect(await lastActivity()).toBe('2026-01-05T10:00:00.000Z');
    const on = await post(url, body, f.asStaff);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ overview_setting: body });
    expect(await lastActivity()).toBe('2026-02-01T09:00:00.000Z');
    const me = (await t.app.inject({ url: '/api/sessions/current_user', headers: f.asStaff })).json();
    expect(JSON.stringify(me)).toContain('"last_activity_should_include_all_activity":true');
    // Only the caller's own setting changes.
    const [other] = await f.db.select().from(users).where(eq(users.id, f.client.id));
    expect(other!.overviewSetting).toEqual({});
    await post(url, { last_activity_should_include_all_activity: false }, f.asStaff);
    expect(await lastActivity()).toBe('2026-01-05T10:00:00.000Z');
  });

  it('assign_temporary_email removes a user’s email: 401, 400, 403 for a client, 404 across firms', async () => {
    const f = await setup();
    const url = '/api/users/assign_temporary_email';
    expect((await post(url, { user_id: f.client.id })).statusCode).toBe(401);
    expect((await post(url, { user_id: 'x' }, f.asStaff)).statusCode).toBe(400);
    expect((await post(url, { user_id: f.client.id }, f.asClient)).statusCode).toBe(403);
    expect((await post(url, { user_id: f.client.id }, f.stranger)).statusCode).toBe(404);
    const signsInByEmail = await buildClient(f.db, f.firm, { preferredSignInMethod: 'email' });
    const refused = await post(url, { user_id: signsInByEmail.id }, f.asStaff);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Cannot remove email when it is the preferred sign-in method');
    const removed = await post(url, { user_id: f.client.id }, f.asStaff);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Email successfully removed.');
    expect(removed.json().user).toMatchObject({
      id: f.client.id,
      email: `no-email+${f.client.uid}@portal.invalid`,
      preferences: { has_temp_email: true },
    });
    const taken = await post('/api/users/check_email_availability', { email: f.client.email }, f.asStaff);
    expect(taken.json().is_available).toBe(true);
  });

  it('a user and the current user carry firm_group and contact_tags (spec 000 §3)', async () => {
    const f = await setup();
    const [group] = await f.db.insert(firmGroups).values({ firmId: f.firm.id, name: 'West' }).returning();
    await f.db.update(users).set({ groupId: group!.id }).where(eq(users.id, f.client.id));
    const tagged = await post('/api/users/update_tags', { user_id: f.client.id, contact_tags: ['VIP'] }, f.asStaff);
    expect(tagged.statusCode).toBe(200);
    const user = (await t.app.inject({ url: `/api/users/${f.client.id}`, headers: f.asStaff })).json();
    expect(user.firm_group).toEqual({ id: group!.id, name: 'West' });
    expect(user.contact_tags).toEqual([expect.objectContaining({ name: 'VIP' })]);
    const me = (await t.app.inject({ url: '/api/sessions/current_user', headers: f.asClient })).json();
    expect(me.user).toMatchObject({ firm_group: { id: group!.id, name: 'West' }, contact_tags: [{ name: 'VIP' }] });
    const staff = (await t.app.inject({ url: '/api/sessions/current_user', headers: f.asStaff })).json();
    expect(staff.user).toMatchObject({ firm_group: null, contact_tags: [] });
  });
});

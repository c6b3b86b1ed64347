import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, firms, users, workflows } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

describe('firm settings: general, preferences, integrations, guide', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    const as = async (user: { id: number; firmId: number }) => (await signInAs(db, user)).headers;
    return { db, firm, partner, headers: await as(partner), as };
  }
  const call = (method: 'GET' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  const general = (firm: { subdomainUrl: string }, change: object = {}) => ({
    name: 'Renamed CPAs',
    subdomain_url: firm.subdomainUrl,
    time_zone: 'Eastern Time (US & Canada)',
    questionnaire_reminder_frequency: 3,
    ...change,
  });
  const settingsLog = (firmId: number) =>
    t.deps.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.firmId, firmId), eq(activityLogs.typeId, 8)));

  it('answers 401 signed out and 403 to admins, full users and clients', async () => {
    const { db, firm, as } = await setup();
    for (const [method, url, body] of [
      ['PATCH', '/api/firms/general', general(firm)],
      ['PATCH', '/api/firms/preferences', { drop_link_enabled: false }],
    ] as const) {
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
      for (const access of ['admin', 'full'] as const) {
        const res = await call(method, url, await as(await buildStaff(db, firm, { access })), body);
        expect(res.statusCode).toBe(403);
      }
      expect((await call(method, url, await as(await buildClient(db, firm)), body)).statusCode).toBe(403);
    }
    const [unchanged] = await db.select().from(firms).where(eq(firms.id, firm.id));
    expect(unchanged!.name).toBe(firm.name);
    expect(unchanged!.preferences).toEqual({});
  });

  it('saves General and logs who changed what from which value to which', async () => {
    const { db, firm, partner, headers } = await setup();
    const res = await call('PATCH', '/api/firms/general', headers, general(firm, { subdomain_url: `New-${firm.id}x` }));
    expect(res.statusCode).toBe(204);
    const me = await call('GET', '/api/firms/current_user_firm', headers);
    expect(me.json()).toMatchObject({
      name: 'Renamed CPAs',
      subdomain_url: `new-${firm.id}x`,
      time_zone: 'Eastern Time (US & Canada)',
      questionnaire_reminder_frequency: 3,
    });
    const [row] = await settingsLog(firm.id);
    expect(row).toMatchObject({ title: 'Firm settings updated: General', actorUserId: partner.id });
    expect(row!.description).toContain(`name: '${firm.name}' → 'Renamed CPAs'`);
    expect(row!.description).toContain('questionnaire_reminder_frequency: 7 → 3');
    expect(row!.description).not.toContain('subdomain_url: x');
    // Saving the same values again changes nothing and logs nothing.
    await call('PATCH', '/api/firms/general', headers, general(firm, { subdomain_url: `new-${firm.id}x` }));
    expect(await settingsLog(firm.id)).toHaveLength(1);
    await db.update(firms).set({ subdomainUrl: firm.subdomainUrl }).where(eq(firms.id, firm.id));
  });

  it.each([
    [{ name: '' }, 'name', 'Firm name is required'],
    [{ subdomain_url: 'No Spaces!' }, 'subdomain_url', 'Use lowercase letters, digits and hyphens only'],
    [{ time_zone: 'Atlantis' }, 'time_zone', 'Please choose a time zone from the list'],
    [
      { questionnaire_reminder_frequency: 0 },
      'questionnaire_reminder_frequency',
      'Reminders go out at most once a day',
    ],
  ])('refuses General %j with 400 and its message', async (change, field, message) => {
    const { firm, headers } = await setup();
    const res = await call('PATCH', '/api/firms/general', headers, general(firm, change));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('refuses a subdomain another firm has with 400 on the field', async () => {
    const { db, firm, headers } = await setup();
    const other = await buildFirm(db);
    const res = await call(
      'PATCH',
      '/api/firms/general',
      headers,
      general(firm, { subdomain_url: other.subdomainUrl }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ subdomain_url: 'This subdomain is already taken' });
  });

  it('merges preferences, answers them with defaults, and logs each changed flag', async () => {
    const { firm, headers } = await setup();
    const res = await call('PATCH', '/api/firms/preferences', headers, {
      document_tags_enabled: true,
      force_2fa_on_users: true,
      in_app_banner_text: 'Closed Friday',
      drop_link_enabled: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      document_tags_enabled: true,
      force_2fa_on_users: true,
      in_app_banner_text: 'Closed Friday',
      drop_link_enabled: true,
      all_activities_enabled: true,
    });
    const second = await call('PATCH', '/api/firms/preferences', headers, { document_tags_enabled: false });
    expect(second.json()).toMatchObject({ document_tags_enabled: false, force_2fa_on_users: true });
    const logs = await settingsLog(firm.id);
    expect(logs.map((l) => l.description)).toEqual(
      expect.arrayContaining([
        "in_app_banner_text: '' → 'Closed Friday'\ndocument_tags_enabled: false → true\nforce_2fa_on_users: false → true",
        'document_tags_enabled: true → false',
      ]),
    );
  });

  it.each([
    [{ made_up_flag: true }, 'made_up_flag'],
    [{ drop_link_enabled: 'yes' }, 'drop_link_enabled'],
  ])('refuses preferences %j with 400', async (body, text) => {
    const { headers } = await setup();
    const res = await call('PATCH', '/api/firms/preferences', headers, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(text);
  });

  it('forcing two-factor for clients takes effect at their next sign-in', async () => {
    const { db, firm, headers } = await setup();
    const client = await buildClient(db, firm, { preferredSignInMethod: 'password' });
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('Client-Secret-12') })
      .where(eq(users.id, client.id));
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sessions/verify_password_for_firebase_token',
        payload: { username: client.email, password: 'Client-Secret-12' },
      });
    expect((await signIn()).json().status).toBe('signed_in');
    await call('PATCH', '/api/firms/preferences', headers, { force_2fa_on_users: true });
    expect((await signIn()).json().status).toBe('two_factor_required');
    await call('PATCH', '/api/firms/preferences', headers, { force_2fa_on_users: false });
    expect((await signIn()).json().status).toBe('signed_in');
  });

  it('tells advisors how payments and the other services are connected; clients get 403', async () => {
    const { db, firm, headers, as } = await setup();
    expect((await call('GET', '/api/integrations/check_stripe_integration', {})).statusCode).toBe(401);
    const res = await call('GET', '/api/integrations/check_stripe_integration', headers);
    expect(res.json()).toEqual({
      is_connected: false,
      mode: 'built_in_test',
      services: { email: 'outbox', sms: 'outbox', ai: 'off', storage: 'local' },
    });
    const full = await as(await buildStaff(db, firm, { access: 'full' }));
    expect((await call('GET', '/api/integrations/check_stripe_integration', full)).statusCode).toBe(200);
    const client = await as(await buildClient(db, firm));
    expect((await call('GET', '/api/integrations/check_stripe_integration', client)).statusCode).toBe(403);
  });

  it("ticks the Guide's steps as the firm takes them, per firm", async () => {
    const { db, firm, partner, headers, as } = await setup();
    const done = async (h: Record<string, string>) =>
      Object.fromEntries(
        (await call('GET', '/api/firms/guide', h))
          .json()
          .steps.map((s: { key: string; done: boolean }) => [s.key, s.done]),
      );
    expect(await done(headers)).toEqual({
      create_client: false,
      send_questionnaire: false,
      upload_return: false,
      invite_staff: false,
    });
    await buildCompany(db, firm, await buildClient(db, firm));
    expect((await done(headers)).create_client).toBe(true);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/firm_users/invite',
      headers,
      payload: { fname: 'Ivy', lname: 'Newman', email: `ivy-${firm.id}@example.test`, firm_access: 'full' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await done(headers)).toMatchObject({ create_client: true, invite_staff: true, upload_return: false });
    // Another firm's progress is its own.
    const other = await buildFirm(db);
    expect((await done(await as(await buildStaff(db, other)))).create_client).toBe(false);
    expect((await call('GET', '/api/firms/guide', {})).statusCode).toBe(401);
    expect((await call('GET', '/api/firms/guide', await as(await buildClient(db, firm)))).statusCode).toBe(403);
    expect(partner.id).toBeGreaterThan(0);
  });

  it("reads the Guide from the firm's state: staff it never invited count as its team, and each area it switched on has a step (issue 38 §2)", async () => {
    const db = t.deps.database.db;
    const steps = async (h: Record<string, string>) =>
      (await call('GET', '/api/firms/guide', h)).json().steps as { key: string; done: boolean }[];
    // A firm seeded or imported with its staff has never sent an invitation: its team is there all the same.
    const seeded = await buildFirm(db, {
      preferences: { signature_requests_enabled: true, workflow_automation_enabled: true },
    });
    const partner = await buildStaff(db, seeded);
    const headers = (await signInAs(db, partner)).headers;
    expect((await steps(headers)).map((s) => s.key)).toEqual([
      'create_client',
      'send_questionnaire',
      'upload_return',
      'invite_staff',
      'request_signature',
      'automate_workflow',
    ]);
    expect((await steps(headers)).find((s) => s.key === 'invite_staff')!.done).toBe(false);
    await buildStaff(db, seeded, { access: 'full' });
    expect(await steps(headers)).toContainEqual({ key: 'invite_staff', done: true });
    await db.insert(workflows).values({ firmId: seeded.id, title: 'Welcome', steps: [], trigger: 'new_client_added' });
    expect(await steps(headers)).toContainEqual({ key: 'automate_workflow', done: true });
    expect(await steps(headers)).toContainEqual({ key: 'request_signature', done: false });
  });
});

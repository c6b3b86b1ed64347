import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, authMessages, entityMessages, staffMessages } from '@portal/domain';
import { activityLogs, firmGroups } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { lastMailTo, linkIn } from '../../test/outbox.ts';
import { hashPassword } from '../auth/index.ts';

const PASSWORD = 'Staff-Secret-123';

describe('firm settings: staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { name: `Lee & Co ${Math.random().toString(36).slice(2, 7)}` });
    const partner = await buildStaff(db, firm, { fname: 'Paula', lname: 'Able', lastSignInAt: new Date() });
    const [group] = await db.insert(firmGroups).values({ firmId: firm.id, name: 'North' }).returning();
    return { db, firm, partner, group: group!, headers: (await signInAs(db, partner)).headers };
  }
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  const invite = (headers: Record<string, string>, body: object) =>
    call('POST', '/api/firm_users/invite', headers, {
      fname: 'Ivy',
      lname: 'Newman',
      email: `ivy-${Math.random().toString(36).slice(2, 10)}@example.test`,
      firm_access: 'full',
      ...body,
    });
  const passwordSignIn = (username: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sessions/verify_password_for_firebase_token',
      payload: { username, password },
    });
  const staffActivities = async (firmId: number, subjectUserId: number) =>
    t.deps.database.db
      .select({ title: activityLogs.title, metadata: activityLogs.metadata, actor: activityLogs.actorUserId })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.firmId, firmId),
          eq(activityLogs.typeId, ACTIVITY_TYPES.firm_settings),
          eq(activityLogs.subjectUserId, subjectUserId),
        ),
      )
      .orderBy(activityLogs.id);

  it('answers 401 signed out and 403 to admins, full users and clients on every route', async () => {
    const { db, firm, partner } = await setup();
    const routes: Array<['GET' | 'POST' | 'PATCH', string, object?]> = [
      ['GET', '/api/firm_users'],
      ['POST', '/api/firm_users/invite', { fname: 'A', lname: 'B', email: 'a@b.test', firm_access: 'full' }],
      ['POST', `/api/firm_users/${partner.id}/resend_invite`],
      ['PATCH', `/api/firm_users/${partner.id}`, { firm_access: 'admin' }],
      ['POST', `/api/firm_users/${partner.id}/deactivate`],
      ['POST', `/api/firm_users/${partner.id}/reactivate`],
    ];
    const others = [
      (await signInAs(db, await buildStaff(db, firm, { access: 'admin' }))).headers,
      (await signInAs(db, await buildStaff(db, firm, { access: 'full' }))).headers,
      (await signInAs(db, await buildClient(db, firm))).headers,
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const headers of others) expect((await call(method, url, headers, body)).statusCode).toBe(403);
    }
  });

  it('documents its routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/firm_users',
        '/api/firm_users/invite',
        '/api/firm_users/{id}',
        '/api/firm_users/{id}/resend_invite',
        '/api/firm_users/{id}/deactivate',
        '/api/firm_users/{id}/reactivate',
      ]),
    );
    expect(doc.paths['/api/firm_users/invite'].post.requestBody).toBeDefined();
  });

  it('lists the firm staff sorted by last name, without clients or other firms’ staff', async () => {
    const { db, firm, partner, group, headers } = await setup();
    const zed = await buildStaff(db, firm, { fname: 'Zoe', lname: 'Zed', access: 'group', groupId: group.id });
    const off = await buildStaff(db, firm, { lname: 'Moss', access: 'admin', paying: false });
    await buildStaff(db, firm, { lname: 'Gone', deletedAt: new Date() });
    await buildClient(db, firm, { lname: 'Aardvark' });
    await buildStaff(db, await buildFirm(db), { lname: 'Aaron' });
    const res = await call('GET', '/api/firm_users', headers);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { id: number }) => r.id)).toEqual([partner.id, off.id, zed.id]);
    expect(rows[0]).toMatchObject({ firm_access: 'partner', status: 'active', group: null, enabled_2fa: false });
    expect(rows[1]).toMatchObject({ status: 'deactivated', last_sign_in_at: null });
    expect(rows[2]).toMatchObject({ group: { id: group.id, name: 'North' }, status: 'invited', invited_at: null });
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'id',
        'fname',
        'lname',
        'email',
        'access',
        'firm_access',
        'group',
        'status',
        'last_sign_in_at',
        'enabled_2fa',
        'invited_at',
      ].sort(),
    );
  });

  it('invites a staff member whose emailed link sets a sign-in method and signs them in', async () => {
    const { firm, partner, group, headers } = await setup();
    const email = `New.Hire-${Date.now()}@Example.test`;
    const res = await invite(headers, { email, firm_access: 'group', group_id: group.id });
    expect(res.statusCode).toBe(200);
    const member = res.json();
    expect(member).toMatchObject({
      fname: 'Ivy',
      email: email.toLowerCase(),
      firm_access: 'group',
      group: { id: group.id, name: 'North' },
      status: 'invited',
      last_sign_in_at: null,
    });
    expect(member.invited_at).toEqual(expect.any(String));

    const mail = await lastMailTo(t.dataDir, email.toLowerCase());
    expect(mail.subject).toBe(`${firm.name}: your invitation to the client portal`);
    expect(mail.text).toContain(firm.name);
    expect(mail.text).toContain('Paula Able');
    const link = linkIn(mail.text, '/set-sign-in-method');
    const token = link.searchParams.get('token')!;
    const info = await t.app.inject({ url: `/api/users/sign_in_setup?token=${token}` });
    expect(info.json()).toMatchObject({ email: email.toLowerCase(), preferred_sign_in_method: null });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/users/set_sign_in_method',
      payload: { token, signInMethod: 'password', newPassword: PASSWORD },
    });
    expect(done.json().status).toBe('signed_in');
    const me = await t.app.inject({
      url: '/api/sessions/current_user',
      headers: { authorization: `Bearer ${done.json().firebase_token}` },
    });
    expect(me.json().user).toMatchObject({ id: member.id, is_advisor: true, firm_access: 'group' });
    expect((await passwordSignIn(email)).json().status).toBe('signed_in');

    const listed = (await call('GET', '/api/firm_users', headers)).json();
    expect(listed.find((r: { id: number }) => r.id === member.id)).toMatchObject({ status: 'active' });
    // Signed in: there is no invitation left to resend.
    const resend = await call('POST', `/api/firm_users/${member.id}/resend_invite`, headers);
    expect(resend.statusCode).toBe(400);
    expect(resend.json().error.message).toBe(staffMessages.alreadySignedIn);

    const [log] = await staffActivities(firm.id, member.id);
    expect(log).toMatchObject({ title: 'Staff member invited: Ivy Newman', actor: partner.id });
    expect(log!.metadata).toMatchObject({
      section: 'Staff',
      changes: expect.arrayContaining([
        { field: 'firm_access', from: null, to: 'group' },
        { field: 'group', from: null, to: 'North' },
      ]),
    });
  });

  it('refuses bad invitations with the reason', async () => {
    const { db, firm, headers } = await setup();
    const bad = async (body: object, status: number, message: string) => {
      const res = await invite(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.message).toBe(message);
    };
    await bad({ email: 'not-an-email' }, 400, 'Please enter a valid email address');
    await bad({ fname: '  ' }, 400, 'First name is required');
    await bad({ firm_access: 'owner' }, 400, staffMessages.accessInvalid);
    await bad({ firm_access: 'group' }, 400, staffMessages.groupRequired);
    const client = await buildClient(db, firm);
    await bad({ email: client.email!.toUpperCase() }, 409, entityMessages.emailExists);
    // An email is one person within a firm; another firm's staff member may be invited here too.
    const stranger = await buildStaff(db, await buildFirm(db));
    expect((await invite(headers, { email: stranger.email })).statusCode).toBe(200);
    const other = await setup();
    await bad({ group_id: other.group.id }, 404, staffMessages.groupNotFound);
    expect((await call('GET', '/api/firm_users', headers)).json()).toHaveLength(2);
  });

  it('resends an invitation with a new working link', async () => {
    const { db, firm, headers } = await setup();
    const member = (await invite(headers, {})).json();
    const first = linkIn((await lastMailTo(t.dataDir, member.email)).text, '/set-sign-in-method');
    const res = await call('POST', `/api/firm_users/${member.id}/resend_invite`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('invited');
    const second = linkIn((await lastMailTo(t.dataDir, member.email)).text, '/set-sign-in-method');
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    const info = await t.app.inject({ url: `/api/users/sign_in_setup?token=${second.searchParams.get('token')}` });
    expect(info.statusCode).toBe(200);
    const logs = await staffActivities(firm.id, member.id);
    expect(logs.map((l) => l.title)).toContain(`Staff invitation resent: Ivy Newman`);

    const client = await buildClient(db, firm);
    expect((await call('POST', `/api/firm_users/${client.id}/resend_invite`, headers)).statusCode).toBe(404);
    const other = await setup();
    expect((await call('POST', `/api/firm_users/${member.id}/resend_invite`, other.headers)).statusCode).toBe(404);
    expect((await call('POST', '/api/firm_users/abc/resend_invite', headers)).statusCode).toBe(400);
  });

  it('changes access and group, logging from which value to which', async () => {
    const { db, firm, group, headers } = await setup();
    const member = await buildStaff(db, firm, { fname: 'Al', lname: 'Fuller', access: 'full' });
    const url = `/api/firm_users/${member.id}`;
    const res = await call('PATCH', url, headers, { firm_access: 'admin', group_id: group.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firm_access: 'admin', group: { id: group.id, name: 'North' } });
    const cleared = await call('PATCH', url, headers, { group_id: null });
    expect(cleared.json()).toMatchObject({ firm_access: 'admin', group: null });

    const unknown = await call('PATCH', url, headers, { firm_access: 'boss' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(staffMessages.accessInvalid);
    const noGroup = await call('PATCH', url, headers, { firm_access: 'group' });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().error).toMatchObject({
      message: staffMessages.groupRequired,
      fields: { group_id: staffMessages.groupRequired },
    });
    const other = await setup();
    expect((await call('PATCH', url, headers, { group_id: other.group.id })).statusCode).toBe(404);
    expect((await call('PATCH', url, other.headers, { firm_access: 'full' })).statusCode).toBe(404);
    const client = await buildClient(db, firm);
    expect((await call('PATCH', `/api/firm_users/${client.id}`, headers, { firm_access: 'full' })).statusCode).toBe(
      404,
    );

    const logs = await staffActivities(firm.id, member.id);
    expect(logs.map((l) => l.metadata)).toEqual([
      {
        section: 'Staff',
        changes: [
          { field: 'firm_access', from: 'full', to: 'admin' },
          { field: 'group', from: null, to: 'North' },
        ],
      },
      { section: 'Staff', changes: [{ field: 'group', from: 'North', to: null }] },
    ]);
  });

  it('keeps the last active partner: no demotion, no deactivation', async () => {
    const { db, firm, partner, headers } = await setup();
    const demote = await call('PATCH', `/api/firm_users/${partner.id}`, headers, { firm_access: 'admin' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().error.message).toBe(staffMessages.lastPartner);
    const self = await call('POST', `/api/firm_users/${partner.id}/deactivate`, headers);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(staffMessages.lastPartner);
    // A deactivated second partner does not count.
    const other = await buildStaff(db, firm, { paying: false });
    expect((await call('PATCH', `/api/firm_users/${partner.id}`, headers, { firm_access: 'full' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', `/api/firm_users/${other.id}/reactivate`, headers)).statusCode).toBe(200);
    const now = await call('PATCH', `/api/firm_users/${other.id}`, headers, { firm_access: 'full' });
    expect(now.statusCode).toBe(200);
    expect((await call('POST', `/api/firm_users/${other.id}/reactivate`, headers)).json().error.message).toBe(
      staffMessages.notDeactivated,
    );
  });

  it('deactivation ends sessions at once and blocks sign-in; reactivation allows it again', async () => {
    const { db, firm, partner, headers } = await setup();
    const member = await buildStaff(db, firm, {
      access: 'full',
      passwordHash: await hashPassword(PASSWORD),
      preferredSignInMethod: 'password',
    });
    const theirs = (await signInAs(db, member)).headers;
    expect((await t.app.inject({ url: '/api/sessions/current_user', headers: theirs })).statusCode).toBe(200);

    const res = await call('POST', `/api/firm_users/${member.id}/deactivate`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('deactivated');
    expect((await t.app.inject({ url: '/api/sessions/current_user', headers: theirs })).statusCode).toBe(401);
    const refused = await passwordSignIn(member.email!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(authMessages.deactivated);
    const again = await call('POST', `/api/firm_users/${member.id}/deactivate`, headers);
    expect(again.json().error.message).toBe(staffMessages.alreadyDeactivated);

    const back = await call('POST', `/api/firm_users/${member.id}/reactivate`, headers);
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('invited');
    expect((await t.app.inject({ url: '/api/sessions/current_user', headers: theirs })).statusCode).toBe(401);
    expect((await passwordSignIn(member.email!)).json().status).toBe('signed_in');

    const otherFirm = await setup();
    expect((await call('POST', `/api/firm_users/${member.id}/deactivate`, otherFirm.headers)).statusCode).toBe(404);
    const client = await buildClient(db, firm);
    expect((await call('POST', `/api/firm_users/${client.id}/deactivate`, headers)).statusCode).toBe(404);

    const logs = await staffActivities(firm.id, member.id);
    expect(logs.map((l) => [l.title, l.actor, l.metadata])).toEqual([
      [
        expect.stringMatching(/^Staff member deactivated/),
        partner.id,
        { section: 'Staff', changes: [{ field: 'status', from: 'invited', to: 'deactivated' }] },
      ],
      [
        expect.stringMatching(/^Staff member reactivated/),
        partner.id,
        { section: 'Staff', changes: [{ field: 'status', from: 'deactivated', to: 'invited' }] },
      ],
    ]);
  });

  it('a partner may deactivate another partner, then is the last one', async () => {
    const { db, firm, partner, headers } = await setup();
    const second = await buildStaff(db, firm, { lastSignInAt: new Date() });
    const theirs = (await signInAs(db, second)).headers;
    expect((await call('POST', `/api/firm_users/${second.id}/deactivate`, headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/firm_users', theirs)).statusCode).toBe(401);
    expect((await call('POST', `/api/firm_users/${partner.id}/deactivate`, headers)).statusCode).toBe(400);
  });
});

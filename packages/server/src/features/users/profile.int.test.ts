import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

describe('profile settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedInClient(overrides = {}) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const client = await buildClient(db, firm, { phoneNumber: '5551112222', ...overrides });
    return { db, firm, client, session: await signInAs(db, client) };
  }
  const patch = (id: number, payload: object, headers: object = {}) =>
    t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload, headers: headers as Record<string, string> });

  it('answers 401 without a session', async () => {
    const { client } = await signedInClient();
    expect((await patch(client.id, { fname: 'X' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/users/${client.id}` })).statusCode).toBe(401);
  });

  it('updates names, time zone, contact method and two-factor', async () => {
    const { client, session } = await signedInClient();
    const res = await patch(
      client.id,
      {
        fname: ' Casey ',
        preferred_name: 'Case',
        time_zone: 'Eastern Time (US & Canada)',
        preferred_contact_method: 'sms',
        enabled_2fa: true,
      },
      session.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fname: 'Casey',
      preferred_name: 'Case',
      time_zone: 'Eastern Time (US & Canada)',
      preferred_contact_method: 'sms',
      enabled_2fa: true,
    });
    const read = await t.app.inject({ url: `/api/users/${client.id}`, headers: session.headers });
    expect(read.json().enabled_2fa).toBe(true);
  });

  it('answers 400 with the field for a bad value', async () => {
    const { client, session } = await signedInClient();
    const res = await patch(client.id, { fname: '', phone_number: '123' }, session.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      fname: 'First name is required',
      phone_number: 'Phone number must be 10 digits',
    });
  });

  it('keeps the email when it is the preferred sign-in method, and the phone when SMS is', async () => {
    const byEmail = await signedInClient({ preferredSignInMethod: 'email' });
    const noEmail = await patch(byEmail.client.id, { email: null }, byEmail.session.headers);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toBe('Cannot remove email when it is the preferred sign-in method');
    const bySms = await signedInClient({ preferredSignInMethod: 'sms' });
    const noPhone = await patch(bySms.client.id, { phone_number: null }, bySms.session.headers);
    expect(noPhone.json().error.message).toBe('Cannot remove phone number when SMS is the preferred sign-in method');
    const fine = await patch(bySms.client.id, { email: null }, bySms.session.headers);
    expect(fine.json().email).toBeNull();
  });

  it("refuses another user's email: 409 'Email is already taken'", async () => {
    const { db, firm, client, session } = await signedInClient();
    const other = await buildClient(db, firm);
    const res = await patch(client.id, { email: other.email!.toUpperCase() }, session.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.email).toBe('Email is already taken');
  });

  it("answers 404 for another firm's user and 403 for another user of the same firm", async () => {
    const { db, firm, session } = await signedInClient();
    const colleague = await buildStaff(db, firm);
    const stranger = await buildClient(db, await buildFirm(db));
    expect((await patch(stranger.id, { fname: 'X' }, session.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/users/${stranger.id}`, headers: session.headers })).statusCode).toBe(404);
    expect((await patch(colleague.id, { fname: 'X' }, session.headers)).statusCode).toBe(403);
  });

  it('a read-only user, client or staff, cannot edit their profile', async () => {
    const { client, session } = await signedInClient({ readonlyAccess: true });
    expect((await patch(client.id, { fname: 'X' }, session.headers)).statusCode).toBe(403);
    const db = t.deps.database.db;
    const staff = await buildStaff(db, await buildFirm(db), { readonlyAccess: true });
    const asStaff = await signInAs(db, staff);
    expect((await patch(staff.id, { fname: 'X' }, asStaff.headers)).statusCode).toBe(403);
  });

  it('accepts only a time zone from the list', async () => {
    const { client, session } = await signedInClient();
    const res = await patch(client.id, { time_zone: 'Mars/Olympus' }, session.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.time_zone).toBe('Please choose a time zone from the list');
  });

  it('changing the sign-in method signs out every other session', async () => {
    const { db, client, session } = await signedInClient();
    const elsewhere = await signInAs(db, client);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/change_login_method',
      payload: { signInMethod: 'password', newPassword: 'Another-Pass-99' },
      headers: session.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/sessions/current_user', headers: elsewhere.headers })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/sessions/current_user', headers: session.headers })).statusCode).toBe(200);
  });

  it('changes the sign-in method with what it needs', async () => {
    const { session } = await signedInClient();
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/users/change_login_method',
      payload: { signInMethod: 'password', newPassword: 'weak' },
      headers: session.headers,
    });
    expect(weak.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/change_login_method',
      payload: { signInMethod: 'sms', phoneNumber: '(555) 333-4444' },
      headers: session.headers,
    });
    expect(res.json()).toMatchObject({ preferred_sign_in_method: 'sms', phone_number: '5553334444' });
  });
});

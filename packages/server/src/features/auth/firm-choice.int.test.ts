import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { authSecrets, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm } from '../../test/factories.ts';
import { codeIn, linkIn, readMail } from '../../test/outbox.ts';

/** Issue 24 §2: one email, a client of two firms, each with its own record; sign-in names a firm only after proof. */
describe('one email in several firms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  /** The last mail to an address, whatever case each firm stored it in. */
  const lastMailTo = async (email: string) =>
    (await readMail(t.dataDir)).filter((m) => m.to.toLowerCase().includes(email)).at(-1)!;
  const currentUser = (token: string) =>
    t.app.inject({ url: '/api/sessions/current_user', headers: { authorization: `Bearer ${token}` } });

  async function personInTwoFirms(passwords: [string | null, string | null] = [null, null]) {
    const db = t.deps.database.db;
    const email = `pat-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const [north, south] = [await buildFirm(db, { name: 'North CPAs' }), await buildFirm(db, { name: 'South CPAs' })];
    const method = (p: string | null) => (p ? ('password' as const) : ('email' as const));
    const inNorth = await buildClient(db, north, {
      email,
      preferredSignInMethod: method(passwords[0]),
      passwordHash: passwords[0] ? await hash(passwords[0]) : null,
    });
    const inSouth = await buildClient(db, south, {
      email: email.toUpperCase(),
      preferredSignInMethod: method(passwords[1]),
      passwordHash: passwords[1] ? await hash(passwords[1]) : null,
      lastSignInAt: new Date(),
    });
    return { email, north, south, inNorth, inSouth };
  }

  it('the lookup names no firm, and answers for the login page’s firm when the email is there', async () => {
    const { email, north, inNorth, inSouth } = await personInTwoFirms();
    const lookup = (query: string) =>
      t.app.inject({ url: `/api/sessions/get_preferred_sign_in_method?username=${encodeURIComponent(email)}${query}` });
    const plain = await lookup('');
    expect(Object.keys(plain.json()).sort()).toEqual(['accountant_id', 'preferred_sign_in_method', 'uid']);
    // Spec 000 §3: no firm is named for an email in several firms until the login page names one.
    expect(plain.json().accountant_id).toBeNull();
    expect(plain.json().uid).toBe(inSouth.uid); // the record used last
    const inNorthFirm = (await lookup(`&firm=${north.subdomainUrl}`)).json();
    expect(inNorthFirm.uid).toBe(inNorth.uid);
    expect(inNorthFirm.accountant_id).toBe(north.id);
    expect((await lookup('&firm=nobody-here')).json().uid).toBe(inSouth.uid);
  });

  it('an emailed code proves the email: the person picks the firm, then signs in to that firm only', async () => {
    const { email, north, south, inNorth } = await personInTwoFirms();
    const lookup = await t.app.inject({ url: `/api/sessions/get_preferred_sign_in_method?username=${email}` });
    const uid = lookup.json().uid;
    const sent = await post('/api/sessions/send_email_verification_code', { uid });
    expect(sent.statusCode).toBe(200);
    const code = codeIn((await lastMailTo(email)).subject);
    const proven = (await post('/api/sessions/verify_verification_code', { uid, verification_code: code })).json();
    expect(proven).toMatchObject({ status: 'choose_firm', redirect: '/' });
    expect(proven.firms).toEqual([
      { id: north.id, name: 'North CPAs' },
      { id: south.id, name: 'South CPAs' },
    ]);

    const elsewhere = await buildFirm(t.deps.database.db);
    const wrong = await post('/api/sessions/choose_firm', { token: proven.token, firm_id: elsewhere.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Choose the firm to sign in to');

    const chosen = (await post('/api/sessions/choose_firm', { token: proven.token, firm_id: north.id })).json();
    expect(chosen.status).toBe('signed_in');
    const me = (await currentUser(chosen.firebase_token)).json();
    expect(me.user.id).toBe(inNorth.id);
    expect(me.firm.id).toBe(north.id);
    // The choice is single use.
    expect((await post('/api/sessions/choose_firm', { token: proven.token, firm_id: south.id })).statusCode).toBe(410);
    // Only the choice token's hash is kept.
    const stored = await t.deps.database.db.select().from(authSecrets).where(eq(authSecrets.purpose, 'firm_choice'));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((r) => r.secretHash === proven.token)).toBe(false);
  });

  it('a password opens only the records it matches: one match signs straight in, two offer the choice', async () => {
    const one = await personInTwoFirms(['North-Pass-1', 'South-Pass-2']);
    const signIn = (username: string, password: string) =>
      post('/api/sessions/verify_password_for_firebase_token', { username, password });
    const south = (await signIn(one.email, 'South-Pass-2')).json();
    expect(south.status).toBe('signed_in');
    expect((await currentUser(south.firebase_token)).json().user.id).toBe(one.inSouth.id);
    const north = (await signIn(one.email, 'North-Pass-1')).json();
    expect((await currentUser(north.firebase_token)).json().user.id).toBe(one.inNorth.id);
    expect((await signIn(one.email, 'neither')).statusCode).toBe(401);

    const both = await personInTwoFirms(['Same-Pass-3', 'Same-Pass-3']);
    const choice = (await signIn(both.email, 'Same-Pass-3')).json();
    expect(choice.status).toBe('choose_firm');
    expect(choice.firms.map((f: { id: number }) => f.id).sort()).toEqual([both.north.id, both.south.id].sort());
  });

  it('a sign-in link to a page opens the record it was made for; a plain one offers the choice', async () => {
    const { email, inNorth } = await personInTwoFirms();
    await post('/api/sessions/send_auth_link', { uid: inNorth.uid, redirect: '/inbox' });
    const toPage = linkIn((await lastMailTo(email)).text, '/signin').searchParams.get('auth_token');
    const opened = (await post('/api/sessions/exchange_for_firebase_token', { auth_token: toPage })).json();
    expect(opened).toMatchObject({ status: 'signed_in', redirect: '/inbox' });
    expect((await currentUser(opened.firebase_token)).json().user.id).toBe(inNorth.id);

    await post('/api/sessions/send_auth_link', { uid: inNorth.uid });
    const plain = linkIn((await lastMailTo(email)).text, '/signin').searchParams.get('auth_token');
    expect((await post('/api/sessions/exchange_for_firebase_token', { auth_token: plain })).json().status).toBe(
      'choose_firm',
    );
  });

  it('a deactivated record is not offered: the other firm signs straight in', async () => {
    const { email, inSouth } = await personInTwoFirms();
    const db = t.deps.database.db;
    await db.update(users).set({ paying: false }).where(eq(users.id, inSouth.id));
    const uid = (await t.app.inject({ url: `/api/sessions/get_preferred_sign_in_method?username=${email}` })).json()
      .uid;
    await post('/api/sessions/send_email_verification_code', { uid });
    const code = codeIn((await lastMailTo(email)).subject);
    const res = (await post('/api/sessions/verify_verification_code', { uid, verification_code: code })).json();
    expect(res.status).toBe('signed_in');
  });

  it('forgot password sends one reset email per firm, each naming its firm', async () => {
    const { email } = await personInTwoFirms();
    const mailsTo = async () => (await readMail(t.dataDir)).filter((m) => m.to.toLowerCase().includes(email));
    const start = (await mailsTo()).length;
    expect((await post('/api/sessions/reset_sign_in_method', { username: email })).statusCode).toBe(204);
    const mails = (await mailsTo()).slice(start);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'North CPAs: choose how you sign in',
      'South CPAs: choose how you sign in',
    ]);
  });
});

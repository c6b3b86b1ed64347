import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { fixedClock } from '@portal/domain';
import { authSecrets, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { lastMailTo, linkIn, readMail } from '../../test/outbox.ts';
import { makeQuestionnaire } from '../../test/questionnaire.ts';
import { clientArrivalLink } from './arrival-link.ts';

const PASSWORD = 'Correct-Horse-42';
const DAY = 24 * 60 * 60 * 1000;

/** Issue 21 §2: a portal email's link for a client who has never signed in. */
describe('arrival links', () => {
  let t: TestApp;
  let clock: ReturnType<typeof fixedClock>;

  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
    clock = t.deps.clock as ReturnType<typeof fixedClock>;
  });
  afterAll(() => t.close());

  const setup = (token: string, firm?: string) =>
    t.app.inject({
      url: `/api/users/sign_in_setup?token=${encodeURIComponent(token)}${firm ? `&firm=${firm}` : ''}`,
    });
  const choosePassword = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/set_sign_in_method',
      payload: { token, signInMethod: 'password', newPassword: PASSWORD },
    });

  /** A firm sends a questionnaire to its client; the client's email and the link in it. */
  async function sentQuestionnaire(client: Parameters<typeof buildClient>[2] = {}, prefs = {}) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: prefs });
    const staff = await signInAs(db, await buildStaff(db, firm));
    const user = await buildClient(db, firm, {
      mustSetPassword: true,
      passwordHash: null,
      preferredSignInMethod: 'password',
      ...client,
    });
    const company = await buildCompany(db, firm, user);
    const id = await makeQuestionnaire(db, firm.id, company.id, { isDraft: true });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/questionnaires/send_drafts',
      headers: staff.headers,
      payload: { questionnaire_ids: [id] },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await lastMailTo(t.dataDir, user.email!);
    return { firm, user, company, id, mail, destination: `/questionnaire/${company.hashId}?questionnaireId=${id}` };
  }

  const tokenOf = (text: string) => linkIn(text, '/set-sign-in-method').searchParams.get('token')!;

  it('leads a client who never signed in to their sign-in method, then to the page, without asking the email', async () => {
    const { firm, user, mail, destination } = await sentQuestionnaire();
    const link = linkIn(mail.text, '/set-sign-in-method');
    expect(link.searchParams.get('firm')).toBe(firm.subdomainUrl);
    expect(link.searchParams.get('redirect')).toBe(destination);

    const info = await setup(link.searchParams.get('token')!, firm.subdomainUrl);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      email: user.email,
      has_phone: false,
      preferred_sign_in_method: 'password',
      redirect: destination,
      arrival: true,
    });
    const signedIn = await choosePassword(link.searchParams.get('token')!);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ status: 'signed_in', redirect: destination });
    expect(signedIn.headers['set-cookie']).toBeDefined();
    const [after] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.mustSetPassword).toBe(false);
    expect(after!.lastSignInAt).not.toBeNull();
  });

  it('works once: the same link again, or another email’s link after the method is chosen, answers 410', async () => {
    const { user, mail, id } = await sentQuestionnaire();
    const first = tokenOf(mail.text);
    await t.app.inject({
      method: 'POST',
      url: '/api/send_questionnaire_reminders',
      headers: (await signInAs(t.deps.database.db, await buildStaff(t.deps.database.db, { id: user.firmId }))).headers,
      payload: { questionnaire_ids: [id], customize: false },
    });
    const second = tokenOf((await lastMailTo(t.dataDir, user.email!)).text);
    expect(second).not.toBe(first);

    expect((await choosePassword(first)).statusCode).toBe(200);
    const reused = await choosePassword(first);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error.code).toBe('link_expired');
    // The reminder's link was made before the password was chosen: it no longer sets up anything.
    expect((await setup(second)).statusCode).toBe(410);
    expect((await choosePassword(second)).statusCode).toBe(410);
    // Nor is it a sign-in link.
    const asMagic = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/exchange_for_firebase_token',
      payload: { auth_token: second },
    });
    expect(asMagic.statusCode).toBe(410);
  });

  it('expires after 14 days', async () => {
    const { mail } = await sentQuestionnaire();
    const token = tokenOf(mail.text);
    clock.advance(14 * DAY - 60_000);
    expect((await setup(token)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    expect((await setup(token)).statusCode).toBe(410);
    expect((await choosePassword(token)).statusCode).toBe(410);
  });

  it('answers as expired under another firm’s name, and is never made for another firm’s user', async () => {
    const db = t.deps.database.db;
    const { firm, user, mail } = await sentQuestionnaire();
    const other = await buildFirm(db);
    const token = tokenOf(mail.text);
    expect((await setup(token, other.subdomainUrl)).statusCode).toBe(410);
    // A subdomain no firm has (renamed since) names no one: the link still works, unbranded.
    expect((await setup(token, 'no-such-firm')).statusCode).toBe(200);
    expect((await setup(token, firm.subdomainUrl)).statusCode).toBe(200);

    const before = await db.select().from(authSecrets).where(eq(authSecrets.userId, user.id));
    const deps = { db, clock, publicUrl: 'https://portal.test' };
    expect(await clientArrivalLink(deps, other.id, user.id, '/questionnaire/x?questionnaireId=1')).toBe(
      'https://portal.test/questionnaire/x?questionnaireId=1',
    );
    expect(await db.select().from(authSecrets).where(eq(authSecrets.userId, user.id))).toHaveLength(before.length);
  });

  it.each([
    ['//evil.example/phish'],
    ['https://evil.example/phish'],
    ['/\\evil.example'],
    ['/..//evil.example'],
    ['javascript:alert(1)'],
  ])('sends an open-redirect attempt (%s) to the portal’s home, whatever the address bar says', async (target) => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const user = await buildClient(db, firm, { mustSetPassword: true, preferredSignInMethod: 'password' });
    const link = new URL(
      await clientArrivalLink({ db, clock, publicUrl: 'https://portal.test' }, firm.id, user.id, target),
    );
    expect(link.origin).toBe('https://portal.test');
    expect(link.searchParams.get('redirect')).toBe('/');
    const token = link.searchParams.get('token')!;
    expect((await setup(token)).json().redirect).toBe('/');
    // The destination is the token's, not the request's: a redirect sent along is not taken.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/set_sign_in_method',
      payload: { token, signInMethod: 'password', newPassword: PASSWORD, redirect: 'https://evil.example' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().redirect).toBe('/');
  });

  it('gives a client who has signed in before the page’s own link, naming the firm', async () => {
    const { firm, mail, destination } = await sentQuestionnaire({
      mustSetPassword: false,
      passwordHash: 'x',
      lastSignInAt: new Date('2025-01-01T00:00:00Z'),
    });
    expect(mail.text).not.toContain('/set-sign-in-method');
    const link = linkIn(mail.text, '/questionnaire/');
    expect(link.searchParams.get('firm')).toBe(firm.subdomainUrl);
    link.searchParams.delete('firm');
    expect(link.pathname + link.search).toBe(destination);
  });

  it('keeps the second factor the firm requires before opening the page', async () => {
    const { user, mail, destination } = await sentQuestionnaire({}, { force_2fa_on_users: true });
    const res = await choosePassword(tokenOf(mail.text));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'two_factor_required', redirect: destination });
    expect((await readMail(t.dataDir)).filter((m) => m.to === user.email).at(-1)!.subject).toMatch(/two-factor/);
  });
});

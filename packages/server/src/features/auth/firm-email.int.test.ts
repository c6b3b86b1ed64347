import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldMail } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { linkIn, readMail } from '../../test/outbox.ts';

/** Issue 24 §2: a firm made by anyone at /create-firm mails no one but its creator until they confirm their email. */
describe('a new firm confirms its email before its mail goes out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const mailsTo = async (to: string) => (await readMail(t.dataDir)).filter((m) => m.to.toLowerCase() === to);

  async function newFirm() {
    const suffix = Math.random().toString(36).slice(2, 8);
    const email = `owner-${suffix}@lakeside.test`;
    const res = await post('/api/firms', {
      firm_name: `Lakeside ${suffix}`,
      subdomain: `lakeside-${suffix}`,
      time_zone: 'Pacific Time (US & Canada)',
      fname: 'Lena',
      lname: 'Lake',
      email,
      password: 'Lakeside-Taxes-1',
      password_confirmation: 'Lakeside-Taxes-1',
    });
    expect(res.json().status).toBe('signed_in');
    return { email, token: res.json().firebase_token as string, suffix };
  }

  const firmOf = async (token: string) =>
    (await t.app.inject({ url: '/api/sessions/current_user', headers: { authorization: `Bearer ${token}` } })).json()
      .firm;

  it('holds mail to anyone else, tells the partner, and sends it all once the link is followed', async () => {
    const { email, token } = await newFirm();
    const [confirmMail] = await mailsTo(email);
    expect(confirmMail!.subject).toMatch(/confirm your email address$/);
    const firm = await firmOf(token);
    expect(firm.email_confirmation).toEqual({ sent_to: email });

    // Inviting a stranger as staff: the invitation waits.
    const stranger = `victim-${Date.now()}@elsewhere.test`;
    const invite = await post(
      '/api/firm_users/invite',
      { fname: 'Vic', lname: 'Tim', email: stranger, firm_access: 'full' },
      token,
    );
    expect(invite.statusCode).toBe(200);
    expect(await mailsTo(stranger)).toHaveLength(0);
    const held = await t.deps.database.db.select().from(heldMail).where(eq(heldMail.firmId, firm.id));
    expect(held).toHaveLength(1);

    const link = linkIn(confirmMail!.text, '/confirm-firm-email');
    const confirmed = await post('/api/firms/confirm_email', { token: link.searchParams.get('token')! });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ released: 1 });
    expect(await mailsTo(stranger)).toHaveLength(1);
    expect(await t.deps.database.db.select().from(heldMail).where(eq(heldMail.firmId, firm.id))).toHaveLength(0);
    expect((await firmOf(token)).email_confirmation).toBeNull();

    // The link works once; mail now goes straight out.
    const again = await post('/api/firms/confirm_email', { token: link.searchParams.get('token')! });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe('This confirmation link has expired or was already used.');
    const second = `second-${Date.now()}@elsewhere.test`;
    await post('/api/firm_users/invite', { fname: 'Sec', lname: 'Ond', email: second, firm_access: 'full' }, token);
    expect(await mailsTo(second)).toHaveLength(1);
  });

  it('resends the link to the creator only; 409 once confirmed; 401 signed out', async () => {
    const { email, token } = await newFirm();
    expect((await post('/api/firms/resend_email_confirmation', {})).statusCode).toBe(401);
    const resent = await post('/api/firms/resend_email_confirmation', {}, token);
    expect(resent.json()).toEqual({ sent_to: email });
    expect(await mailsTo(email)).toHaveLength(2);
    // A colleague of the new firm is not its creator: 403.
    const colleague = await signInAs(t.deps.database.db, await buildStaff(t.deps.database.db, await firmOf(token)));
    const notCreator = await post('/api/firms/resend_email_confirmation', {}, colleague.accessToken);
    expect(notCreator.statusCode).toBe(403);
    expect(notCreator.json().error.message).toBe('Only the person who created the firm can confirm its email address.');

    const db = t.deps.database.db;
    const settled = await buildFirm(db);
    const partner = await signInAs(db, await buildStaff(db, settled));
    const refused = await post('/api/firms/resend_email_confirmation', {}, partner.accessToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Your email address is already confirmed.');
  });

  it('firms made any other way (demo, admin tools, tests) are confirmed and mail at once', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await signInAs(db, await buildStaff(db, firm));
    const address = `direct-${Date.now()}@elsewhere.test`;
    await post(
      '/api/firm_users/invite',
      { fname: 'Dee', lname: 'Rect', email: address, firm_access: 'full' },
      partner.accessToken,
    );
    expect(await mailsTo(address)).toHaveLength(1);
  });
});

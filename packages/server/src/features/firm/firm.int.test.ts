import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, firms } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildFirm, buildStaff, signInAs } from '../../test/factories.ts';

const validFirm = (suffix: string) => ({
  firm_name: 'Lakeside CPAs',
  subdomain: `lakeside-${suffix}`,
  time_zone: 'Pacific Time (US & Canada)',
  fname: 'Lena',
  lname: 'Lake',
  email: `lena-${suffix}@lakeside.test`,
  password: 'Lakeside-Taxes-1',
  password_confirmation: 'Lakeside-Taxes-1',
});

describe('firms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/firms', payload });

  it('creates a firm with default preferences and signs its partner in', async () => {
    const suffix = Date.now().toString(36);
    const res = await create(validFirm(suffix));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('signed_in');
    const me = await t.app.inject({
      url: '/api/sessions/current_user',
      headers: { authorization: `Bearer ${res.json().firebase_token}` },
    });
    const body = me.json();
    expect(body.user).toMatchObject({
      fname: 'Lena',
      is_advisor: true,
      firm_access: 'partner',
      preferred_sign_in_method: 'password',
    });
    expect(body.firm).toMatchObject({
      name: 'Lakeside CPAs',
      subdomain_url: `lakeside-${suffix}`,
      time_zone: 'Pacific Time (US & Canada)',
    });
    expect(body.firm.preferences.force_2fa_on_users).toBe(false);
    const log = await t.deps.database.db.select().from(activityLogs).where(eq(activityLogs.firmId, body.firm.id));
    expect(log.map((l) => l.title)).toContain('Firm created');
  });

  it.each([
    ['subdomain', { subdomain: 'No Spaces!' }, 'Use lowercase letters, digits and hyphens only'],
    ['subdomain', { subdomain: 'ab' }, 'Subdomain must have at least 3 characters'],
    ['subdomain', { subdomain: 'www' }, 'This subdomain is reserved'],
    ['password', { password: 'short', password_confirmation: 'short' }, 'Password must be at least 10 characters'],
    [
      'password',
      { password: 'nouppercase-12', password_confirmation: 'nouppercase-12' },
      'Password must contains at least one uppercase.',
    ],
    ['password_confirmation', { password_confirmation: 'Different-Pass-1' }, 'Passwords do not match'],
    ['firm_name', { firm_name: '  ' }, 'Firm name is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('rejects a bad %s with its message', async (field, change, message) => {
    const res = await create({ ...validFirm(Date.now().toString(36)), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses a taken subdomain with 409 on the field; an email used in another firm is a new record', async () => {
    const suffix = Date.now().toString(36);
    await create(validFirm(suffix));
    const sameSubdomain = await create({ ...validFirm(suffix), email: `other-${suffix}@lakeside.test` });
    expect(sameSubdomain.statusCode).toBe(409);
    expect(sameSubdomain.json().error.fields).toEqual({ subdomain: 'This subdomain is already taken' });
    const sameEmail = await create({ ...validFirm(`${suffix}x`), email: validFirm(suffix).email });
    expect(sameEmail.statusCode).toBe(200);
  });

  it('answers the login branding by slug or host, and null for an unknown firm', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { name: 'Branded Books' });
    await db
      .update(firms)
      .set({ theme: { primary: '#123456' } })
      .where(eq(firms.id, firm.id));
    const bySlug = await t.app.inject({ url: `/api/firms/branding?slug=${firm.subdomainUrl}` });
    expect(bySlug.json()).toMatchObject({ name: 'Branded Books', theme: { primary: '#123456' } });
    const byHost = await t.app.inject({
      url: '/api/firms/branding',
      headers: { host: `${firm.subdomainUrl}.portal.example` },
    });
    expect(byHost.json().name).toBe('Branded Books');
    const unknown = await t.app.inject({ url: '/api/firms/branding?slug=nobody-here' });
    expect(unknown.json()).toBeNull();
  });

  it('GET /api/firms/current_user_firm answers the caller’s firm, 401 without a session', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const session = await signInAs(db, await buildStaff(db, firm));
    const res = await t.app.inject({ url: '/api/firms/current_user_firm', headers: session.headers });
    expect(res.json()).toMatchObject({ id: firm.id, firm_groups: [] });
    expect((await t.app.inject({ url: '/api/firms/current_user_firm' })).statusCode).toBe(401);
  });
});

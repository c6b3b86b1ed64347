import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateStartMessages } from '@portal/domain';
import {
  companies,
  companyOwners,
  firmGroups,
  questionnaireTemplates,
  questionnaires,
  users,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { lastMailTo, linkIn, readMail } from '../../test/outbox.ts';
import { sampleOrganizerSections } from '../questionnaires/index.ts';

describe('template start: the public /template/{hashId} flow', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  const email = () => `new-${randomUUID().slice(0, 8)}@example.test`;

  async function setup(preferences = {}) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { name: 'Acme Tax', preferences });
    const [template] = await db
      .insert(questionnaireTemplates)
      .values({ firmId: firm.id, name: 'Organizer', definition: sampleOrganizerSections([]) })
      .returning();
    const partner = await buildStaff(db, firm);
    const headers = (await signInAs(db, partner)).headers;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/questionnaire_templates/${template!.id}/public_link`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const link = new URL(res.json().link);
    const hashId = link.pathname.split('/').at(-1)!;
    const start = (body: Record<string, unknown>, hash = hashId) =>
      t.app.inject({ method: 'POST', url: `/api/public/templates/${hash}/start`, payload: body });
    return { db, firm, template: template!, partner, headers, link, hashId, start };
  }

  it('hands staff one lasting public link with the default tax year', async () => {
    const { db, firm, template, headers, link, hashId } = await setup();
    expect(link.pathname).toBe(`/template/${hashId}`);
    expect(link.searchParams.get('taxYear')).toBe('2025');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/questionnaire_templates/${template.id}/public_link`,
      headers,
    });
    expect(again.json().link).toBe(link.toString());
    const url = `/api/questionnaire_templates/${template.id}/public_link`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const client = (await signInAs(db, await buildClient(db, firm))).headers;
    expect((await t.app.inject({ method: 'POST', url, headers: client })).statusCode).toBe(403);
    const other = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    expect((await t.app.inject({ method: 'POST', url, headers: other })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/questionnaire_templates/abc/public_link', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the template and firm name, and 404 for an unknown link', async () => {
    const { hashId } = await setup();
    const res = await t.app.inject({ method: 'GET', url: `/api/public/templates/${hashId}` });
    expect(res.json()).toEqual({ template_name: 'Organizer', firm_name: 'Acme Tax' });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/templates/nosuchlink1' })).statusCode).toBe(404);
  });

  it('asks for an email first', async () => {
    const { start } = await setup();
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }]) {
      const res = await start(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(templateStartMessages.emailRequired);
    }
    expect((await start({ email: email() }, 'nosuchlink1')).statusCode).toBe(404);
  });

  it('signs a new person up: names, then a client, an entity and the questionnaire behind an emailed link, no session', async () => {
    const { db, firm, template, start } = await setup({ has_firm_groups: true });
    const [group] = await db.insert(firmGroups).values({ firmId: firm.id, name: 'North' }).returning();
    const address = email();
    const first = await start({ email: address });
    expect(first.json()).toEqual({ step: 'sign-up' });
    expect(await db.select().from(users).where(eq(users.email, address))).toHaveLength(0);

    const res = await start({
      email: address.toUpperCase(),
      first_name: ' Jane ',
      last_name: 'Doe',
      firm_group_id: group!.id,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The address is proved first: no session, no cookie, a sign-in link by email.
    expect(body).toEqual({ step: 'check-email' });
    expect(res.cookies.some((c) => c.name.includes('refresh'))).toBe(false);

    const [user] = await db.select().from(users).where(eq(users.email, address));
    expect(user).toMatchObject({ firmId: firm.id, fname: 'Jane', lname: 'Doe', groupId: group!.id, isAdvisor: false });
    const [company] = await db.select().from(companies).where(eq(companies.id, user!.defaultCompanyId!));
    expect(company).toMatchObject({ firmId: firm.id, name: 'Jane Doe', entityType: 'Individual', userId: user!.id });
    const owners = await db.select().from(companyOwners).where(eq(companyOwners.companyId, company!.id));
    expect(owners.map((o) => o.userId)).toEqual([user!.id]);
    const [q] = await db.select().from(questionnaires).where(eq(questionnaires.companyId, company!.id));
    expect(q).toMatchObject({ templateId: template.id, taxYear: 2025, dueDate: '2026-03-16', name: 'Organizer' });
    const link = linkIn((await lastMailTo(t.dataDir, address)).text, '/signin');
    expect(link.searchParams.get('redirect')).toBe(`/questionnaire/${company!.hashId}?questionnaireId=${q!.id}`);
  });

  it('asks for both names, takes a tax year and ignores another firm’s group', async () => {
    const { db, start } = await setup();
    const [foreign] = await db
      .insert(firmGroups)
      .values({ firmId: (await buildFirm(db)).id, name: 'Elsewhere' })
      .returning();
    const address = email();
    expect((await start({ email: address, first_name: 'Jane' })).json()).toEqual({ step: 'sign-up' });
    const res = await start({
      email: address,
      first_name: 'Jane',
      last_name: 'Roe',
      tax_year: 2023,
      firm_group_id: foreign!.id,
    });
    expect(res.json().step).toBe('check-email');
    const [user] = await db.select().from(users).where(eq(users.email, address));
    expect(user!.groupId).toBeNull();
    const [q] = await db.select().from(questionnaires).where(eq(questionnaires.companyId, user!.defaultCompanyId!));
    expect(q!.taxYear).toBe(2023);
  });

  it('never signs in an existing client: the questionnaire waits behind an emailed sign-in link', async () => {
    const { db, firm, template, start } = await setup();
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client);
    await db.update(users).set({ defaultCompanyId: company.id }).where(eq(users.id, client.id));

    const res = await start({ email: client.email, first_name: 'Mallory', last_name: 'Other' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ step: 'check-email' });
    expect(JSON.stringify(res.json())).not.toMatch(/token/);
    expect(res.cookies).toHaveLength(0);

    const qs = await db
      .select()
      .from(questionnaires)
      .where(and(eq(questionnaires.companyId, company.id), eq(questionnaires.templateId, template.id)));
    expect(qs).toHaveLength(1);
    const mail = await lastMailTo(t.dataDir, client.email!);
    const link = linkIn(mail.text, '/signin');
    expect(link.searchParams.get('redirect')).toBe(`/questionnaire/${company.hashId}?questionnaireId=${qs[0]!.id}`);
    const [same] = await db.select().from(users).where(eq(users.id, client.id));
    expect(same!.fname).toBe(client.fname);

    // Asking again leads to the same questionnaire instead of another copy.
    await start({ email: client.email });
    expect(
      await db
        .select()
        .from(questionnaires)
        .where(and(eq(questionnaires.companyId, company.id), eq(questionnaires.templateId, template.id))),
    ).toHaveLength(1);
  });

  it('creates nothing for staff; another firm’s client is a new person here, their other firm untouched (tenant isolation)', async () => {
    const { db, firm, start } = await setup();
    const staff = await buildStaff(db, firm);
    const otherFirm = await buildFirm(db);
    const outsider = await buildClient(db, otherFirm);
    const outsiderCompany = await buildCompany(db, otherFirm, outsider);
    const before = (await readMail(t.dataDir)).length;
    const res = await start({ email: staff.email, first_name: 'X', last_name: 'Y' });
    expect(res.json()).toEqual({ step: 'check-email' });
    expect((await readMail(t.dataDir)).length).toBe(before);

    // The same email in another firm is another record (issue 24 §2): firm A gets its own client.
    expect((await start({ email: outsider.email, first_name: 'Ann', last_name: 'Lee' })).statusCode).toBe(200);
    const records = await db.select().from(users).where(eq(users.email, outsider.email!));
    expect(records.map((u) => u.firmId).sort()).toEqual([firm.id, otherFirm.id].sort());
    expect(await db.select().from(questionnaires).where(eq(questionnaires.firmId, otherFirm.id))).toHaveLength(0);
    expect(await db.select().from(questionnaires).where(eq(questionnaires.companyId, outsiderCompany.id))).toHaveLength(
      0,
    );
    expect(await db.select().from(users).where(eq(users.firmId, otherFirm.id))).toHaveLength(1);
  });

  it('sends a new person a link instead of a session when the firm forces a second factor', async () => {
    const { db, start } = await setup({ force_2fa_on_users: true });
    const address = email();
    const res = await start({ email: address, first_name: 'Ann', last_name: 'Lee' });
    expect(res.json()).toEqual({ step: 'check-email' });
    expect(res.cookies).toHaveLength(0);
    expect(await db.select().from(users).where(eq(users.email, address))).toHaveLength(1);
    expect(linkIn((await lastMailTo(t.dataDir, address)).text, '/signin').searchParams.get('redirect')).toMatch(
      /^\/questionnaire\//,
    );
  });

  it('answers 404 for a deleted template', async () => {
    const { db, template, start, hashId } = await setup();
    await db
      .update(questionnaireTemplates)
      .set({ deletedAt: new Date() })
      .where(eq(questionnaireTemplates.id, template.id));
    expect((await start({ email: email() })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/templates/${hashId}` })).statusCode).toBe(404);
  });
});

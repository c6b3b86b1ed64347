import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RETURN_PAGES } from '@portal/domain';
import { companyOwners, taxReturns } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { expectPageLink, followArrivalLink, NEVER_SIGNED_IN, SIGNED_IN_BEFORE } from '../../test/arrival-mail.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { lastMailTo, readMail } from '../../test/outbox.ts';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { until } from '../../test/poll.ts';
import { remindDueTaxReturns } from './reminders.ts';

type ClientState = typeof NEVER_SIGNED_IN | typeof SIGNED_IN_BEFORE;

/**
 * Issue 21 §2: every tax return email to a client (draft to review, return to review, sign and pay, its
 * reminders, filed in Documents) gives one who has never signed in an arrival link that leads, through the
 * sign-in method choice, to the page it names; one who has signed in before gets the page's own link.
 */
describe('tax return emails to clients who never signed in', () => {
  let t: TestApp;
  let returnPdf: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    returnPdf = await textPagesPdf(SAMPLE_RETURN_PAGES);
  });
  afterAll(() => t.close());

  /** Tara (primary contact, taxpayer) and Liam (spouse) own the entity; the sample return's 8879 proposes both. */
  async function setup(taraState: ClientState, liamState: ClientState) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { new_tax_return_delivery_enabled: true } });
    const staff = (await signInAs(db, await buildStaff(db, firm))).headers;
    const tara = await buildClient(db, firm, { fname: 'Tara', lname: 'Jones', ...taraState });
    const liam = await buildClient(db, firm, { fname: 'Liam', lname: 'Jones', ...liamState });
    // Liam is the entity's recorded spouse: the 8879's spouse line proposes him as a signer (issue 37 §5).
    const company = await buildCompany(db, firm, tara, { name: 'Tara & Liam Jones', spouseUserId: liam.id });
    await db.insert(companyOwners).values({ firmId: firm.id, companyId: company.id, userId: liam.id });
    const upload = async (fields: Record<string, string> = {}) => {
      const body = multipart(
        { company_id: String(company.id), tax_year: '2025', tax_return_name: '2025 Form 1040', ...fields },
        [{ name: 'r.pdf', content: returnPdf, type: 'application/pdf' }],
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tax_returns',
        headers: { ...staff, ...body.headers },
        payload: body.payload,
      });
      const id = res.json().id as number;
      await until(
        () => get(`/api/tax_returns/${id}`, staff).then((r) => r.json()),
        (d) => d.status !== 'processing',
      );
      return id;
    };
    return { db, staff, tara, liam, company, upload, deliveryPage: (id: number) => deliveryPath(id, company.id) };
  }
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const deliveryPath = (id: number, companyId: number) => `/tax-return-delivery/${id}?companyId=${companyId}`;
  /** The draft's email goes once the job has stored the draft: read it when it is there. */
  const draftMailTo = async (to: string) => {
    const subject = ': your 2025 tax return draft is ready for your review — ';
    await until(
      () => readMail(t.dataDir),
      (mails) => mails.some((m) => m.to === to && m.subject.includes(subject)),
    );
    return lastMailTo(t.dataDir, to);
  };

  it('the draft to review: its primary contact arrives on the return’s page', async () => {
    const { upload, tara, deliveryPage } = await setup(NEVER_SIGNED_IN, SIGNED_IN_BEFORE);
    const id = await upload({ as_draft: 'true' });
    const mail = await draftMailTo(tara.email!);
    expect(mail.subject).toMatch(/: your 2025 tax return draft is ready for your review — /);
    const signedIn = await followArrivalLink(t, mail, deliveryPage(id));
    const seen = await get(`/api/tax_returns/${id}`, signedIn);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id, draft_status: 'draft' });

    const before = await setup(SIGNED_IN_BEFORE, NEVER_SIGNED_IN);
    const other = await before.upload({ as_draft: 'true' });
    expectPageLink(await draftMailTo(before.tara.email!), before.deliveryPage(other));
  });

  it('the return to review, sign and pay: each signer by their own kind of link, then the reminders', async () => {
    const { upload, staff, tara, liam, deliveryPage } = await setup(NEVER_SIGNED_IN, SIGNED_IN_BEFORE);
    const id = await upload();
    expect((await post(`/api/tax_returns/${id}/send`, staff)).statusCode).toBe(200);
    const sent = await lastMailTo(t.dataDir, tara.email!);
    expect(sent.subject).toMatch(/: your 2025 tax return is ready for review — /);
    expectPageLink(await lastMailTo(t.dataDir, liam.email!), deliveryPage(id));

    // The staff's reminder to a signer who still has not signed in: another arrival link, to the same page.
    expect((await post(`/api/tax_returns/${id}/send_reminders`, staff)).statusCode).toBe(200);
    const reminder = await lastMailTo(t.dataDir, tara.email!);
    expect(reminder.subject).toMatch(/: reminder, your 2025 tax return is waiting for you — /);
    expectPageLink(await lastMailTo(t.dataDir, liam.email!), deliveryPage(id));
    const signedIn = await followArrivalLink(t, reminder, deliveryPage(id));
    const seen = await get(`/api/tax_returns/${id}`, signedIn);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id, status: 'sent' });
    // Once she has chosen how to sign in, the first email's link sets up nothing more.
    const first = new URL(/https?:\/\/\S+\/set-sign-in-method\S*/.exec(sent.text)![0]);
    const stale = await get(`/api/users/sign_in_setup?token=${first.searchParams.get('token')}`, {});
    expect(stale.statusCode).toBe(410);
  });

  it('the automatic reminder: a signer who never signed in arrives on the return’s page', async () => {
    const { db, upload, staff, liam, deliveryPage } = await setup(SIGNED_IN_BEFORE, NEVER_SIGNED_IN);
    const id = await upload();
    expect((await post(`/api/tax_returns/${id}/send`, staff)).statusCode).toBe(200);
    await db
      .update(taxReturns)
      .set({ sentAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(taxReturns.id, id));
    await remindDueTaxReturns({ ...t.deps, db });
    const reminder = await lastMailTo(t.dataDir, liam.email!);
    expect(reminder.subject).toMatch(/: reminder, your 2025 tax return is waiting for you — /);
    await followArrivalLink(t, reminder, deliveryPage(id));
  });

  it('the return filed in Documents: an owner who never signed in arrives in the entity’s documents', async () => {
    const { upload, staff, tara, liam, company } = await setup(NEVER_SIGNED_IN, SIGNED_IN_BEFORE);
    const id = await upload();
    const sent = await post(`/api/tax_returns/${id}/send_to_documents`, staff, {});
    expect(sent.statusCode, sent.body).toBe(200);
    const documentsPage = `/documents/${company.hashId}`;
    const signedIn = await followArrivalLink(t, await lastMailTo(t.dataDir, tara.email!), documentsPage);
    expect((await get(`/api/tax_returns/${id}`, signedIn)).statusCode).toBe(200);
    expectPageLink(await lastMailTo(t.dataDir, liam.email!), documentsPage);
  });
});

import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOwners } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { expectPageLink, followArrivalLink, NEVER_SIGNED_IN, SIGNED_IN_BEFORE } from '../../test/arrival-mail.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { lastMailTo } from '../../test/outbox.ts';
import { until } from '../../test/poll.ts';

/** A one-page letter with a signature line for each of two owners. */
async function letterPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  page.drawText('Taxpayer signature', { x: 72, y: 200, size: 11, font });
  page.drawText('Spouse signature', { x: 72, y: 150, size: 11, font });
  return Buffer.from(await pdf.save());
}

/**
 * Issue 21 §2: the email asking an owner to sign gives one who has never signed in an arrival link that
 * leads, through the sign-in method choice, to the request's review page; one who has signed in before
 * gets the page's own link.
 */
describe('signature request emails to signers who never signed in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
  });
  afterAll(() => t.close());

  it('leads the signer who never signed in to the review page; the other keeps the page’s link', async () => {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { signature_requests_enabled: true } });
    const staff = (await signInAs(db, await buildStaff(db, firm))).headers;
    const nora = await buildClient(db, firm, { fname: 'Nora', lname: 'Quill', ...NEVER_SIGNED_IN });
    const omar = await buildClient(db, firm, { fname: 'Omar', lname: 'Quill', ...SIGNED_IN_BEFORE });
    const company = await buildCompany(db, firm, nora, { name: 'Nora & Omar Quill' });
    await db.insert(companyOwners).values({ firmId: firm.id, companyId: company.id, userId: omar.id });
    const body = multipart({ company_id: String(company.id), document_name: 'Engagement letter', tax_year: '2025' }, [
      { name: 'letter.pdf', content: await letterPdf(), type: 'application/pdf' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/signature_requests',
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/signature_requests/${id}`, headers });
    await until(
      () => get(staff).then((r) => r.json()),
      (d) => d.status !== 'processing',
    );
    const sent = await t.app.inject({ method: 'POST', url: `/api/signature_requests/${id}/send`, headers: staff });
    expect(sent.statusCode, sent.body).toBe(200);

    const page = (userId: number) => `/review-signature-request/${id}?companyId=${company.id}&signer=${userId}`;
    const mail = await lastMailTo(t.dataDir, nora.email!);
    expect(mail.subject).toMatch(/: please sign Engagement letter — /);
    const signedIn = await followArrivalLink(t, mail, page(nora.id));
    // The page she lands on is hers: the request with her as its signer.
    const seen = await get(signedIn);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().my_signer_id).toEqual(expect.any(Number));
    expectPageLink(await lastMailTo(t.dataDir, omar.email!), page(omar.id));
  });
});

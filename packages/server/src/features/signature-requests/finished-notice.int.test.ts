import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOwners, notifications } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { readMail } from '../../test/outbox.ts';
import { until } from '../../test/poll.ts';
import { sealSignatureRequest } from './seal-signature-request.ts';

/** A one-page letter without any "Signature" label: the portal proposes no field, staff place them. */
async function plainLetter(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText('Engagement letter for the 2025 tax year', { x: 72, y: 720, size: 14, font });
  return Buffer.from(await pdf.save());
}

const field = (signerId: number, y: number) => ({
  signer_id: signerId,
  kind: 'signature',
  page: 0,
  x: 0.1,
  y,
  width: 0.3,
  height: 0.05,
});

/**
 * One step to send (issue 37 §7): the fields as placed go with Send, and Send says who has no signature
 * field; and everyone gets the finished document (§6): once the last signer signs, each signer and the
 * staff member who sent it are told, once, by email and in the portal, with the link to the signed copy.
 */
describe('signature requests: one step to send, and the finished-document notice', () => {
  let t: TestApp;
  let letter: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    letter = await plainLetter();
  });
  afterAll(() => t.close());

  async function preparedRequest() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { signature_requests_enabled: true } });
    const partner = await buildStaff(db, firm, { fname: 'Pat' });
    const nora = await buildClient(db, firm, { fname: 'Nora', lname: 'Quill' });
    const omar = await buildClient(db, firm, { fname: 'Omar', lname: 'Quill' });
    const company = await buildCompany(db, firm, nora, { name: 'Nora & Omar Quill' });
    await db.insert(companyOwners).values({ firmId: firm.id, companyId: company.id, userId: omar.id });
    const as = async (u: { id: number; firmId: number }) => (await signInAs(db, u)).headers;
    const staff = await as(partner);
    const body = multipart({ company_id: String(company.id), document_name: 'Engagement letter', tax_year: '2025' }, [
      { name: 'letter.pdf', content: letter, type: 'application/pdf' },
    ]);
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/signature_requests',
        headers: { ...staff, ...body.headers },
        payload: body.payload,
      })
    ).json().id as number;
    const detail = () => t.app.inject({ url: `/api/signature_requests/${id}`, headers: staff }).then((r) => r.json());
    const prepared = await until(detail, (d) => d.status === 'action_required');
    const [noraSigner, omarSigner] = prepared.signers as { id: number }[];
    const send = (payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/signature_requests/${id}/send`, headers: staff, payload });
    return { db, firm, partner, nora, omar, company, staff, as, id, detail, send, noraSigner, omarSigner };
  }

  it('sends with the fields as placed in one step, and says by name who has no signature field', async () => {
    const r = await preparedRequest();
    expect((await r.detail()).fields).toEqual([]);
    const refused = await r.send({ fields: [field(r.noraSigner!.id, 0.8)] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Place a signature field for Omar Quill before sending.');
    // The fields placed were kept even so: nothing the staff member did is lost.
    expect((await r.detail()).fields).toHaveLength(1);
    expect((await r.send({ fields: [{ ...field(r.noraSigner!.id, 0.8), signer_id: 999_999 }] })).statusCode).toBe(400);
    const sent = await r.send({ fields: [field(r.noraSigner!.id, 0.8), field(r.omarSigner!.id, 0.9)] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await r.detail()).toMatchObject({ status: 'sent' });
    expect((await r.detail()).fields).toHaveLength(2);
  });

  it('tells every signer and the sender once, by email and in the portal, when the last signer signs', async () => {
    const r = await preparedRequest();
    expect((await r.send({ fields: [field(r.noraSigner!.id, 0.8), field(r.omarSigner!.id, 0.9)] })).statusCode).toBe(
      200,
    );
    const sign = async (user: { id: number; firmId: number }, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/signature_requests/${r.id}/sign`,
        headers: await r.as(user),
        payload: { signature_type: 'typed', signature },
      });
    expect((await sign(r.nora, 'Nora Quill')).statusCode).toBe(200);
    const signedMail = async (email: string) =>
      (await readMail(t.dataDir)).filter((m) => m.to === email && m.subject === 'Signed: Engagement letter (2025)');
    // Not before the last signature.
    expect(await signedMail(r.nora.email!)).toHaveLength(0);
    expect((await sign(r.omar, 'Omar Quill')).statusCode).toBe(200);
    await until(r.detail, (d) => d.status === 'signed');
    await until(
      () => signedMail(r.partner.email!),
      (m) => m.length > 0,
    );
    for (const person of [r.nora, r.omar, r.partner]) {
      const mails = await signedMail(person.email!);
      expect(mails, person.email!).toHaveLength(1);
      expect(mails[0]!.text).toContain('is now signed by everyone (Nora Quill, Omar Quill)');
      const notices = await r.db.select().from(notifications).where(eq(notifications.userId, person.id));
      expect(
        notices.filter((n) => n.text === 'Engagement letter (2025) for Nora & Omar Quill is signed by everyone'),
      ).toHaveLength(1);
    }
    // The signers' links open the signed copy's page; the sender's, the Signatures screen on it.
    expect((await signedMail(r.nora.email!))[0]!.text).toContain(
      `/review-signature-request/${r.id}?companyId=${r.company.id}`,
    );
    expect((await signedMail(r.partner.email!))[0]!.text).toContain(`/signature-requests?open=${r.id}`);
    // A seal job run again (a retry) tells no one twice.
    await sealSignatureRequest(t.deps, r.id);
    for (const person of [r.nora, r.omar, r.partner]) expect(await signedMail(person.email!)).toHaveLength(1);
  });
});

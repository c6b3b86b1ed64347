import { createHash } from 'node:crypto';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixedClock,
  identityMessages,
  SAMPLE_RETURN_PAGES,
  taxReturnMessages,
  type RealtimeEvent,
} from '@portal/domain';
import { companyOwners, documents, taxReturnFormSigners, taxReturnForms } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { resealPendingForms, sealTaxReturnForm } from './seal-tax-return-form.ts';
import { staffChannel, userChannel } from '../../platform/realtime/realtime-hub.ts';
import { verifyPdfSeal } from '../../platform/signing/verify-pdf-seal.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { pdfPages, textPagesPdf } from '../../test/pdf-files.ts';
import { sentTaxReturn, typedSignature } from '../../test/sent-tax-return.ts';
import { until } from '../../test/poll.ts';

/** A real 1x1 PNG, as a drawn signature arrives. */
const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const typed = typedSignature;

describe('tax returns: signing the e-file authorization (issue 18)', () => {
  let t: TestApp;
  let returnPdf: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    returnPdf = await textPagesPdf(SAMPLE_RETURN_PAGES);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const sentReturn = (prefs: Record<string, boolean> = {}) => sentTaxReturn(t, returnPdf, prefs);

  it('answers 401, 400, 403 and 404 as it should, and lets each signer sign their own form once', async () => {
    const r = await sentReturn();
    const other = await sentReturn();
    expect((await r.sign({})).statusCode).toBe(401);
    // A blank signature, an unknown kind: 400 naming the field; nothing is signed.
    const blank = await r.sign(r.taraH, typed('  '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ signature: 'Please enter your signature' });
    expect((await r.sign(r.taraH, { ...typed('Tara'), signature_type: 'ink' })).statusCode).toBe(400);
    expect((await r.sign(r.taraH, { signature: 'x', signature_type: 'drawn', client_time: '' })).statusCode).toBe(400);
    // Staff do not sign for a client; another firm's return and form are 404, to staff and clients alike.
    expect((await r.sign(r.staff)).statusCode).toBe(403);
    expect((await r.sign(other.taraH)).statusCode).toBe(404);
    expect((await r.sign(other.staff)).statusCode).toBe(404);
    expect((await r.sign(r.taraH, typed('Tara Jones'), other.formId)).statusCode).toBe(404);
    // A client of the firm who is not an owner of the entity: 404, no details.
    const stranger = await r.as(await buildClient(r.db, r.firm));
    expect((await r.sign(stranger)).statusCode).toBe(404);

    expect((await r.detail(r.taraH)).status).toBe('sent');
    const first = await r.sign(r.taraH);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ form_signed: false, all_signed: false });
    // Signing twice is refused.
    const twice = await r.sign(r.taraH);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(taxReturnMessages.alreadySigned);
    expect((await r.detail()).signatures_signed).toBe(1);

    const second = await r.sign(r.liamH, { signature: DRAWN, signature_type: 'drawn', client_time: 'now' });
    expect(second.json()).toEqual({ form_signed: true, all_signed: true });
    expect(await r.detail()).toMatchObject({ status: 'signed', all_signed: true, signatures_signed: 2 });
    // Signed: a client can no longer approve it as a draft.
    const approve = await call('POST', `/api/tax_returns/${r.id}/draft_review`, r.taraH, { decision: 'approve' });
    expect(approve.statusCode).toBe(409);
  });

  it("refuses another signer's form (403); the one signer left signs once", async () => {
    const r = await sentReturn();
    // Liam alone signs the form now.
    await r.db
      .delete(taxReturnFormSigners)
      .where(and(eq(taxReturnFormSigners.formId, r.formId), eq(taxReturnFormSigners.userId, r.tara.id)));
    const refused = await r.sign(r.taraH);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(taxReturnMessages.notFormSigner);
    expect((await r.sign(r.liamH, typed('Liam Jones'))).statusCode).toBe(200);
    expect((await r.sign(r.liamH, typed('Liam Jones'))).statusCode).toBe(409);
  });

  it('seals the form once both have signed: their signatures on the page, a certificate naming both, the portal’s seal', async () => {
    const r = await sentReturn();
    const events: RealtimeEvent[] = [];
    const offs = [
      t.deps.realtime.subscribe(staffChannel(r.firm.id), (e) => events.push(e)),
      t.deps.realtime.subscribe(userChannel(r.liam.id), (e) => events.push(e)),
    ];
    const link = () => call('GET', `/api/tax_returns/${r.id}/e_sign_forms/${r.formId}/document`, r.taraH);
    expect((await link()).statusCode).toBe(409);
    await r.sign(r.taraH);
    await r.sign(r.liamH, typed('Liam Jones'));
    // The staff table and the spouse's page hear of each change.
    expect(events.filter((e) => e.type === 'tax_return_updated')).toEqual(
      expect.arrayContaining([{ type: 'tax_return_updated', tax_return_id: r.id }]),
    );
    const ready = await until(
      () => r.detail(r.taraH),
      (d) => d.e_sign_forms[0].signed_document_ready,
    );
    expect(ready.e_sign_forms[0].signed_document_ready).toBe(true);
    offs.forEach((off) => off());

    expect((await call('GET', `/api/tax_returns/${r.id}/e_sign_forms/${r.formId}/document`, {})).statusCode).toBe(401);
    const other = await sentReturn();
    expect(
      (await call('GET', `/api/tax_returns/${r.id}/e_sign_forms/${r.formId}/document`, other.taraH)).statusCode,
    ).toBe(404);
    const got = await link();
    expect(got.statusCode, got.body).toBe(200);
    const pdf = await t.app.inject({ url: got.json().url });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const pages = await pdfPages(pdf.rawPayload);
    // The 8879's page with both signatures, then the certificate.
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Form 8879');
    expect(pages[0]).toContain('Tara Jones');
    expect(pages[0]).toContain('Liam Jones');
    expect(pages[1]).toContain('Certificate of completion');
    expect(pages[1]).toContain(r.tara.email!);
    expect(pages[1]).toContain(r.liam.email!);
    const identity = await t.deps.signing();
    expect(verifyPdfSeal(pdf.rawPayload, identity.fingerprint)).toMatchObject({ status: 'intact', byPortal: true });

    // The firm's staff can check a copy later: these exact bytes are this return's sealed 8879.
    const verify = (headers: Record<string, string>) => {
      const body = multipart({}, [{ name: 'signed.pdf', content: pdf.rawPayload, type: 'application/pdf' }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/signatures/verify',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const checked = (await verify(r.staff)).json();
    expect(checked).toMatchObject({
      status: 'intact',
      by_portal: true,
      request: { subject_type: 'tax_return', id: r.id, form_name: 'Form 8879', tax_year: 2025 },
    });
    expect(checked.request.signers.map((s: { name: string }) => s.name)).toEqual(['Tara Jones', 'Liam Jones']);
    // Another firm learns nothing of it.
    expect((await verify(other.staff)).json()).toMatchObject({ status: 'unknown_document', request: null });
  });

  it('keeps the evidence IRS Publication 1345 asks for: the signed form, time, IP address, login and identity result', async () => {
    const r = await sentReturn({ tax_return_identity_verification_enabled: true, tax_return_stripe_idv_enabled: true });
    const mine = await r.detail(r.taraH);
    expect(mine).toMatchObject({ identity_required: true, my_identity: { required: true, status: 'not_started' } });
    // The delivery is request type 11 with its instruction (spec 002 §3).
    expect(mine).toMatchObject({
      request_type: 11,
      instruction: 'Please sign form 8879 and download your tax return.',
    });
    await r.detail(r.taraH);
    // Identity first: refused until verified through the (test-mode) provider.
    const refused = await r.sign(r.taraH);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(identityMessages.verifyFirst);
    const verifyUrl = `/api/tax_returns/${r.id}/verify_identity`;
    expect((await call('POST', verifyUrl, {})).statusCode).toBe(401);
    expect((await call('POST', verifyUrl, r.staff)).statusCode).toBe(403);
    const other = await sentReturn();
    expect((await call('POST', verifyUrl, other.taraH)).statusCode).toBe(404);
    for (const [who, headers] of [
      ['Tara Jones', r.taraH],
      ['Liam Jones', r.liamH],
    ] as const) {
      const started = await call('POST', verifyUrl, headers);
      expect(started.statusCode, started.body).toBe(200);
      const session = decodeURIComponent(started.json().url.replace('/test-verification/', ''));
      const done = await call('POST', `/api/test_verification/${session}`, headers, { outcome: 'verified' });
      expect(done.json().redirect_url).toBe(`/tax-return-delivery/${r.id}?companyId=${r.company.id}`);
      expect((await call('POST', verifyUrl, headers)).statusCode).toBe(409);
      const signed = await r.sign(headers, typed(who));
      expect(signed.statusCode, signed.body).toBe(200);
    }
    await until(
      () => r.detail(),
      (d) => d.e_sign_forms[0].signed_document_ready,
    );
    await call('GET', `/api/tax_returns/${r.id}/e_sign_forms/${r.formId}/document`, r.liamH);

    const evidenceUrl = `/api/tax_returns/${r.id}/evidence`;
    expect((await call('GET', evidenceUrl, {})).statusCode).toBe(401);
    expect((await call('GET', evidenceUrl, r.taraH)).statusCode).toBe(403);
    expect((await call('GET', evidenceUrl, other.staff)).statusCode).toBe(404);
    const evidence = (await call('GET', evidenceUrl, r.staff)).json();
    expect(evidence.chain).toMatchObject({ intact: true });
    const [form] = evidence.forms;
    expect(form).toMatchObject({ form: 'Form 8879', signed_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    for (const s of form.signers) {
      expect(s).toMatchObject({
        signed_at: expect.any(String),
        ip_address: '127.0.0.1',
        login_id: expect.stringContaining('@'),
        method: 'typed',
        identity: 'Verified',
      });
    }
    const kinds = evidence.events.map((e: { event: string }) => e.event);
    expect(kinds).toEqual(
      expect.arrayContaining(['sent', 'viewed', 'identity_checked', 'signed', 'sealed', 'downloaded']),
    );
    // A signer's first look is recorded once, however often they open the return.
    expect(kinds.filter((k: string) => k === 'viewed')).toHaveLength(1);
    const signedEvents = evidence.events.filter((e: { event: string }) => e.event === 'signed');
    expect(signedEvents).toHaveLength(2);
    expect(signedEvents[0].data).toMatchObject({
      form: 'Form 8879',
      role: 'taxpayer',
      identity: 'Verified',
      login_id: r.tara.email,
      method: 'typed name',
      signature_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const pdf = await t.app.inject({
      url: (await call('GET', `/api/tax_returns/${r.id}/e_sign_forms/${r.formId}/document`, r.staff)).json().url,
    });
    // The digital image of the signed form: these very bytes, as the evidence fingerprints them.
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(form.signed_sha256);
    const certificate = (await pdfPages(pdf.rawPayload))[1]!;
    expect(certificate).toContain('Verified');
    // The same evidence as a PDF report for the firm's file.
    const report = await call('GET', `${evidenceUrl}?format=pdf`, r.staff);
    expect(report.headers['content-type']).toContain('application/pdf');
    const reportText = (await pdfPages(report.rawPayload)).join(' ');
    for (const expected of ['Form 8879', 'Tara Jones', 'Liam Jones', 'Verified', r.tara.email!, 'signed', 'sealed'])
      expect(reportText).toContain(expected);
    expect((await call('GET', `${evidenceUrl}?format=pdf`, r.taraH)).statusCode).toBe(403);
  });

  it("answers 404 once the client no longer owns the entity, and counts what is left on the client's card", async () => {
    const r = await sentReturn();
    const list = (headers: Record<string, string>) =>
      call('GET', `/api/tax_returns?company_id=${r.company.id}`, headers).then((x) => x.json());
    expect((await list(r.liamH)).items[0]).toMatchObject({
      signatures_signed: 0,
      signatures_total: 2,
      vouchers_paid: 0,
      vouchers_total: 1,
      paper_filings_mailed: 0,
      paper_filings_total: 1,
    });
    await r.db
      .delete(companyOwners)
      .where(and(eq(companyOwners.companyId, r.company.id), eq(companyOwners.userId, r.liam.id)));
    const gone = await call('GET', `/api/tax_returns/${r.id}`, r.liamH);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(taxReturnMessages.notFound);
    expect((await r.sign(r.liamH, typed('Liam Jones'))).statusCode).toBe(404);
  });

  it('takes a form signed on paper only from staff, once, as its signature', async () => {
    const r = await sentReturn();
    await r.db.update(taxReturnForms).set({ wetSignatureRequired: true }).where(eq(taxReturnForms.id, r.formId));
    // Clients do not sign it on the portal.
    const onPortal = await r.sign(r.taraH);
    expect(onPortal.statusCode).toBe(409);
    expect(onPortal.json().error.message).toBe(taxReturnMessages.wetSignature);
    const url = `/api/tax_returns/${r.id}/e_sign_forms/${r.formId}/mark_signed`;
    expect((await call('POST', url, {})).statusCode).toBe(401);
    expect((await call('POST', url, r.taraH)).statusCode).toBe(403);
    const other = await sentReturn();
    expect((await call('POST', url, other.staff)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/tax_returns/${other.id}/e_sign_forms/${other.formId}/mark_signed`, other.staff)).json()
        .error.message,
    ).toBe(taxReturnMessages.notPaperForm);
    const marked = await call('POST', url, r.staff);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ all_signed: true });
    expect((await call('POST', url, r.staff)).statusCode).toBe(409);
    const detail = await r.detail(r.taraH);
    // Its signers count as signed on the card and in the table.
    expect(detail).toMatchObject({ status: 'signed', all_signed: true, signatures_signed: 2, signatures_total: 2 });
    expect(detail.e_sign_forms[0].marked_signed_at).toEqual(expect.any(String));
  });

  it('takes two signatures made at the same moment: the return is signed and its form sealed', async () => {
    const r = await sentReturn();
    const [a, b] = await Promise.all([r.sign(r.taraH), r.sign(r.liamH, typed('Liam Jones'))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Exactly one of them finished the form, and the return knows it is signed.
    expect([a.json().form_signed, b.json().form_signed].filter(Boolean)).toHaveLength(1);
    expect(await r.detail()).toMatchObject({ status: 'signed', all_signed: true });
    await until(
      () => r.detail(),
      (d) => d.e_sign_forms[0].signed_document_ready,
    );
  });

  it('queues again a signed form whose seal was lost, after a grace period', async () => {
    const r = await sentReturn();
    await r.sign(r.taraH);
    await r.sign(r.liamH, typed('Liam Jones'));
    await until(
      () => r.detail(),
      (d) => d.e_sign_forms[0].signed_document_ready,
    );
    // As if the seal job had been lost in a restart.
    await r.db
      .update(taxReturnForms)
      .set({ sealedAt: null, signedDocumentId: null, signedSha256: null })
      .where(eq(taxReturnForms.id, r.formId));
    const sweep = (at: Date) => resealPendingForms({ ...t.deps, db: r.db, clock: fixedClock(at.toISOString()) });
    expect(await sweep(new Date())).toBe(0);
    expect(await sweep(new Date(Date.now() + 11 * 60 * 1000))).toBeGreaterThanOrEqual(1);
    const again = await until(
      () => r.detail(),
      (d) => d.e_sign_forms[0].signed_document_ready,
    );
    expect(again.e_sign_forms[0].signed_document_ready).toBe(true);
  });

  it('keeps one signed copy when two seal runs of a form meet (a retried job)', async () => {
    const r = await sentReturn();
    await r.sign(r.taraH);
    await r.sign(r.liamH, typed('Liam Jones'));
    await until(
      () => r.detail(),
      (d) => d.e_sign_forms[0].signed_document_ready,
    );
    const signedCopies = async () =>
      (
        await r.db
          .select({ id: documents.id })
          .from(documents)
          .where(
            and(eq(documents.companyId, r.company.id), like(documents.name, '%signed%'), isNull(documents.deletedAt)),
          )
      ).length;
    expect(await signedCopies()).toBe(1);
    // Its seal forgotten, as after a lost job; then two runs at once.
    await r.db
      .update(taxReturnForms)
      .set({ sealedAt: null, signedDocumentId: null, signedSha256: null })
      .where(eq(taxReturnForms.id, r.formId));
    // On PostgreSQL the later one may also meet the first's file name and fail (a job would retry it and
    // find the form sealed); either way one new signed copy is filed.
    const runs = await Promise.allSettled([sealTaxReturnForm(t.deps, r.formId), sealTaxReturnForm(t.deps, r.formId)]);
    expect(runs.some((run) => run.status === 'fulfilled')).toBe(true);
    expect(await signedCopies()).toBe(2);
  });
});

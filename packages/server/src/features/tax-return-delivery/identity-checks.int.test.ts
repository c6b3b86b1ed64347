import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages, SAMPLE_RETURN_PAGES, VERIFICATION_STATUSES } from '@portal/domain';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient } from '../../test/factories.ts';
import { readMail } from '../../test/outbox.ts';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { sentTaxReturn } from '../../test/sent-tax-return.ts';

const CHECKED = { tax_return_identity_verification_enabled: true, tax_return_stripe_idv_enabled: true };

/**
 * The identity verification checks dialog (spec 002 §2) and the 'ID fraud detection' filter: staff see each
 * signer's checks (status, error, when), ask a signer to verify again, and filter the Deliver table by the
 * spec's aggregate (issue 37 §3).
 */
describe('tax returns: identity verification checks', () => {
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
  type Sent = Awaited<ReturnType<typeof sentTaxReturn>>;

  /** The signer goes through the test verification page and reports an outcome. */
  async function check(r: Sent, headers: Record<string, string>, outcome: object) {
    const started = await call('POST', `/api/tax_returns/${r.id}/verify_identity`, headers);
    expect(started.statusCode, started.body).toBe(200);
    const session = decodeURIComponent(started.json().url.replace('/test-verification/', ''));
    expect((await call('POST', `/api/test_verification/${session}`, headers, outcome)).statusCode).toBe(200);
  }

  it('shows staff each check with its status, error and session time; clients see none of it', async () => {
    const r = await sentTaxReturn(t, returnPdf, CHECKED);
    await check(r, r.taraH, { outcome: 'failed', error_code: 'selfie_face_mismatch' });
    const checks = (await r.detail()).stripe_identity_verifications;
    expect(checks).toEqual([
      {
        id: expect.any(Number),
        user_id: r.tara.id,
        status: 'failed',
        label: 'Failed',
        error_code: 'selfie_face_mismatch',
        error_description: 'The selfie does not match the face on the identity document.',
        stripe_verification_session_created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reused_from: null,
      },
    ]);
    expect((await r.detail(r.taraH)).stripe_identity_verifications).toEqual([]);
    // A retry: the newest check first, the failed one kept.
    await check(r, r.taraH, { outcome: 'verified' });
    expect((await r.detail()).stripe_identity_verifications.map((c: { status: string }) => c.status)).toEqual([
      'verified',
      'failed',
    ]);
  });

  it('Resend asks a signer to verify again, by email and notice: 401, 400, 403, 404, 409 and 200', async () => {
    const r = await sentTaxReturn(t, returnPdf, CHECKED);
    const other = await sentTaxReturn(t, returnPdf, CHECKED);
    await check(r, r.taraH, { outcome: 'failed', error_code: 'document_expired' });
    const url = (userId: number | string, id: number = r.id) =>
      `/api/tax_returns/${id}/identity_verifications/${userId}/resend`;
    expect((await call('POST', url(r.tara.id), {})).statusCode).toBe(401);
    expect((await call('POST', url('abc'), r.staff)).statusCode).toBe(400);
    expect((await call('POST', url(r.tara.id), r.taraH)).statusCode).toBe(403);
    expect((await call('POST', url(r.tara.id), other.staff)).statusCode).toBe(404);
    // Someone who signs nothing on this return.
    expect((await call('POST', url((await buildClient(r.db, r.firm)).id), r.staff)).statusCode).toBe(404);
    const sent = await call('POST', url(r.tara.id), r.staff);
    expect(sent.json()).toEqual({ message: identityMessages.resent });
    const mail = (await readMail(t.dataDir)).filter((m) => m.to === r.tara.email).at(-1)!;
    expect(mail.subject).toBe('Please verify your identity to sign your 2025 tax return');
    expect(mail.text).toContain('The provided identity document has expired.');
    expect(mail.text).toContain(`/tax-return-delivery/${r.id}`);
    // Verified: nothing to ask again.
    await check(r, r.taraH, { outcome: 'verified' });
    const done = await call('POST', url(r.tara.id), r.staff);
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe(identityMessages.notResendable);
    // A return sent without the check has none to ask for.
    const plain = await sentTaxReturn(t, returnPdf);
    expect((await call('POST', url(plain.tara.id, plain.id), plain.staff)).statusCode).toBe(409);
  });

  it('filters the Deliver table by fraud_detection_status, as the column shows it', async () => {
    // Each return in a firm of its own (sentTaxReturn makes one): nobody checked; one signer failed; both
    // verified; one of the two verified (fewer results than signers: Needs Info).
    const another = () => sentTaxReturn(t, returnPdf, CHECKED);
    const none = await another();
    const rows = { none, failed: none, verified: none, partial: none, processing: none, canceled: none };
    rows.failed = await another();
    await check(rows.failed, rows.failed.taraH, { outcome: 'verified' });
    await check(rows.failed, rows.failed.liamH, { outcome: 'failed', error_code: 'selfie_manipulated' });
    rows.verified = await another();
    await check(rows.verified, rows.verified.taraH, { outcome: 'verified' });
    await check(rows.verified, rows.verified.liamH, { outcome: 'verified' });
    rows.partial = await another();
    await check(rows.partial, rows.partial.taraH, { outcome: 'verified' });
    rows.processing = await another();
    await check(rows.processing, rows.processing.taraH, { outcome: 'processing' });
    await check(rows.processing, rows.processing.liamH, { outcome: 'verified' });
    rows.canceled = await another();
    await check(rows.canceled, rows.canceled.taraH, { outcome: 'canceled' });
    await check(rows.canceled, rows.canceled.liamH, { outcome: 'verified' });
    const expected: Record<string, string> = {
      none: 'not_started',
      failed: 'failed',
      verified: 'verified',
      partial: 'requires_input',
      processing: 'processing',
      canceled: 'canceled',
    };
    for (const [name, r] of Object.entries(rows)) {
      const column = (await call('GET', '/api/tax_returns', r.staff)).json().items[0].fraud_detection_status;
      expect(column, name).toBe(expected[name]);
      for (const status of VERIFICATION_STATUSES) {
        const listed = (await call('GET', `/api/tax_returns?fraud_detection_status=${status}`, r.staff)).json()
          .items as { id: number }[];
        expect(
          listed.map((x) => x.id),
          `${name}: ${status}`,
        ).toEqual(status === column ? [r.id] : []);
      }
    }
    expect((await call('GET', '/api/tax_returns?fraud_detection_status=cancelled', none.staff)).statusCode).toBe(400);
    // A firm that does not check identity shows no column, and the filter matches nothing.
    const plain = await sentTaxReturn(t, returnPdf);
    expect(
      (await call('GET', '/api/tax_returns?fraud_detection_status=not_started', plain.staff)).json().items,
    ).toEqual([]);
  }, 120_000); // seven returns sent and checked: slow on a busy machine
});

import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages, SAMPLE_RETURN_PAGES } from '@portal/domain';
import { firms, identityVerifications } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { until } from '../../test/poll.ts';
import { sentTaxReturn } from '../../test/sent-tax-return.ts';

/** A one-page letter with a signature line each for the two owners. */
async function letterPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  page.drawText('Engagement letter', { x: 72, y: 720, size: 14, font });
  page.drawText('Taxpayer signature', { x: 72, y: 200, size: 11, font });
  page.drawText('Spouse signature', { x: 72, y: 150, size: 11, font });
  return Buffer.from(await pdf.save());
}

const CHECKED = {
  signature_requests_enabled: true,
  tax_return_identity_verification_enabled: true,
  tax_return_stripe_idv_enabled: true,
};

/**
 * One identity check per signer and sitting (issue 37 §2): a check passed for a return stands for the same
 * person's signature request within the firm's window, not after it, and never for anyone else; each
 * document's evidence records the check it relied on.
 */
describe('identity checks reused across documents', () => {
  let t: TestApp;
  let returnPdf: Buffer;
  let letter: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    returnPdf = await textPagesPdf(SAMPLE_RETURN_PAGES);
    letter = await letterPdf();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** A sent return whose taxpayer, Tara, passed her identity check on it (in the test mode). */
  async function verifiedOnReturn() {
    const r = await sentTaxReturn(t, returnPdf, CHECKED);
    const started = await call('POST', `/api/tax_returns/${r.id}/verify_identity`, r.taraH);
    expect(started.statusCode, started.body).toBe(200);
    const session = decodeURIComponent(started.json().url.replace('/test-verification/', ''));
    const done = await call('POST', `/api/test_verification/${session}`, r.taraH, { outcome: 'verified' });
    expect(done.statusCode, done.body).toBe(200);
    const [check] = await r.db
      .select()
      .from(identityVerifications)
      .where(
        and(
          eq(identityVerifications.subjectType, 'tax_return'),
          eq(identityVerifications.subjectId, r.id),
          eq(identityVerifications.userId, r.tara.id),
        ),
      );
    expect(check!.status).toBe('verified');
    return { r, check: check! };
  }

  /** A signature request for the same entity, sent to its owners. */
  async function sentRequest(r: Awaited<ReturnType<typeof sentTaxReturn>>) {
    const body = multipart({ company_id: String(r.company.id), document_name: 'Engagement letter', tax_year: '2025' }, [
      { name: 'letter.pdf', content: letter, type: 'application/pdf' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/signature_requests',
      headers: { ...r.staff, ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const detail = (h: Record<string, string> = r.staff) =>
      call('GET', `/api/signature_requests/${id}`, h).then((res) => res.json());
    await until(detail, (d) => d.status === 'action_required');
    const sent = await call('POST', `/api/signature_requests/${id}/send`, r.staff);
    expect(sent.statusCode, sent.body).toBe(200);
    const sign = (h: Record<string, string>, signature: string) =>
      call('POST', `/api/signature_requests/${id}/sign`, h, { signature_type: 'typed', signature });
    const identityOf = async (h: Record<string, string>, userId: number) =>
      (await detail(h)).signers.find((s: { user_id: number }) => s.user_id === userId).identity;
    return { id, detail, sign, identityOf };
  }

  it('stands for the same signer’s signature request within the window, never for another person', async () => {
    const { r, check } = await verifiedOnReturn();
    const request = await sentRequest(r);
    // Tara is not asked again: her check on the return stands, and the request shows it as reused.
    expect(await request.identityOf(r.taraH, r.tara.id)).toMatchObject({ status: 'verified', reused: true });
    const signed = await request.sign(r.taraH, 'Tara Jones');
    expect(signed.statusCode, signed.body).toBe(200);
    // Liam never verified: the request asks him, and he cannot sign yet.
    expect(await request.identityOf(r.liamH, r.liam.id)).toMatchObject({ status: 'not_started', reused: false });
    const refused = await request.sign(r.liamH, 'Liam Jones');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(identityMessages.verifyFirst);

    // The request's evidence names the check it relied on, and its signature names the row that says so.
    const events = (await call('GET', `/api/signature_requests/${request.id}/evidence`, r.staff)).json().events as {
      event: string;
      data: Record<string, unknown>;
    }[];
    const reused = events.find((e) => e.event === 'identity_checked')!;
    expect(reused.data).toMatchObject({
      status: 'verified',
      reused_from: { verification_id: check.id, subject_type: 'tax_return', subject_id: r.id, window_hours: 24 },
    });
    const signature = events.find((e) => e.event === 'signed')!;
    expect(signature.data.identity_verification).toMatchObject({ reused_from_id: check.id });
    // The staff's checks dialog says where the check came from.
    const [row] = (await call('GET', `/api/signature_requests/${request.id}`, r.staff))
      .json()
      .signers.filter((s: { user_id: number }) => s.user_id === r.tara.id);
    expect(row.identity).toMatchObject({ status: 'verified', reused: true });
  });

  it('is not reused once the firm’s window has passed, nor when the firm asks for a check every time', async () => {
    const { r, check } = await verifiedOnReturn();
    // Twenty-five hours later (the default window is 24).
    const earlier = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await r.db
      .update(identityVerifications)
      .set({ eventAt: earlier, updatedAt: earlier, createdAt: earlier })
      .where(eq(identityVerifications.id, check.id));
    const late = await sentRequest(r);
    expect(await late.identityOf(r.taraH, r.tara.id)).toMatchObject({ status: 'not_started', reused: false });
    expect((await late.sign(r.taraH, 'Tara Jones')).statusCode).toBe(403);

    // A firm that allows two days: the same check stands again.
    const setWindow = (hours: number) =>
      r.db
        .update(firms)
        .set({
          preferences: { new_tax_return_delivery_enabled: true, ...CHECKED, identity_verification_reuse_hours: hours },
        })
        .where(eq(firms.id, r.firm.id));
    await setWindow(48);
    expect(await late.identityOf(r.taraH, r.tara.id)).toMatchObject({ status: 'verified', reused: true });
    // A window of 0: every document asks for its own check.
    await setWindow(0);
    const strict = await sentRequest(r);
    expect(await strict.identityOf(r.taraH, r.tara.id)).toMatchObject({ status: 'not_started' });
  });
});

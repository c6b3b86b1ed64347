import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RETURN_PAGES, type RealtimeEvent } from '@portal/domain';
import { paymentCheckouts, taxReturnVouchers } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { staffChannel } from '../../platform/realtime/realtime-hub.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { sentTaxReturn } from '../../test/sent-tax-return.ts';

/**
 * A voucher is paid by the payment provider's webhook (issue 18 acceptance): applied once, even when the
 * payer never comes back to the portal; a cancelled checkout leaves it unpaid.
 */
describe('tax returns: vouchers paid through the payment webhook', () => {
  let t: TestApp;
  let returnPdf: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    returnPdf = await textPagesPdf(SAMPLE_RETURN_PAGES);
  });
  afterAll(() => t.close());

  const webhook = (raw: Buffer, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [t.deps.payments.signatureHeader]: signature } : {}),
      },
      payload: raw,
    });

  type Sent = Awaited<ReturnType<typeof sentTaxReturn>>;
  const checkout = (r: Sent, voucherId: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/tax_returns/${r.id}/vouchers/${voucherId}/checkout`, headers });
  const sessionOf = (started: { json(): { checkout_url: string } }) =>
    /\/test-checkout\/([^/?]+)/.exec(started.json().checkout_url)![1]!;
  const verify = (r: Sent, voucherId: number, sessionId: string) =>
    t.app
      .inject({
        method: 'POST',
        url: `/api/tax_returns/${r.id}/vouchers/${voucherId}/verify`,
        headers: r.taraH,
        payload: { session_id: sessionId },
      })
      .then((res) => res.json());

  it('pays the voucher once from a signed event, tells the firm, and ignores a replay or a forgery', async () => {
    if (t.deps.payments.kind !== 'test') throw new Error('the test app uses the built-in checkout');
    const provider = t.deps.payments;
    const r = await sentTaxReturn(t, returnPdf);
    const voucher = (await r.detail(r.taraH)).payment_vouchers[0];
    const sessionId = sessionOf(await checkout(r, voucher.id, r.taraH));
    const event = provider.paidWebhook(sessionId);

    // Unsigned or forged: 400, and nothing is paid.
    expect((await webhook(event.rawBody)).statusCode).toBe(400);
    const forged = Buffer.from(event.rawBody.toString().replace(sessionId, 'cs_test_other'));
    expect((await webhook(forged, event.signatureHeader)).statusCode).toBe(400);
    expect((await r.detail()).vouchers_paid).toBe(0);

    const heard: RealtimeEvent[] = [];
    const off = t.deps.realtime.subscribe(staffChannel(r.firm.id), (e) => heard.push(e));
    // The payer closed the tab at the checkout: the provider's event alone pays the voucher.
    const first = await webhook(event.rawBody, event.signatureHeader);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    off();
    expect(heard).toContainEqual({ type: 'tax_return_updated', tax_return_id: r.id });
    const paid = await r.detail();
    expect(paid).toMatchObject({ vouchers_paid: 1, all_paid: true, status: 'sent' });
    const db = t.deps.database.db;
    const [row] = await db.select().from(taxReturnVouchers).where(eq(taxReturnVouchers.id, voucher.id));
    const [paidCheckout] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.sessionId, sessionId));
    expect(paidCheckout).toMatchObject({ status: 'paid', subjectType: 'tax_return_voucher', subjectId: voucher.id });

    // The same event again is acknowledged and changes nothing; a second checkout is refused.
    expect((await webhook(event.rawBody, event.signatureHeader)).statusCode).toBe(200);
    const [again] = await db.select().from(taxReturnVouchers).where(eq(taxReturnVouchers.id, voucher.id));
    expect(again!.paidAt).toEqual(row!.paidAt);
    expect((await checkout(r, voucher.id, r.liamH)).statusCode).toBe(409);
    // Back on the page later, the return says it is paid.
    expect(await verify(r, voucher.id, sessionId)).toEqual({ is_paid: true });
  });

  it('leaves the voucher unpaid when the payer cancels, and an event about another session changes nothing', async () => {
    if (t.deps.payments.kind !== 'test') throw new Error('the test app uses the built-in checkout');
    const r = await sentTaxReturn(t, returnPdf);
    const voucher = (await r.detail(r.taraH)).payment_vouchers[0];
    const sessionId = sessionOf(await checkout(r, voucher.id, r.taraH));
    // Cancel: back to the page without paying; the check says unpaid and the voucher can still be paid.
    expect(await verify(r, voucher.id, sessionId)).toEqual({ is_paid: false });
    const unknown = t.deps.payments.kind === 'test' ? t.deps.payments.paidWebhook('cs_test_not_ours') : null;
    expect((await webhook(unknown!.rawBody, unknown!.signatureHeader)).statusCode).toBe(200);
    expect(await r.detail()).toMatchObject({ vouchers_paid: 0, all_paid: false });
    expect((await checkout(r, voucher.id, r.taraH)).statusCode).toBe(200);
  });
});

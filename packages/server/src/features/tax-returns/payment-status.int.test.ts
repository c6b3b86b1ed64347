import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RETURN_PAGES, taxReturnMessages } from '@portal/domain';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { sentTaxReturn, typedSignature } from '../../test/sent-tax-return.ts';

/**
 * Statuses move by themselves (issue 18 §3): every form signed → signed; every voucher paid → paid, in
 * whichever order the signers and the payer act (the domain's deliveredStatus: signing, then paying).
 */
describe('tax returns: all signed and all paid reach the paid status', () => {
  let t: TestApp;
  let returnPdf: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    returnPdf = await textPagesPdf(SAMPLE_RETURN_PAGES);
  });
  afterAll(() => t.close());

  type Sent = Awaited<ReturnType<typeof sentTaxReturn>>;

  /** Pays the return's one voucher through the built-in test checkout, as the payer's browser does. */
  async function payVoucher(r: Sent, headers: Record<string, string>) {
    if (t.deps.payments.kind !== 'test') throw new Error('the test app uses the built-in checkout');
    const voucherId = (await r.detail()).payment_vouchers[0].id as number;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/tax_returns/${r.id}/vouchers/${voucherId}/checkout`,
      headers,
    });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = /\/test-checkout\/([^/?]+)/.exec(started.json().checkout_url)![1]!;
    const paid = await t.app.inject({ method: 'POST', url: `/api/test-checkout/${sessionId}/pay`, headers });
    expect(paid.statusCode, paid.body).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/tax_returns/${r.id}/vouchers/${voucherId}/verify`,
      headers,
      payload: { session_id: sessionId },
    });
    expect(verified.json()).toEqual({ is_paid: true });
  }

  const signBoth = async (r: Sent) => {
    expect((await r.sign(r.taraH)).statusCode).toBe(200);
    expect((await r.sign(r.liamH, typedSignature('Liam Jones'))).statusCode).toBe(200);
  };

  const markFinished = (r: Sent) =>
    t.app.inject({ method: 'POST', url: `/api/tax_returns/${r.id}/mark_finished`, headers: r.staff });

  it('signed first, then paid: sent → signed → paid, and then the firm may finish it', async () => {
    const r = await sentTaxReturn(t, returnPdf);
    await signBoth(r);
    expect(await r.detail()).toMatchObject({ status: 'signed', all_signed: true, all_paid: false });
    // Signed but not paid: not finished yet.
    const early = await markFinished(r);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(taxReturnMessages.paymentMissing);

    await payVoucher(r, r.taraH);
    expect(await r.detail()).toMatchObject({
      status: 'paid',
      all_signed: true,
      all_paid: true,
      vouchers_paid: 1,
      vouchers_total: 1,
    });
    // The client's card says the same.
    expect(await r.detail(r.liamH)).toMatchObject({ status: 'paid' });
    expect((await markFinished(r)).json()).toEqual({ message: taxReturnMessages.markedFinished });
    expect((await r.detail()).status).toBe('finished');
  });

  it('paid first, then signed: sent (all paid) → paid once the last signature is made', async () => {
    const r = await sentTaxReturn(t, returnPdf);
    await payVoucher(r, r.liamH);
    // Paid, not signed: it waits for the signatures, and cannot be finished.
    expect(await r.detail()).toMatchObject({ status: 'sent', all_signed: false, all_paid: true });
    const early = await markFinished(r);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(taxReturnMessages.signaturesMissing);

    expect((await r.sign(r.taraH)).json()).toEqual({ form_signed: false, all_signed: false });
    expect((await r.detail()).status).toBe('sent');
    expect((await r.sign(r.liamH, typedSignature('Liam Jones'))).json()).toEqual({
      form_signed: true,
      all_signed: true,
    });
    // Straight to paid: it does not stop at signed.
    expect(await r.detail()).toMatchObject({ status: 'paid', all_signed: true, all_paid: true });
    expect((await markFinished(r)).statusCode).toBe(200);
    expect((await r.detail()).status).toBe('finished');
  });

  it('signed, then paid by the provider’s webhook alone (the payer never came back): paid', async () => {
    if (t.deps.payments.kind !== 'test') throw new Error('the test app uses the built-in checkout');
    const r = await sentTaxReturn(t, returnPdf);
    await signBoth(r);
    const voucherId = (await r.detail()).payment_vouchers[0].id as number;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/tax_returns/${r.id}/vouchers/${voucherId}/checkout`,
      headers: r.taraH,
    });
    const sessionId = /\/test-checkout\/([^/?]+)/.exec(started.json().checkout_url)![1]!;
    const event = t.deps.payments.paidWebhook(sessionId);
    const received = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', [t.deps.payments.signatureHeader]: event.signatureHeader },
      payload: event.rawBody,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await r.detail()).toMatchObject({ status: 'paid', all_signed: true, all_paid: true });
  });

  it('signed, the firm’s invoice paid, then the vouchers paid: signed → invoice_paid → paid', async () => {
    const r = await sentTaxReturn(t, returnPdf);
    await signBoth(r);
    const invoice = await t.app.inject({
      method: 'POST',
      url: `/api/tax_returns/${r.id}/invoice_paid`,
      headers: r.staff,
      payload: { paid: true },
    });
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(await r.detail()).toMatchObject({ status: 'invoice_paid', invoice_paid: true, all_paid: false });
    await payVoucher(r, r.taraH);
    expect(await r.detail()).toMatchObject({ status: 'paid', invoice_paid: true, all_paid: true });
  });

  it('an invoice marked paid by mistake and taken back: invoice_paid → signed, waiting for payment again', async () => {
    const r = await sentTaxReturn(t, returnPdf);
    await signBoth(r);
    const invoice = (paid: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tax_returns/${r.id}/invoice_paid`,
        headers: r.staff,
        payload: { paid },
      });
    expect((await invoice(true)).statusCode).toBe(200);
    expect(await r.detail()).toMatchObject({ status: 'invoice_paid' });
    expect((await invoice(false)).statusCode).toBe(200);
    expect(await r.detail()).toMatchObject({ status: 'signed', invoice_paid: false, all_paid: false });
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/tax_returns/${r.id}/mark_finished`,
      headers: r.staff,
    });
    expect(finish.statusCode).toBe(409);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RETURN_PAGES, taxReturnMessages } from '@portal/domain';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { sentTaxReturn, typedSignature } from '../../test/sent-tax-return.ts';

/**
 * The firm's invoice (issue 37 §1): its fee, the one payment on a return made to the firm, through its
 * checkout (here the built-in test checkout) titled as the firm's invoice; paid, the return reads
 * invoice_paid once its tax payments are recorded too.
 */
describe('tax returns: the firm’s invoice through its checkout', () => {
  let t: TestApp;
  let returnPdf: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    returnPdf = await textPagesPdf(SAMPLE_RETURN_PAGES);
  });
  afterAll(() => t.close());

  const invoiced = () => sentTaxReturn(t, returnPdf, {}, undefined, { invoice_amount_cents: 45000 });
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const sessionOf = (url: string) => /\/test-checkout\/([^/?]+)/.exec(url)![1]!;

  it('answers 401, 400, 403, 404 and 409 as it should', async () => {
    const r = await invoiced();
    const other = await invoiced();
    const plain = await sentTaxReturn(t, returnPdf);
    const url = `/api/tax_returns/${r.id}/invoice/checkout`;
    expect((await call('POST', url, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/tax_returns/abc/invoice/checkout', r.taraH)).statusCode).toBe(400);
    expect((await call('POST', url, r.staff)).statusCode).toBe(403);
    for (const headers of [other.taraH, other.staff]) expect((await call('POST', url, headers)).statusCode).toBe(404);
    const none = await call('POST', `/api/tax_returns/${plain.id}/invoice/checkout`, plain.taraH);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(taxReturnMessages.noInvoice);
    expect((await call('POST', `/api/tax_returns/${r.id}/invoice/verify`, r.taraH, {})).statusCode).toBe(400);
    expect((await r.detail(r.taraH)).invoice_amount_cents).toBe(45000);
  });

  it('is paid through the checkout titled as the firm’s invoice, once; the statuses follow', async () => {
    if (t.deps.payments.kind !== 'test') throw new Error('the test app uses the built-in checkout');
    const r = await invoiced();
    expect((await r.sign(r.taraH)).statusCode).toBe(200);
    expect((await r.sign(r.liamH, typedSignature('Liam Jones'))).statusCode).toBe(200);
    const voucher = (await r.detail()).payment_vouchers[0].id as number;
    await call('POST', `/api/tax_returns/${r.id}/vouchers/${voucher}/paid`, r.taraH, {
      paid_on: '2026-04-10',
      method: 'eftps',
    });
    expect((await r.detail()).status).toBe('paid');

    const started = await call('POST', `/api/tax_returns/${r.id}/invoice/checkout`, r.liamH);
    expect(started.statusCode, started.body).toBe(200);
    const session = sessionOf(started.json().checkout_url);
    const page = (await call('GET', `/api/test-checkout/${session}`, r.liamH)).json();
    expect(page).toMatchObject({ title: 'Pay invoice', amount: 45000, status: 'open' });
    expect(page.description).toMatch(/^Invoice from /);
    const verify = () =>
      call('POST', `/api/tax_returns/${r.id}/invoice/verify`, r.liamH, { session_id: session }).then((x) => x.json());
    expect(await verify()).toEqual({ invoice_paid: false });
    expect((await call('POST', `/api/test-checkout/${session}/pay`, r.liamH)).statusCode).toBe(200);
    expect(await verify()).toEqual({ invoice_paid: true });
    expect(await r.detail()).toMatchObject({ status: 'invoice_paid', invoice_paid: true, all_paid: true });
    const again = await call('POST', `/api/tax_returns/${r.id}/invoice/checkout`, r.taraH);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(taxReturnMessages.invoiceAlreadyPaid);
  });

  it('is paid by the provider’s webhook alone, even if the payer never comes back', async () => {
    if (t.deps.payments.kind !== 'test') throw new Error('the test app uses the built-in checkout');
    const r = await invoiced();
    const started = await call('POST', `/api/tax_returns/${r.id}/invoice/checkout`, r.taraH);
    const event = t.deps.payments.paidWebhook(sessionOf(started.json().checkout_url));
    const received = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', [t.deps.payments.signatureHeader]: event.signatureHeader },
      payload: event.rawBody,
    });
    expect(received.statusCode, received.body).toBe(200);
    // Paid, but its tax payment and signatures are not: the invoice never stands in for them.
    expect(await r.detail()).toMatchObject({ invoice_paid: true, all_paid: false, status: 'sent' });
  });
});

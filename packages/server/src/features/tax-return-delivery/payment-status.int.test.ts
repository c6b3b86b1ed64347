import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericMessages, SAMPLE_RETURN_PAGES, taxReturnMessages, voucherPaymentMessages } from '@portal/domain';
import { activityLogs, companyOwners, paymentCheckouts, taxReturnVouchers } from '../../db/schema/index.ts';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient } from '../../test/factories.ts';
import { textPagesPdf } from '../../test/pdf-files.ts';
import { sentTaxReturn, typedSignature } from '../../test/sent-tax-return.ts';

/**
 * Vouchers are tax payments (issue 37 §1): the client pays the IRS or the state and records it here; the
 * portal never charges one. Statuses move by themselves: every form signed → signed; every voucher recorded
 * paid → paid; and the firm's invoice on top → invoice_paid. Undoing a payment moves the return back.
 */
describe('tax returns: vouchers recorded paid, and the statuses that follow them', () => {
  let t: TestApp;
  let returnPdf: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
    returnPdf = await textPagesPdf(SAMPLE_RETURN_PAGES);
  });
  afterAll(() => t.close());

  type Sent = Awaited<ReturnType<typeof sentTaxReturn>>;
  const paidUrl = async (r: Sent) => {
    const voucherId = (await r.detail()).payment_vouchers[0].id as number;
    return `/api/tax_returns/${r.id}/vouchers/${voucherId}/paid`;
  };
  const paid = { paid_on: '2026-04-10', method: 'irs_direct_pay', confirmation_number: '123-456-789' };

  /** The payer records the return's one voucher paid, as the client's page does. */
  async function recordPaid(r: Sent, headers: Record<string, string>, body: object = paid) {
    const res = await t.app.inject({ method: 'POST', url: await paidUrl(r), headers, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const undo = async (r: Sent, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: await paidUrl(r), headers });

  const signBoth = async (r: Sent) => {
    expect((await r.sign(r.taraH)).statusCode).toBe(200);
    expect((await r.sign(r.liamH, typedSignature('Liam Jones'))).statusCode).toBe(200);
  };
  const markFinished = (r: Sent) =>
    t.app.inject({ method: 'POST', url: `/api/tax_returns/${r.id}/mark_finished`, headers: r.staff });
  const invoice = (r: Sent, isPaid: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/tax_returns/${r.id}/invoice_paid`,
      headers: r.staff,
      payload: { paid: isPaid },
    });

  it('never charges a voucher through the firm’s checkout: there is none to open, and recording one makes none', async () => {
    const r = await sentTaxReturn(t, returnPdf);
    const voucherId = (await r.detail()).payment_vouchers[0].id as number;
    for (const path of ['checkout', 'verify']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/tax_returns/${r.id}/vouchers/${voucherId}/${path}`,
        headers: r.taraH,
        payload: { session_id: 'cs_test_x' },
      });
      expect(res.statusCode, path).toBe(404);
    }
    // The voucher says whom it pays: the IRS, with the amount and the due date.
    expect((await r.detail(r.taraH)).payment_vouchers[0]).toMatchObject({
      authority: 'IRS',
      amount_cents: 123456,
      due_date: '2026-04-15',
      is_paid: false,
    });
    expect(await recordPaid(r, r.taraH)).toEqual({
      message: voucherPaymentMessages.marked,
      status: 'sent',
      all_paid: true,
    });
    const checkouts = await r.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.subjectId, voucherId));
    expect(checkouts.filter((c) => c.subjectType === 'tax_return_voucher' && c.firmId === r.firm.id)).toEqual([]);
    // As the payer recorded it, for the client and the firm alike; the firm's activity says so too.
    for (const headers of [r.taraH, r.liamH, r.staff])
      expect((await r.detail(headers)).payment_vouchers[0]).toMatchObject({
        is_paid: true,
        paid_on: '2026-04-10',
        payment_method: 'irs_direct_pay',
        confirmation_number: '123-456-789',
      });
    const logged = await r.db.select().from(activityLogs).where(eq(activityLogs.firmId, r.firm.id));
    expect(logged.map((a) => a.title)).toContain('Tax payment recorded');
  });

  it('answers 401, 400, 403, 404 and 409 as it should', async () => {
    const r = await sentTaxReturn(t, returnPdf);
    const other = await sentTaxReturn(t, returnPdf);
    const url = await paidUrl(r);
    const post = (headers: Record<string, string>, payload: object = paid, at = url) =>
      t.app.inject({ method: 'POST', url: at, headers, payload });
    expect((await post({})).statusCode).toBe(401);
    const bad = await post(r.taraH, { paid_on: 'soon', method: 'paypal' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      paid_on: voucherPaymentMessages.paidOnRequired,
      method: voucherPaymentMessages.methodRequired,
    });
    expect((await post(r.taraH, paid, `/api/tax_returns/${r.id}/vouchers/abc/paid`)).statusCode).toBe(400);
    // Another firm's staff or client, a client of the firm who does not own the entity, another return's voucher.
    for (const headers of [other.staff, other.taraH, await r.as(await buildClient(r.db, r.firm))])
      expect((await post(headers)).statusCode).toBe(404);
    const otherVoucher = (await other.detail()).payment_vouchers[0].id as number;
    expect((await post(r.taraH, paid, `/api/tax_returns/${r.id}/vouchers/${otherVoucher}/paid`)).statusCode).toBe(404);
    // A read-only client looks, and does not record.
    const readonly = await buildClient(r.db, r.firm, { readonlyAccess: true });
    await r.db.insert(companyOwners).values({ firmId: r.firm.id, companyId: r.company.id, userId: readonly.id });
    const refused = await post(await r.as(readonly));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(genericMessages.forbidden);
    expect((await undo(r, r.taraH)).statusCode).toBe(409);
    expect((await post(r.taraH)).statusCode).toBe(200);
    const twice = await post(r.liamH);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(voucherPaymentMessages.alreadyPaid);
    // The firm records one for a client too (a withdrawal set up with the e-filed return).
    expect((await undo(r, r.staff)).statusCode).toBe(200);
    expect((await post(r.staff, { paid_on: '2026-04-15', method: 'withdrawal' })).json().all_paid).toBe(true);
  });

  it('signed first, then paid: sent → signed → paid; undo goes back to signed; then the firm may finish it', async () => {
    const r = await sentTaxReturn(t, returnPdf);
    await signBoth(r);
    expect(await r.detail()).toMatchObject({ status: 'signed', all_signed: true, all_paid: false });
    // Signed but not paid: not finished yet.
    const early = await markFinished(r);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(taxReturnMessages.paymentMissing);

    expect(await recordPaid(r, r.taraH)).toMatchObject({ status: 'paid', all_paid: true });
    expect(await r.detail()).toMatchObject({ status: 'paid', all_signed: true, all_paid: true, vouchers_paid: 1 });
    // A payment recorded by mistake is undone: the return waits for it again.
    const undone = await undo(r, r.taraH);
    expect(undone.json()).toEqual({ message: voucherPaymentMessages.undone, status: 'signed', all_paid: false });
    expect(await r.detail(r.liamH)).toMatchObject({ status: 'signed', all_paid: false, vouchers_paid: 0 });
    expect((await r.detail()).payment_vouchers[0]).toMatchObject({
      is_paid: false,
      paid_on: null,
      payment_method: null,
      confirmation_number: null,
    });
    await recordPaid(r, r.liamH, { paid_on: '2026-04-12', method: 'check' });
    expect((await r.detail()).status).toBe('paid');
    expect((await markFinished(r)).json()).toEqual({ message: taxReturnMessages.markedFinished });
    expect((await r.detail()).status).toBe('finished');
    // Finished by the firm, its tax payments are still the client's to record; the return stays finished.
    expect((await undo(r, r.taraH)).json()).toMatchObject({ status: 'finished', all_paid: false });
  });

  it('paid first, then signed: sent (all paid) → paid once the last signature is made', async () => {
    const r = await sentTaxReturn(t, returnPdf);
    await recordPaid(r, r.liamH);
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
    expect(await r.detail()).toMatchObject({ status: 'paid', all_signed: true, all_paid: true });
  });

  it('a paid invoice never stands in for an unpaid voucher: signed stays signed, then invoice_paid once paid', async () => {
    const r = await sentTaxReturn(t, returnPdf);
    await signBoth(r);
    expect((await invoice(r, true)).statusCode).toBe(200);
    expect(await r.detail()).toMatchObject({ status: 'signed', invoice_paid: true, all_paid: false });
    expect(await recordPaid(r, r.taraH)).toMatchObject({ status: 'invoice_paid', all_paid: true });
    // The firm takes its invoice back: paid (the tax payments are made).
    expect((await invoice(r, false)).statusCode).toBe(200);
    expect(await r.detail()).toMatchObject({ status: 'paid', invoice_paid: false, all_paid: true });
    expect((await invoice(r, true)).statusCode).toBe(200);
    // A payment undone with the invoice paid: signed again.
    expect((await undo(r, r.taraH)).json()).toMatchObject({ status: 'signed', all_paid: false });
    const [row] = await r.db.select().from(taxReturnVouchers).where(eq(taxReturnVouchers.taxReturnId, r.id));
    expect(row).toMatchObject({ paidAt: null, paymentMethod: null });
  });
});

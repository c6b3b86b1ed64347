import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentMessages, type Actor } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, signInAs } from '../../test/factories.ts';
import { checkoutOf, createCheckout, isCheckoutPaid, type CheckoutOrder, type PaymentsDeps } from './index.ts';

/** Checkouts work on any subject (issue 16 §1): a tax return's voucher here, through the built-in test checkout. */
describe('payments on any subject', () => {
  let t: TestApp;
  let deps: PaymentsDeps;
  beforeAll(async () => {
    t = await buildTestApp();
    deps = { db: t.deps.database.db, payments: t.deps.payments, publicUrl: t.deps.config.publicUrl };
  });
  afterAll(() => t.close());

  async function payer() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const user = await buildClient(db, firm);
    const actor: Actor = {
      userId: user.id,
      firmId: firm.id,
      isAdvisor: false,
      firmAccess: null,
      groupId: null,
      readonly: false,
    };
    return { firm, user, actor, headers: (await signInAs(db, user)).headers };
  }

  const order = (actor: Actor, subject: CheckoutOrder['subject']): CheckoutOrder => ({
    actor,
    subject,
    amountCents: 123456,
    description: '2025 Form 1040-V',
    returnPath: '/tax-return-delivery/1?companyId=2',
  });
  async function open(o: CheckoutOrder) {
    const opened = await createCheckout(deps, o);
    if (!('checkout_url' in opened)) throw new Error('expected a new checkout');
    const sessionId = /\/test-checkout\/([^/?]+)/.exec(opened.checkout_url)?.[1] ?? '';
    expect(sessionId).not.toBe('');
    return sessionId;
  }

  it('charges a voucher, finds it paid once the payer pays, and keeps subjects and firms apart', async () => {
    const { actor, headers } = await payer();
    const voucher = { type: 'tax_return_voucher' as const, id: 4242 };
    const sessionId = await open(order(actor, voucher));

    const page = await t.app.inject({ method: 'GET', url: `/api/test-checkout/${sessionId}`, headers });
    expect(page.json()).toMatchObject({ amount: 123456, description: '2025 Form 1040-V', status: 'open' });
    const checkout = await checkoutOf(deps, actor.firmId, voucher, sessionId);
    expect(await isCheckoutPaid(deps, checkout)).toBe(false);

    const paid = await t.app.inject({ method: 'POST', url: `/api/test-checkout/${sessionId}/pay`, headers });
    expect(paid.json().redirect_url).toBe(`/tax-return-delivery/1?companyId=2&checkout_session_id=${sessionId}`);
    expect(await isCheckoutPaid(deps, checkout)).toBe(true);
    // Asked again, it answers the paid checkout for the caller to record, instead of a second charge.
    expect(await createCheckout(deps, order(actor, voucher))).toMatchObject({ paid: { sessionId, status: 'paid' } });

    // A questionnaire with the same id, or another firm, does not own this checkout.
    const sameIdDeposit = { type: 'questionnaire' as const, id: voucher.id };
    await expect(checkoutOf(deps, actor.firmId, sameIdDeposit, sessionId)).rejects.toThrow(
      paymentMessages.checkoutNotFound,
    );
    expect(await createCheckout(deps, order(actor, sameIdDeposit))).toHaveProperty('checkout_url');
    const other = await payer();
    await expect(checkoutOf(deps, other.firm.id, voucher, sessionId)).rejects.toThrow(paymentMessages.checkoutNotFound);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/test-checkout/${sessionId}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps one open checkout per subject: a second one closes the first, which can no longer be paid', async () => {
    const taxpayer = await payer();
    const otherFirm = await payer();
    const voucher = { type: 'tax_return_voucher' as const, id: 5151 };
    const first = await open(order(taxpayer.actor, voucher));
    const second = await open(order(taxpayer.actor, voucher));
    const pay = (sessionId: string) =>
      t.app.inject({ method: 'POST', url: `/api/test-checkout/${sessionId}/pay`, headers: taxpayer.headers });

    const stale = await pay(first);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(paymentMessages.checkoutExpired);
    expect((await pay(second)).statusCode).toBe(200);
    expect(await createCheckout(deps, order(taxpayer.actor, voucher))).toMatchObject({ paid: { sessionId: second } });
    // Another firm's subject with the same id is its own.
    expect(await createCheckout(deps, order(otherFirm.actor, voucher))).toHaveProperty('checkout_url');
  });

  it('refuses a checkout opened at the same moment as another for the subject, and closes it again', async () => {
    const { actor } = await payer();
    const voucher = { type: 'tax_return_voucher' as const, id: 6262 };
    const results = await Promise.allSettled([
      createCheckout(deps, order(actor, voucher)),
      createCheckout(deps, order(actor, voucher)),
      createCheckout(deps, order(actor, voucher)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as Error).message).toBe(paymentMessages.checkoutBusy);
    const rows = await t.deps.database.db.execute(
      sql`select count(*)::int as n from payment_checkouts where firm_id = ${actor.firmId} and status = 'open'`,
    );
    expect(rows.rows[0]).toEqual({ n: 1 });
  });
});

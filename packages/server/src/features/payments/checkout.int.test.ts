import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages, type Actor } from '@portal/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, signInAs } from '../../test/factories.ts';
import { checkoutOf, createCheckout, findPaidCheckout, isCheckoutPaid, type PaymentsDeps } from './index.ts';

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

  it('charges a voucher, finds it paid once the payer pays, and keeps subjects and firms apart', async () => {
    const { actor, headers } = await payer();
    const voucher = { type: 'tax_return_voucher' as const, id: 4242 };
    const { checkout_url } = await createCheckout(deps, {
      actor,
      subject: voucher,
      amountCents: 123456,
      description: '2025 Form 1040-V',
      returnPath: '/tax-return-delivery/1?companyId=2',
    });
    const sessionId = /\/test-checkout\/([^/?]+)/.exec(checkout_url)?.[1] ?? '';
    expect(sessionId).not.toBe('');

    const page = await t.app.inject({ method: 'GET', url: `/api/test-checkout/${sessionId}`, headers });
    expect(page.json()).toMatchObject({ amount: 123456, description: '2025 Form 1040-V', status: 'open' });
    const checkout = await checkoutOf(deps, actor.firmId, voucher, sessionId);
    expect(await isCheckoutPaid(deps, checkout)).toBe(false);
    expect(await findPaidCheckout(deps, actor.firmId, voucher)).toBeNull();

    const paid = await t.app.inject({ method: 'POST', url: `/api/test-checkout/${sessionId}/pay`, headers });
    expect(paid.json().redirect_url).toBe(`/tax-return-delivery/1?companyId=2&checkout_session_id=${sessionId}`);
    expect(await isCheckoutPaid(deps, checkout)).toBe(true);
    expect((await findPaidCheckout(deps, actor.firmId, voucher))?.sessionId).toBe(sessionId);

    // A questionnaire with the same id, or another firm, does not own this checkout.
    const sameIdDeposit = { type: 'questionnaire' as const, id: voucher.id };
    await expect(checkoutOf(deps, actor.firmId, sameIdDeposit, sessionId)).rejects.toThrow(
      paymentMessages.checkoutNotFound,
    );
    expect(await findPaidCheckout(deps, actor.firmId, sameIdDeposit)).toBeNull();
    const other = await payer();
    await expect(checkoutOf(deps, other.firm.id, voucher, sessionId)).rejects.toThrow(paymentMessages.checkoutNotFound);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/test-checkout/${sessionId}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });
});

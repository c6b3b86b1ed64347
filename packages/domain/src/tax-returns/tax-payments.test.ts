import { describe, expect, it } from 'vitest';
import {
  IRS_PAYMENT_URLS,
  markVoucherPaidSchema,
  payeeOf,
  taxPaymentGuide,
  voucherAuthority,
  voucherDueNow,
  voucherReminderDue,
  voucherPaymentMessages,
} from './tax-payments.ts';

describe('taxPaymentGuide (issue 37 §1)', () => {
  it('sends a 1040-V to the IRS: Direct Pay, the Online Account, EFTPS, a card processor, or a check by mail', () => {
    const guide = taxPaymentGuide({ authority: 'IRS', form_id: '1040-V' });
    expect(guide.payee).toBe('Internal Revenue Service (IRS)');
    expect(guide.options.map((o) => o.method)).toEqual([
      'irs_direct_pay',
      'irs_online_account',
      'eftps',
      'card',
      'check',
    ]);
    expect(guide.options.map((o) => o.url)).toEqual([
      'https://www.irs.gov/payments/direct-pay',
      'https://www.irs.gov/payments/your-online-account',
      'https://www.eftps.gov/eftps/',
      'https://www.irs.gov/payments/pay-your-taxes-by-debit-or-credit-card',
      'https://www.irs.gov/payments/pay-by-check-or-money-order',
    ]);
    expect(guide.options.at(-1)!.how).toContain('"United States Treasury"');
    expect(guide.instructionsUrl).toBe('https://www.irs.gov/forms-pubs/about-form-1040-v');
    // Every link is the IRS's or the Treasury's own, over HTTPS.
    for (const o of guide.options) expect(o.url).toMatch(/^https:\/\/www\.(irs|eftps)\.gov\//);
  });

  it("offers a business's voucher EFTPS, a card or a check: Direct Pay is for individuals", () => {
    const guide = taxPaymentGuide({ authority: 'IRS', form_id: '1120-W' });
    expect(guide.options.map((o) => o.method)).toEqual(['eftps', 'card', 'check']);
    expect(taxPaymentGuide({ authority: 'IRS', form_id: 'UNKNOWN' }).instructionsUrl).toBe(IRS_PAYMENT_URLS.payments);
  });

  it("sends a state voucher to the state's own payment page, or to its instructions when the portal has none", () => {
    const ca = taxPaymentGuide({ authority: 'CA', form_id: '540-ES' });
    expect(ca.payee).toBe('California Franchise Tax Board');
    expect(ca.options[0]).toMatchObject({ method: 'state_online', url: 'https://www.ftb.ca.gov/pay/index.html' });
    expect(ca.options[1]!.method).toBe('check');
    const ks = taxPaymentGuide({ authority: 'KS', form_id: 'K-40V' });
    expect(ks.payee).toBe('Kansas tax agency');
    expect(ks.options[0]!.url).toBeNull();
    expect(payeeOf(null)).toBe('Your state or local tax agency');
  });
});

describe('voucherAuthority', () => {
  it('reads the IRS from the form, a state from its agency or name, else the entity’s state', () => {
    expect(voucherAuthority('1040-ES', '')).toBe('IRS');
    expect(voucherAuthority('540-ES', 'Franchise Tax Board Estimated Tax for Individuals')).toBe('CA');
    expect(voucherAuthority('IT-201-V', 'New York State Department of Taxation and Finance')).toBe('NY');
    expect(voucherAuthority('PV', 'Oregon Individual Income Tax Payment Voucher')).toBe('OR');
    expect(voucherAuthority('PAYMENT VOUCHER', 'Payment Voucher Amount enclosed', 'tx')).toBe('TX');
    expect(voucherAuthority('PAYMENT VOUCHER', 'Payment Voucher Department of the Treasury')).toBe('IRS');
    expect(voucherAuthority('PAYMENT VOUCHER', 'Payment Voucher', 'ZZ')).toBeNull();
  });
});

describe('voucher reminders', () => {
  const v = { dueDate: '2026-04-15', isDueAsap: false, paid: false, remindedFor: null, sentDay: '2026-03-01' };

  it('reminds once, from the days before the due date on, until it is paid', () => {
    expect(voucherReminderDue(v, 7, '2026-04-07')).toBe(false);
    expect(voucherReminderDue(v, 7, '2026-04-08')).toBe(true);
    expect(voucherReminderDue(v, 7, '2026-04-20')).toBe(true);
    expect(voucherReminderDue({ ...v, remindedFor: '2026-04-15' }, 7, '2026-04-10')).toBe(false);
    expect(voucherReminderDue({ ...v, paid: true }, 7, '2026-04-10')).toBe(false);
  });

  it('leaves vouchers due as soon as possible to the return’s reminders, and waits a day after sending', () => {
    expect(voucherReminderDue({ ...v, isDueAsap: true, dueDate: null }, 7, '2026-04-10')).toBe(false);
    expect(voucherReminderDue({ ...v, sentDay: '2026-04-10' }, 7, '2026-04-10')).toBe(false);
    expect(voucherReminderDue({ ...v, sentDay: '2026-04-10' }, 7, '2026-04-11')).toBe(true);
  });

  it('asks for a payment now only when it is due soon or as soon as possible', () => {
    expect(voucherDueNow({ ...v }, 7, '2026-03-02')).toBe(false);
    expect(voucherDueNow({ ...v }, 7, '2026-04-09')).toBe(true);
    expect(voucherDueNow({ ...v, isDueAsap: true, dueDate: null }, 7, '2026-03-02')).toBe(true);
    expect(voucherDueNow({ ...v, paid: true, isDueAsap: true }, 7, '2026-03-02')).toBe(false);
  });
});

describe('markVoucherPaidSchema', () => {
  it('needs the day and how it was paid; the confirmation number is optional', () => {
    expect(
      markVoucherPaidSchema.parse({ paid_on: '2026-04-10', method: 'irs_direct_pay', confirmation_number: ' ' }),
    ).toEqual({
      paid_on: '2026-04-10',
      method: 'irs_direct_pay',
      confirmation_number: null,
    });
    const bad = markVoucherPaidSchema.safeParse({ paid_on: '2026-02-30', method: 'paypal' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      voucherPaymentMessages.paidOnRequired,
      voucherPaymentMessages.methodRequired,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { classifyReturnPages } from './page-classifier.ts';
import { SAMPLE_RETURN_PAGES } from './sample-return-pages.ts';

describe('classifyReturnPages', () => {
  const proposed = classifyReturnPages(SAMPLE_RETURN_PAGES);

  it('finds every e-file authorization form and who signs it, and no other page', () => {
    expect(proposed.page_count).toBe(11);
    expect(proposed.e_sign_forms).toEqual([
      { page: 2, form_id: '8879', signers: ['taxpayer', 'spouse'], spouse: 'named' },
      { page: 6, form_id: '8879-S', signers: ['officer'], spouse: null },
      { page: 8, form_id: 'FTB 8879', signers: ['taxpayer', 'spouse'], spouse: 'named' },
    ]);
  });

  it('finds every payment voucher with its amount, due date and the authority it pays', () => {
    expect(proposed.payment_vouchers).toEqual([
      { page: 3, form_id: '1040-V', amount_cents: 123456, due_date: '2026-04-15', authority: 'IRS' },
      { page: 4, form_id: '1040-ES', amount_cents: 50000, due_date: '2026-04-15', authority: 'IRS' },
      { page: 5, form_id: '1040-ES', amount_cents: 50000, due_date: '2026-06-15', authority: 'IRS' },
      { page: 9, form_id: 'IT-201-V', amount_cents: 30000, due_date: '2026-04-15', authority: 'NY' },
    ]);
  });

  it('finds the return to mail on paper', () => {
    expect(proposed.paper_filed_returns).toEqual([{ page: 7, form_id: '540' }]);
  });

  it('asks only the taxpayer when no spouse is named, and leaves unknown amounts and dates to staff', () => {
    const single = classifyReturnPages([
      "Form 8879 IRS e-file Signature Authorization 2025 Taxpayer's name: Nora Quill Social security number Spouse's name Spouse's social security number",
      'Form 1040-V Payment Voucher 2025 Amount you are paying by check or money order $',
    ]);
    expect(single.e_sign_forms).toEqual([{ page: 0, form_id: '8879', signers: ['taxpayer'], spouse: null }]);
    expect(single.payment_vouchers).toEqual([
      { page: 1, form_id: '1040-V', amount_cents: null, due_date: null, authority: 'IRS' },
    ]);
  });

  it("asks the spouse too when the 8879 has a spouse's signature line, even with no spouse's name printed", () => {
    const joint = classifyReturnPages([
      "Form 8879 IRS e-file Signature Authorization 2025 Taxpayer's name Spouse's name Part II Taxpayer's PIN Your signature Date Spouse's PIN Spouse's signature Date",
    ]);
    expect(joint.e_sign_forms).toEqual([
      { page: 0, form_id: '8879', signers: ['taxpayer', 'spouse'], spouse: 'signature_line' },
    ]);
  });

  it('proposes nothing for a return without forms to sign, pay or mail', () => {
    expect(classifyReturnPages(['Form 1040 U.S. Individual Income Tax Return', ''])).toEqual({
      page_count: 2,
      e_sign_forms: [],
      payment_vouchers: [],
      paper_filed_returns: [],
    });
  });
});

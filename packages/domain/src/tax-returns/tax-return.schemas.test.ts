import { describe, expect, it } from 'vitest';
import {
  assignmentChange,
  paymentStatusOf,
  defaultTaxReturnYear,
  draftReviewSchema,
  paymentVoucherSchema,
  taxReturnClassificationSchema,
  taxReturnMessages,
  taxReturnUploadSchema,
  taxReturnYears,
  updateAssignmentsSchema,
} from './tax-return.schemas.ts';
import { DEFAULT_SEND_TO_DOCUMENTS_MESSAGE } from '../firm/firm.schemas.ts';
import {
  fillSendToDocumentsMessage,
  sendToDocumentsPath,
  sendToDocumentsSubject,
  taxReturnEmailParts,
  taxReturnEmailWhat,
} from './tax-return-email.ts';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('tax return rules', () => {
  it('defaults to the year of the date ten months ago, within the offered 2018 to 2025 (spec 002 §9)', () => {
    expect(defaultTaxReturnYear(new Date('2026-11-25T12:00:00Z'))).toBe(2025);
    expect(taxReturnYears(new Date('2026-11-25T12:00:00Z'))[0]).toBe(2025);
    expect(defaultTaxReturnYear(new Date('2026-10-15T12:00:00Z'))).toBe(2025);
    expect(taxReturnYears(new Date('2026-03-01T12:00:00Z'))).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018]);
  });

  it('needs one entity, a tax year and a name to upload', () => {
    expect(
      taxReturnUploadSchema.safeParse({ company_id: '7', tax_year: '2025', tax_return_name: ' 1040 ' }).data,
    ).toEqual({
      company_id: 7,
      tax_year: 2025,
      tax_return_name: '1040',
      as_draft: false,
    });
    expect(
      firstError(taxReturnUploadSchema.safeParse({ company_id: '', tax_year: '2025', tax_return_name: 'x' })),
    ).toBe(taxReturnMessages.entityRequired);
    expect(
      firstError(taxReturnUploadSchema.safeParse({ company_id: '7', tax_year: '2017', tax_return_name: 'x' })),
    ).toBe(taxReturnMessages.taxYearRequired);
    expect(
      firstError(taxReturnUploadSchema.safeParse({ company_id: '7', tax_year: '2025', tax_return_name: ' ' })),
    ).toBe(taxReturnMessages.nameRequired);
    expect(
      taxReturnUploadSchema.parse({ company_id: 7, tax_year: 2025, tax_return_name: 'x', as_draft: 'true' }).as_draft,
    ).toBe(true);
  });

  it('takes a voucher amount greater than 0 and a due date or due ASAP', () => {
    const voucher = { page: 3, form_id: '1040-V', amount_cents: 123456, due_date: '2026-04-15' };
    expect(paymentVoucherSchema.safeParse(voucher).success).toBe(true);
    expect(firstError(paymentVoucherSchema.safeParse({ ...voucher, amount_cents: 0 }))).toBe(
      taxReturnMessages.voucherAmount,
    );
    expect(firstError(paymentVoucherSchema.safeParse({ ...voucher, amount_cents: -5 }))).toBe(
      taxReturnMessages.voucherAmount,
    );
    expect(firstError(paymentVoucherSchema.safeParse({ ...voucher, due_date: null }))).toBe(
      taxReturnMessages.voucherDue,
    );
    expect(paymentVoucherSchema.safeParse({ ...voucher, due_date: null, is_due_asap: true }).success).toBe(true);
    expect(firstError(paymentVoucherSchema.safeParse({ ...voucher, due_date: '2026-02-30' }))).toBe(
      taxReturnMessages.voucherDue,
    );
  });

  it('reads advisorId -1 as none, 0 as Various (unchanged) and any other as the firm user', () => {
    expect(assignmentChange(-1)).toEqual({ set: null });
    expect(assignmentChange(0)).toBe('unchanged');
    expect(assignmentChange(42)).toEqual({ set: 42 });
    expect(updateAssignmentsSchema.safeParse({ advisorId: 1.5, clientIds: [1] }).success).toBe(false);
    expect(firstError(updateAssignmentsSchema.safeParse({ advisorId: -2, clientIds: [1] }))).toBe(
      taxReturnMessages.advisorId,
    );
    expect(firstError(updateAssignmentsSchema.safeParse({ advisorId: 3, clientIds: [] }))).toBe(
      taxReturnMessages.clientsRequired,
    );
  });

  it('lets each person and each role sign a form once', () => {
    const form = (signers: { user_id: number; role: string }[]) =>
      taxReturnClassificationSchema.safeParse({
        e_sign_forms: [{ page: 2, form_id: '8879', signers }],
        payment_vouchers: [],
        paper_filed_returns: [],
      });
    expect(
      form([
        { user_id: 1, role: 'taxpayer' },
        { user_id: 2, role: 'spouse' },
      ]).success,
    ).toBe(true);
    const samePerson = form([
      { user_id: 1, role: 'taxpayer' },
      { user_id: 1, role: 'spouse' },
    ]);
    expect(samePerson.error?.issues[0]?.message).toBe(taxReturnMessages.signerTwice);
    const sameRole = form([
      { user_id: 1, role: 'taxpayer' },
      { user_id: 2, role: 'taxpayer' },
    ]);
    expect(sameRole.error?.issues[0]?.message).toBe(taxReturnMessages.roleTwice);
  });

  it('asks a non-blank reason to request changes to a draft', () => {
    expect(draftReviewSchema.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(firstError(draftReviewSchema.safeParse({ decision: 'request_changes', reason: '  ' }))).toBe(
      taxReturnMessages.reasonRequired,
    );
    expect(draftReviewSchema.parse({ decision: 'request_changes', reason: ' Wrong address ' })).toEqual({
      decision: 'request_changes',
      reason: 'Wrong address',
    });
  });

  it('writes the spec’s email texts', () => {
    expect(taxReturnEmailWhat(2025)).toBe('your 2025 tax return is ready for review');
    expect(sendToDocumentsSubject(2025)).toBe('Your 2025 tax return is now accessible in Documents Portal.');
    const parts = taxReturnEmailParts({
      preferredName: 'Tara',
      taxYear: 2025,
      balanceCents: 123456,
      firmName: 'Demo Tax & Accounting',
    });
    const body = [parts.greeting, ...parts.lead, ...parts.after].join('\n\n');
    expect(body).toContain('Hi Tara,');
    expect(body).toContain('$1,234.56');
    expect(body).toContain('e-file your return once the e-file authorization form is signed and any payment is made');
    expect(body.trimEnd().endsWith('Demo Tax & Accounting')).toBe(true);
    expect(
      taxReturnEmailParts({ preferredName: 'Nora', taxYear: 2025, balanceCents: 0, firmName: 'F' }).after[0],
    ).toContain('No balance is owed.');
    expect(sendToDocumentsPath(null, 2025)).toBe('/2025/Tax Return');
    expect(sendToDocumentsPath('/Returns/{year}', 2024)).toBe('/Returns/2024');
    expect(fillSendToDocumentsMessage(DEFAULT_SEND_TO_DOCUMENTS_MESSAGE, 'Tara', 2025)).toBe(
      'Hi Tara,\n\nYour 2025 tax return is now accessible in the Documents section of the portal.',
    );
  });
});

describe('paymentStatusOf (spec 002 §3 payment.status)', () => {
  const of = (vouchersPaid: number, vouchersTotal: number, invoice = false, invoicePaid = false) =>
    paymentStatusOf({ vouchersPaid, vouchersTotal, invoice, invoicePaid });
  it('counts the vouchers and the firm’s invoice together', () => {
    expect(of(0, 0)).toBe('none');
    expect(of(0, 2)).toBe('unpaid');
    expect(of(1, 2)).toBe('partially_paid');
    expect(of(2, 2)).toBe('paid');
    expect(of(2, 2, true)).toBe('partially_paid');
    expect(of(0, 0, true, true)).toBe('paid');
    expect(of(0, 0, true)).toBe('unpaid');
  });
});

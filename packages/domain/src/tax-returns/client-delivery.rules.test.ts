import { describe, expect, it } from 'vitest';
import {
  deliveryCardCounts,
  deliveryCardSummary,
  deliverySteps,
  DELIVERY_INSTRUCTION,
  formsToSign,
  mustVerifyIdentity,
} from './client-delivery.rules.ts';
import type { TaxReturnDetail } from './tax-return.schemas.ts';

const TARA = 1;
const LIAM = 2;
const signer = (user_id: number, role: 'taxpayer' | 'spouse', signed = false) => ({
  id: user_id * 10,
  user_id,
  role,
  fname: 'A',
  lname: 'B',
  email: null,
  signed_at: signed ? '2026-04-01T00:00:00.000Z' : null,
});
const form = (id: number, signers: ReturnType<typeof signer>[], wet = false) => ({
  id,
  page: id,
  form_id: '8879',
  custom_form_name: null,
  wet_signature_required: wet,
  custom_payment_name: null,
  signatures: signers.length,
  signatureData: [],
  isMarkedSigned: false,
  wetSignaturesRequired: wet,
  wetSignatures: [],
  marked_signed_at: null,
  signed_document_ready: false,
  signers,
});

function detail(over: Partial<TaxReturnDetail> = {}): TaxReturnDetail {
  return {
    id: 1,
    company_id: 1,
    company_name: 'Tara & Liam Jones',
    company_hash: 'h',
    tax_year: 2025,
    tax_return_name: '2025 Form 1040',
    status: 'sent',
    current_status: 'sent',
    draft_status: null,
    total_signature_count: 2,
    payment: { status: 'unpaid' },
    external_entity_id: null,
    all_signed: false,
    all_paid: false,
    invoice_paid: false,
    reminder_disabled: false,
    signatures_signed: 0,
    signatures_total: 2,
    vouchers_paid: 0,
    vouchers_total: 1,
    paper_filings_mailed: 0,
    paper_filings_total: 1,
    fraud_detection_status: null,
    last_signed_at: null,
    last_reminder_sent_at: null,
    assigned_advisor_id: null,
    updated_at: '2026-04-01T00:00:00.000Z',
    request_type: 11,
    instruction: 'Please sign form 8879 and download your tax return.',
    draft_comment: null,
    page_count: 4,
    error_message: null,
    original_document_id: 1,
    watermarked_document_id: null,
    watermarked_file: null,
    e_sign_forms: [form(2, [signer(TARA, 'taxpayer'), signer(LIAM, 'spouse')])],
    signers: [],
    payment_vouchers: [
      {
        voucher_id: 1,
        id: 1,
        page: 3,
        form_id: '1040-V',
        custom_payment_name: null,
        authority: 'IRS',
        amount_cents: 100,
        is_due_asap: true,
        due_date: null,
        paid_on: null,
        payment_method: null,
        confirmation_number: null,
        is_paid: false,
      },
    ],
    paper_filed_returns: [],
    proposal_notes: [],
    stripe_identity_verifications: [],
    tax_return_identity_verifications: [],
    invoice_amount_cents: null,
    identity_required: false,
    viewer_id: TARA,
    my_identity: null,
    owners: [],
    ...over,
  };
}

describe('client delivery', () => {
  it("opens with the delivery type's default instruction", () => {
    expect(DELIVERY_INSTRUCTION).toBe('Please sign form 8879 and download your tax return.');
  });

  it('asks each signer for their own forms only, none once signed, none signed on paper or once the firm closed it', () => {
    const d = detail({
      e_sign_forms: [
        form(2, [signer(TARA, 'taxpayer'), signer(LIAM, 'spouse', true)]),
        form(5, [signer(TARA, 'taxpayer')], true),
      ],
    });
    expect(formsToSign(d, TARA).map((f) => f.id)).toEqual([2]);
    expect(formsToSign(d, LIAM)).toEqual([]);
    expect(formsToSign(d, 99)).toEqual([]);
    expect(formsToSign({ ...d, status: 'finished' }, TARA)).toEqual([]);
  });

  it('asks for the identity check only while it is required and not verified', () => {
    const identity = {
      required: true,
      status: 'requires_input' as const,
      label: 'Needs Info',
      error_description: null,
      reused: false,
    };
    expect(mustVerifyIdentity(detail())).toBe(false);
    expect(mustVerifyIdentity(detail({ my_identity: identity }))).toBe(true);
    expect(mustVerifyIdentity(detail({ my_identity: { ...identity, status: 'verified', label: 'Verified' } }))).toBe(
      false,
    );
  });

  it('orders the steps sign, pay, download with their hidden request types, and marks what is done', () => {
    expect(deliverySteps(detail(), TARA)).toEqual([
      { request_type: 9, key: 'pdf_signature', label: 'Sign', done: false },
      { request_type: 7, key: 'payment_request', label: 'Pay', done: false },
      { request_type: 8, key: 'download_document', label: 'Download', done: false },
    ]);
    const paid = detail({
      payment_vouchers: detail().payment_vouchers.map((v) => ({ ...v, is_paid: true })),
      e_sign_forms: [form(2, [signer(TARA, 'taxpayer', true)])],
      status: 'finished',
    });
    expect(deliverySteps(paid, TARA).every((s) => s.done)).toBe(true);
    // Someone who signs nothing still pays and downloads.
    expect(deliverySteps(detail(), 99).map((s) => s.key)).toEqual(['payment_request', 'download_document']);
  });

  it("counts the firm's invoice in the Pay step: done once the vouchers and the invoice are both paid", () => {
    const vouchersPaid = detail().payment_vouchers.map((v) => ({ ...v, is_paid: true }));
    const pay = (over: Partial<TaxReturnDetail>) => deliverySteps(detail(over), 99)[0]!;
    expect(pay({ payment_vouchers: vouchersPaid, invoice_amount_cents: 45000 }).done).toBe(false);
    expect(pay({ payment_vouchers: vouchersPaid, invoice_amount_cents: 45000, invoice_paid: true }).done).toBe(true);
    // An invoice alone still asks to pay.
    expect(pay({ payment_vouchers: [], invoice_amount_cents: 45000 })).toMatchObject({ key: 'payment_request' });
  });

  it('shows a draft under review as its one review step (type 6), done once answered', () => {
    expect(deliverySteps(detail({ status: 'draft', draft_status: 'draft' }), TARA)).toEqual([
      { request_type: 6, key: 'pdf_review', label: 'Review the draft', done: false },
    ]);
    expect(deliverySteps(detail({ status: 'approved', draft_status: 'approved' }), TARA)[0]!.done).toBe(true);
  });

  it("counts the card's signatures to sign (none once finished), returns to mail and payments remaining", () => {
    const row = detail({ signatures_signed: 1, vouchers_paid: 0, paper_filings_mailed: 0 });
    expect(deliveryCardCounts(row)).toEqual({ signaturesToSign: 1, returnsToMail: 1, paymentsRemaining: 1 });
    expect(deliveryCardCounts({ ...row, status: 'finished' }).signaturesToSign).toBe(0);
    expect(deliveryCardSummary(deliveryCardCounts(row))).toBe(
      '1 signature to sign · 1 payment remaining · 1 return to mail',
    );
    expect(deliveryCardSummary({ signaturesToSign: 2, paymentsRemaining: 0, returnsToMail: 3 })).toBe(
      '2 signatures to sign · 3 returns to mail',
    );
    expect(deliveryCardSummary({ signaturesToSign: 0, paymentsRemaining: 0, returnsToMail: 0 })).toBe(
      'Nothing left to do',
    );
  });
});

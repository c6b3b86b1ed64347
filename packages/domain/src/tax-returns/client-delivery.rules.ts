import { REQUEST_TYPE_INSTRUCTIONS, REQUEST_TYPES, type RequestTypeKey } from '../common/request-types.ts';
import { showsDraftCopy, type TaxReturnStatus } from './tax-return-status.rules.ts';
import type { TaxReturnDetail, TaxReturnRow } from './tax-return.schemas.ts';

/** The instruction a delivered return opens with (request type 11, spec 002 §3). */
export const DELIVERY_INSTRUCTION = REQUEST_TYPE_INSTRUCTIONS.delivery!;

/** Statuses in which the firm has closed the return: nothing is asked of the client any more. */
const CLOSED: readonly TaxReturnStatus[] = ['completed', 'finished'];

type Form = TaxReturnDetail['e_sign_forms'][number];

/** Forms signed on the portal (not on paper) that name this person as a signer. */
const portalFormsOf = (forms: readonly Form[], userId: number) =>
  forms.filter((f) => !f.wet_signature_required && f.signers.some((s) => s.user_id === userId));

/** The e-file authorization forms this signer still has to sign, in page order. */
export function formsToSign(detail: Pick<TaxReturnDetail, 'e_sign_forms' | 'status'>, userId: number): Form[] {
  if (CLOSED.includes(detail.status)) return [];
  return portalFormsOf(detail.e_sign_forms, userId).filter(
    (f) => !f.signers.find((s) => s.user_id === userId)!.signed_at,
  );
}

/** Whether this signer may sign now: identity checked first when the firm asks for it. */
export const mustVerifyIdentity = (detail: Pick<TaxReturnDetail, 'my_identity'>) =>
  detail.my_identity !== null && detail.my_identity.required && detail.my_identity.status !== 'verified';

export interface DeliveryStep {
  /** The hidden request type the step is (spec 002 §3): 6 review, 9 signature, 7 payment, 8 download. */
  request_type: number;
  key: Extract<RequestTypeKey, 'pdf_review' | 'pdf_signature' | 'payment_request' | 'download_document'>;
  label: string;
  done: boolean;
}

/**
 * The steps a return asks of one client, in the order they take them (issue 18 §2): review a draft; once
 * sent, sign their forms, pay, and download. Steps that do not concern them (no form of theirs, nothing to
 * pay) are left out.
 */
export function deliverySteps(detail: TaxReturnDetail, userId: number): DeliveryStep[] {
  const step = (key: DeliveryStep['key'], label: string, done: boolean): DeliveryStep => ({
    request_type: REQUEST_TYPES[key],
    key,
    label,
    done,
  });
  if (detail.draft_status && showsDraftCopy(detail.status))
    return [step('pdf_review', 'Review the draft', detail.draft_status !== 'draft')];
  const steps: DeliveryStep[] = [];
  const mine = portalFormsOf(detail.e_sign_forms, userId);
  if (mine.length) steps.push(step('pdf_signature', 'Sign', formsToSign(detail, userId).length === 0));
  // Pay: the tax payments to the IRS or the state, and the firm's invoice when it asks for one here.
  const invoiceOwed = detail.invoice_amount_cents !== null;
  if (detail.payment_vouchers.length || invoiceOwed)
    steps.push(
      step(
        'payment_request',
        'Pay',
        detail.payment_vouchers.every((v) => v.is_paid) && (!invoiceOwed || detail.invoice_paid),
      ),
    );
  steps.push(step('download_document', 'Download', CLOSED.includes(detail.status)));
  return steps;
}

export interface DeliveryCardCounts {
  signaturesToSign: number;
  returnsToMail: number;
  paymentsRemaining: number;
}

/**
 * The client card's counts (spec 002 §4): signatures to sign (none once the firm finished the return),
 * paper-filed returns to mail and payments remaining.
 */
export function deliveryCardCounts(
  row: Pick<
    TaxReturnRow,
    | 'status'
    | 'signatures_signed'
    | 'signatures_total'
    | 'vouchers_paid'
    | 'vouchers_total'
    | 'paper_filings_mailed'
    | 'paper_filings_total'
  >,
): DeliveryCardCounts {
  return {
    signaturesToSign: CLOSED.includes(row.status) ? 0 : row.signatures_total - row.signatures_signed,
    returnsToMail: row.paper_filings_total - row.paper_filings_mailed,
    paymentsRemaining: row.vouchers_total - row.vouchers_paid,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The card's line under the return: what is left, or that nothing is. */
export function deliveryCardSummary(counts: DeliveryCardCounts): string {
  const parts = [
    counts.signaturesToSign ? `${plural(counts.signaturesToSign, 'signature', 'signatures')} to sign` : null,
    counts.paymentsRemaining ? `${plural(counts.paymentsRemaining, 'payment', 'payments')} remaining` : null,
    counts.returnsToMail ? `${plural(counts.returnsToMail, 'return', 'returns')} to mail` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Nothing left to do';
}

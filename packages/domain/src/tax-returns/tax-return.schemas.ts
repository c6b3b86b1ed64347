import { z } from 'zod';
import { MAX_INT32, recordId, recordIdParam } from '../common/ids.ts';
import { specAlias } from '../common/spec-alias.ts';
import { isCalendarDay } from '../common/calendar-days.ts';
import { identityCheckSchema, signerIdentitySchema, verificationStatusSchema } from '../identity/identity.schemas.ts';
import { defaultTaxYear, FIRST_TAX_YEAR, sendTaxYears } from '../common/tax-years.ts';
import { DRAFT_STATUSES, TAX_RETURN_DISPLAY_GROUP_NAMES, TAX_RETURN_STATUSES } from './tax-return-status.rules.ts';
import { TAX_AUTHORITIES, TAX_PAYMENT_METHODS } from './tax-payments.ts';

export const taxReturnMessages = {
  entityRequired: 'Please choose exactly one entity',
  fileRequired: 'Please choose a PDF file',
  notPdf: 'Please choose a PDF file. This file is not a PDF.',
  locked: 'This PDF is password-protected. Please upload it without a password.',
  taxYearRequired: 'Please choose a tax year',
  nameRequired: 'Please enter a return name',
  voucherAmount: 'Payment voucher amount must be greater than 0',
  invoiceAmount: 'The invoice amount must be greater than 0',
  noInvoice: 'There is no invoice to pay on this return',
  invoiceAlreadyPaid: 'This invoice has already been paid',
  voucherDue: 'Choose a due date or mark the payment as due as soon as possible',
  advisorId: 'Choose a firm user, or none',
  clientsRequired: 'Choose at least one return',
  reasonRequired: 'Please tell your firm what should change',
  processing: 'This tax return is still processing. It may take up to a few minutes.',
  deleted: 'Tax return has been deleted',
  markedFinished: 'Tax return has been marked as finished',
  remindersSent: 'Reminders sent successfully.',
  reminderDisabledUpdated: 'Reminder disabled updated',
  invoicePaidUpdated: 'Invoice paid status updated',
  assignmentsUpdated: 'Assignments updated successfully',
  notFound: 'Tax return not found',
  disabled: 'Tax return delivery is turned off for this firm.',
  signerNotOwner: 'Each signer must be an owner of the entity',
  pageOutOfRange: 'A form is on a page the return does not have',
  notClassifiable: 'The return can be classified only while it waits for classification',
  voucherIncomplete: 'Enter the amount and due date of every payment voucher before sending',
  notSendable: 'The return can be sent only once it is classified',
  notDraft: 'This draft has already been reviewed',
  signaturesMissing: 'Every form must be signed first',
  paymentMissing: 'Every payment must be made first',
  cannotFinish: 'This tax return cannot be marked as finished now',
  allDone: 'Everything is signed and paid: there is nothing to remind',
  notSent: 'Reminders go only to a return that has been sent',
  assignmentsSaved: 'Success!',
  notReplaceable: 'A draft can be replaced only after the client asked for changes',
  voucherNotFound: 'Payment not found',
  voucherPaid: 'This payment has already been made',
  notPayable: 'This tax return is not waiting for payment',
  filingNotFound: 'Paper-filed return not found',
  markedMailed: 'Marked as mailed',
  sendFailed: 'The emails to the client could not be sent. Please try again in a few minutes.',
  formNotFound: 'Form not found',
  notFormSigner: 'Only its signers sign this form',
  wetSignature: 'This form is signed on paper: please print it, sign it and return it to your firm',
  alreadySigned: 'You have already signed this form',
  notSignable: 'This tax return is not waiting for signatures',
  signedFormNotReady: 'The signed form is being prepared. Please try again in a moment.',
  downloadError: 'Error downloading tax return',
  notPaperForm: 'This form is signed on the portal, not on paper',
  signerTwice: 'Each person signs a form once',
  roleTwice: 'Each form has one taxpayer, one spouse and one officer at most',
  paperSigned: 'Marked as signed on paper',
} as const;

/** Tax years a return may be for: 2018 to 2025 (spec 002 §9); the default is the year ten months ago, within them. */
export const taxReturnYears = sendTaxYears;
export const defaultTaxReturnYear = defaultTaxYear;

/** Send Tax Return's fields (spec 002 §5): one entity, a tax year, a name; the PDF itself is checked apart. */
export const taxReturnUploadSchema = z.object({
  company_id: z.coerce
    .number({ error: taxReturnMessages.entityRequired })
    .int(taxReturnMessages.entityRequired)
    .positive(taxReturnMessages.entityRequired)
    .max(MAX_INT32, taxReturnMessages.entityRequired),
  tax_year: z.coerce
    .number({ error: taxReturnMessages.taxYearRequired })
    .int(taxReturnMessages.taxYearRequired)
    .min(FIRST_TAX_YEAR, taxReturnMessages.taxYearRequired)
    .max(2100, taxReturnMessages.taxYearRequired),
  tax_return_name: z.string().trim().min(1, taxReturnMessages.nameRequired).max(200),
  /** Sent to the entity's primary contact for approval first, stamped DRAFT. */
  as_draft: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(false),
});
export type TaxReturnUpload = z.output<typeof taxReturnUploadSchema>;

/**
 * A payment voucher as staff confirm it (spec 002 §3, §5): an amount greater than 0 and either a due date or
 * due as soon as possible. Amounts are cents.
 */
export const paymentVoucherSchema = z
  .object({
    page: z.number().int().min(0).max(10_000),
    form_id: z.string().trim().min(1).max(40),
    custom_payment_name: z.string().trim().max(200).nullable().default(null),
    /** Whom it pays: the IRS or a state; null when the page did not say and staff left it. */
    authority: z.enum(TAX_AUTHORITIES).nullable().default(null),
    amount_cents: z
      .number({ error: taxReturnMessages.voucherAmount })
      .int(taxReturnMessages.voucherAmount)
      .positive(taxReturnMessages.voucherAmount)
      // The column is a 32-bit integer: up to $21,474,836.47.
      .max(MAX_INT32, taxReturnMessages.voucherAmount),
    is_due_asap: z.boolean().default(false),
    due_date: z.string().refine(isCalendarDay, taxReturnMessages.voucherDue).nullable().default(null),
  })
  .refine((v) => v.is_due_asap || v.due_date !== null, { path: ['due_date'], message: taxReturnMessages.voucherDue });
export type PaymentVoucherInput = z.output<typeof paymentVoucherSchema>;

/** Who signs an e-file authorization form. */
export const SIGNER_ROLES = ['taxpayer', 'spouse', 'officer'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/**
 * Update client assignments (spec 002 §5): advisorId is an integer; -1 means none; 0 is 'Various' (the
 * returns keep the firm users they have); any other value is a firm user's id.
 */
export const ASSIGNMENT_NONE = -1;
export const ASSIGNMENT_VARIOUS = 0;
export const updateAssignmentsSchema = z.object({
  advisorId: z
    .number({ error: taxReturnMessages.advisorId })
    .int(taxReturnMessages.advisorId)
    .min(ASSIGNMENT_NONE, taxReturnMessages.advisorId)
    .max(MAX_INT32, taxReturnMessages.advisorId),
  clientIds: z.array(recordId).min(1, taxReturnMessages.clientsRequired).max(1000),
});
export type UpdateAssignments = z.infer<typeof updateAssignmentsSchema>;

/** What an assignment update does to each return: set a firm user, clear it, or leave it. */
export function assignmentChange(advisorId: number): { set: number | null } | 'unchanged' {
  if (advisorId === ASSIGNMENT_VARIOUS) return 'unchanged';
  return { set: advisorId === ASSIGNMENT_NONE ? null : advisorId };
}

/** The client's answer to a draft: approve, or request changes with a non-blank reason. */
export const draftReviewSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('request_changes'),
    reason: z.string().trim().min(1, taxReturnMessages.reasonRequired).max(5000),
  }),
]);
export type DraftReview = z.output<typeof draftReviewSchema>;

export const TAX_RETURN_SORTS = ['updated_at', 'company_name', 'tax_year', 'tax_return_name', 'status'] as const;
export type TaxReturnSort = (typeof TAX_RETURN_SORTS)[number];

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The Deliver table's query (spec 002 §2): server-side sort, paging and the delivery filters. */
export const taxReturnListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .refine((n) => [10, 20, 50].includes(n), 'per_page must be 10, 20 or 50')
    .default(10),
  sort_by: z.enum(TAX_RETURN_SORTS).default('updated_at'),
  descending: boolParam.default(true),
  search_term: z.string().trim().max(200).optional(),
  status: z.enum(TAX_RETURN_STATUSES).optional(),
  /** One of the display groups of spec 002 §4: what needs the firm, or what is done. */
  display_group: z.enum(TAX_RETURN_DISPLAY_GROUP_NAMES).optional(),
  year: z.coerce.number().int().min(FIRST_TAX_YEAR).max(2100).optional(),
  signatures_signed: boolParam.optional(),
  /** Paid through the firm's card payment integration (the invoice-paid flag). */
  payments_made: boolParam.optional(),
  /** Every payment voucher paid. */
  voucher_payments_made: boolParam.optional(),
  reminder_disabled: boolParam.optional(),
  /** At least one reminder has gone out. */
  reminder_sent: boolParam.optional(),
  /** The 'ID fraud detection' aggregate (spec 002 §2 filters, §4 aggregate), while the firm checks identity. */
  fraud_detection_status: verificationStatusSchema.optional(),
  company_id: recordIdParam.optional(),
});
export type TaxReturnListQuery = z.output<typeof taxReturnListQuerySchema>;

const isoDate = z.string();

/** A return's payments together: none owed, none made, some made, or all made. */
export const PAYMENT_STATUSES = ['none', 'unpaid', 'partially_paid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The payment status of a return from its vouchers and the firm's invoice (when it has one). */
export function paymentStatusOf(p: {
  vouchersPaid: number;
  vouchersTotal: number;
  invoice: boolean;
  invoicePaid: boolean;
}) {
  const total = p.vouchersTotal + (p.invoice ? 1 : 0);
  const paid = p.vouchersPaid + (p.invoice && p.invoicePaid ? 1 : 0);
  const status: PaymentStatus = total === 0 ? 'none' : paid === 0 ? 'unpaid' : paid < total ? 'partially_paid' : 'paid';
  return status;
}

export const taxReturnRowSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  company_hash: z.string(),
  tax_year: z.number().int(),
  tax_return_name: z.string(),
  status: z.enum(TAX_RETURN_STATUSES),
  /** Where the return stands as the table groups it (spec 002 §4): its display group, else its status. */
  current_status: z.enum(TAX_RETURN_STATUSES),
  draft_status: z.enum(DRAFT_STATUSES).nullable(),
  /** Signatures the return's forms need in all, signed or not (spec 002 §3). */
  total_signature_count: z.number().int(),
  /** The payments of the return together: its vouchers and the firm's invoice (spec 002 §3 payment). */
  payment: z.object({ status: z.enum(PAYMENT_STATUSES) }),
  /** The entity's id in the firm's own systems (spec 002 §3), when the firm keeps one. */
  external_entity_id: z.string().nullable(),
  all_signed: z.boolean(),
  all_paid: z.boolean(),
  invoice_paid: z.boolean(),
  reminder_disabled: z.boolean(),
  signatures_signed: z.number().int(),
  signatures_total: specAlias(z.number().int(), 'total_signature_count'),
  vouchers_paid: z.number().int(),
  vouchers_total: z.number().int(),
  paper_filings_mailed: z.number().int(),
  paper_filings_total: z.number().int(),
  /** 'ID fraud detection' (spec 002 §4 aggregate) while the firm checks signers' identity; else null. */
  fraud_detection_status: verificationStatusSchema.nullable(),
  last_signed_at: isoDate.nullable(),
  last_reminder_sent_at: isoDate.nullable(),
  assigned_advisor_id: z.number().int().nullable(),
  updated_at: isoDate,
});
export type TaxReturnRow = z.infer<typeof taxReturnRowSchema>;

export const taxReturnListSchema = z.object({ items: z.array(taxReturnRowSchema), has_more: z.boolean() });

export const taxReturnDetailSchema = taxReturnRowSchema.extend({
  /** The delivery is request type 11 (locked), with its instruction (spec 002 §3). */
  request_type: z.literal(11),
  instruction: z.string(),
  draft_comment: z.string().nullable(),
  page_count: z.number().int().nullable(),
  error_message: z.string().nullable(),
  original_document_id: z.number().int().nullable(),
  watermarked_document_id: specAlias(z.number().int().nullable(), 'watermarked_file', 'the id of its document'),
  /** The DRAFT copy (spec 002 §3): its document, and the call that links to it while the draft is under review. */
  watermarked_file: z.object({ document_id: z.number().int(), link: z.string().nullable() }).nullable(),
  e_sign_forms: z.array(
    z.object({
      id: z.number().int(),
      page: z.number().int(),
      form_id: z.string(),
      custom_form_name: z.string().nullable(),
      /** The name of the payment this form goes with (a voucher of the same form), if any. */
      custom_payment_name: z.string().nullable(),
      /** Signatures this form needs: one per signer. */
      signatures: z.number().int(),
      /** Each signer's signature as made on the portal: typed or drawn, and when. */
      signatureData: z.array(
        z.object({
          signer_id: z.number().int(),
          user_id: z.number().int(),
          role: z.enum(SIGNER_ROLES),
          signature_type: z.enum(['typed', 'drawn']).nullable(),
          signature: z.string().nullable(),
          signed_at: isoDate.nullable(),
        }),
      ),
      /** Staff marked it signed: the paper copy came back signed. */
      isMarkedSigned: z.boolean(),
      wetSignaturesRequired: z.boolean(),
      /** Who signs this form on paper, and when the firm marked the signed paper received. */
      wetSignatures: z.array(
        z.object({ user_id: z.number().int(), role: z.enum(SIGNER_ROLES), received_at: isoDate.nullable() }),
      ),
      wet_signature_required: specAlias(z.boolean(), 'e_sign_forms.wetSignaturesRequired'),
      /** A form signed on paper that the firm marked received, signed. */
      marked_signed_at: isoDate.nullable(),
      /** The form signed by everyone, stamped, certified and sealed: ready to download. */
      signed_document_ready: z.boolean(),
      signers: z.array(
        z.object({
          id: z.number().int(),
          user_id: z.number().int(),
          role: z.enum(SIGNER_ROLES),
          fname: z.string(),
          lname: z.string(),
          email: z.string().nullable(),
          signed_at: isoDate.nullable(),
        }),
      ),
    }),
  ),
  /** Everyone who signs a form of the return (spec 002 §3 signers). */
  signers: z.array(
    z.object({ id: z.number().int(), fname: z.string(), lname: z.string(), email: z.string().nullable() }),
  ),
  payment_vouchers: z.array(
    z.object({
      voucher_id: z.number().int(),
      id: specAlias(z.number().int(), 'payment_vouchers.voucher_id'),
      page: z.number().int(),
      form_id: z.string(),
      custom_payment_name: z.string().nullable(),
      /** 'IRS' or a state's postal code: the voucher is paid to it, never to the firm. */
      authority: z.enum(TAX_AUTHORITIES).nullable(),
      amount_cents: z.number().int().nullable(),
      is_due_asap: z.boolean(),
      due_date: z.string().nullable(),
      is_paid: z.boolean(),
      /** As the payer recorded it: the day paid (or scheduled), how, and the authority's confirmation number. */
      paid_on: z.string().nullable(),
      payment_method: z.enum(TAX_PAYMENT_METHODS).nullable(),
      confirmation_number: z.string().nullable(),
    }),
  ),
  paper_filed_returns: z.array(
    z.object({ id: z.number().int(), page: z.number().int(), form_id: z.string(), is_mailed: z.boolean() }),
  ),
  /**
   * Staff only (clients get []): why processing proposed each form's signers, and what to check before
   * sending (issue 37 §5), by the form's page.
   */
  proposal_notes: z.array(
    z.object({
      page: z.number().int(),
      form_id: z.string(),
      reasons: z.array(z.string()),
      warnings: z.array(z.string()),
    }),
  ),
  /** Staff only (clients get []): every identity check of the return's signers, newest first (spec 002 §2). */
  stripe_identity_verifications: z.array(identityCheckSchema),
  /**
   * Staff only (clients get []): where each signer's identity check for this return stands, by the spec's
   * rules (spec 002 §4), one per signer, whether the firm checks identity through Stripe or its test provider.
   */
  tax_return_identity_verifications: z.array(
    z.object({ user_id: z.number().int(), status: verificationStatusSchema, checked_at: isoDate.nullable() }),
  ),
  /** The firm's invoice the client pays through its checkout, in cents; null when there is none. */
  invoice_amount_cents: z.number().int().nullable(),
  /** Whether signers verify their identity first: the firm's setting when the return was sent. */
  identity_required: z.boolean(),
  /** Who is asking: the steps and forms the page shows are this person's. */
  viewer_id: z.number().int(),
  /** The caller's own identity check for this return, when they sign it and it is required; else null. */
  my_identity: signerIdentitySchema.nullable(),
  /** The entity's owners: who may sign its forms (staff choose among them when classifying). */
  owners: z.array(
    z.object({ id: z.number().int(), fname: z.string(), lname: z.string(), email: z.string().nullable() }),
  ),
});
export type TaxReturnDetail = z.infer<typeof taxReturnDetailSchema>;

const pageIndex = z.number().int().min(0).max(10_000);
const dbId = recordId;

/**
 * Classify (issue 17 §4): the e-file authorization forms with their signers (an owner of the entity each,
 * at least one per form), the payment vouchers (each with an amount and a due date or due ASAP) and the
 * returns to mail on paper, as staff confirm or correct the proposals.
 */
export const taxReturnClassificationSchema = z.object({
  e_sign_forms: z
    .array(
      z.object({
        page: pageIndex,
        form_id: z.string().trim().min(1).max(40),
        custom_form_name: z.string().trim().max(200).nullable().default(null),
        wet_signature_required: z.boolean().default(false),
        signers: z
          .array(z.object({ user_id: dbId, role: z.enum(SIGNER_ROLES) }))
          .min(1, 'Each form needs a signer')
          .max(4)
          // One signature line each: a person or a role twice would leave a line unsigned, or two on one line.
          .refine((list) => new Set(list.map((s) => s.user_id)).size === list.length, taxReturnMessages.signerTwice)
          .refine((list) => new Set(list.map((s) => s.role)).size === list.length, taxReturnMessages.roleTwice),
      }),
    )
    .max(50),
  payment_vouchers: z.array(paymentVoucherSchema).max(50),
  paper_filed_returns: z.array(z.object({ page: pageIndex, form_id: z.string().trim().min(1).max(40) })).max(50),
  /** The firm's own invoice, in cents, which the client pays on the portal; null: none here. */
  invoice_amount_cents: z
    .number({ error: taxReturnMessages.invoiceAmount })
    .int(taxReturnMessages.invoiceAmount)
    .positive(taxReturnMessages.invoiceAmount)
    .max(MAX_INT32, taxReturnMessages.invoiceAmount)
    .nullable()
    .default(null),
});
export type TaxReturnClassification = z.output<typeof taxReturnClassificationSchema>;

export const reminderDisabledSchema = z.object({ reminder_disabled: z.boolean() });
export const invoicePaidSchema = z.object({ paid: z.boolean() });

/**
 * Send to documents instead (spec 002 §3, §9): the return is filed in the entity's documents and the client
 * told so, with the firm's default subject and message unless these are given.
 */
export const sendToDocumentsSchema = z.object({
  subject: z.string().trim().max(300).optional(),
  message: z.string().trim().max(5000).optional(),
});
export type SendToDocumentsInput = z.output<typeof sendToDocumentsSchema>;

/** The payer is back from the invoice's checkout with its session id, which the server checks with the provider. */
export const verifyInvoicePaymentSchema = z.object({ session_id: z.string().trim().min(1).max(300) });

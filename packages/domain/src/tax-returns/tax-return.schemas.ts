import { z } from 'zod';
import { FIRST_TAX_YEAR, sendTaxYears } from '../questionnaires/send.schemas.ts';
import { defaultTaxYear, isCalendarDay } from '../questionnaires/questionnaire-dates.ts';

export const taxReturnMessages = {
  entityRequired: 'Please choose exactly one entity',
  fileRequired: 'Please choose a PDF file',
  locked: 'This PDF is password-protected. Please upload it without a password.',
  taxYearRequired: 'Please choose a tax year',
  nameRequired: 'Please enter a return name',
  voucherAmount: 'Payment voucher amount must be greater than 0',
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
} as const;

/** Tax years a return may be for: 2018 to the default year (spec 002 §9), the default being ten months ago. */
export const taxReturnYears = sendTaxYears;
export const defaultTaxReturnYear = defaultTaxYear;

/** Send Tax Return's fields (spec 002 §5): one entity, a tax year, a name; the PDF itself is checked apart. */
export const taxReturnUploadSchema = z.object({
  company_id: z.coerce
    .number({ error: taxReturnMessages.entityRequired })
    .int(taxReturnMessages.entityRequired)
    .positive(taxReturnMessages.entityRequired)
    .max(2_147_483_647, taxReturnMessages.entityRequired),
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
    page: z.number().int().min(0),
    form_id: z.string().trim().min(1).max(40),
    custom_payment_name: z.string().trim().max(200).nullable().default(null),
    amount_cents: z
      .number({ error: taxReturnMessages.voucherAmount })
      .int(taxReturnMessages.voucherAmount)
      .positive(taxReturnMessages.voucherAmount)
      .max(100_000_000_00, taxReturnMessages.voucherAmount),
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
    .max(2_147_483_647, taxReturnMessages.advisorId),
  clientIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, taxReturnMessages.clientsRequired)
    .max(1000),
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

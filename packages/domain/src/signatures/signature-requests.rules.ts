import { drawnSignatureProblem } from './adopted-signature.rules.ts';
import { z } from 'zod';
import { specAlias } from '../common/spec-alias.ts';
import { MAX_INT32, recordId } from '../common/ids.ts';
import { defaultTaxYear, FIRST_TAX_YEAR, sendTaxYears } from '../common/tax-years.ts';
import { signerIdentitySchema, verificationStatusSchema } from '../identity/identity.schemas.ts';

/** Spec 002 §4 Signature request statuses. */
export const SIGNATURE_REQUEST_STATUSES = [
  'processing',
  'action_required',
  'sending',
  'sent',
  'signed',
  'completed',
  'error',
] as const;
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];

export const SIGNATURE_REQUEST_STATUS_LABELS: Record<SignatureRequestStatus, string> = {
  processing: 'Processing',
  action_required: 'Action required',
  sending: 'Sending',
  sent: 'Sent',
  signed: 'Signed',
  completed: 'Completed',
  error: 'Error',
};

/**
 * The lifecycle (the spec does not show transitions; this is ours): a background job prepares an upload
 * (processing → action_required, or error), staff place fields and send (action_required → sending →
 * sent, or back when the emails cannot go out), the last signer's finish seals it (sent → signed), and the firm may mark any request that is not
 * being prepared 'completed'.
 */
const TRANSITIONS: Record<SignatureRequestStatus, readonly SignatureRequestStatus[]> = {
  processing: ['action_required', 'error'],
  action_required: ['sending', 'completed'],
  // A send whose emails could not go out goes back to staff to try again.
  sending: ['sent', 'action_required', 'error'],
  sent: ['signed', 'completed'],
  signed: ['completed'],
  completed: [],
  error: ['completed'],
};

export const canTransition = (from: SignatureRequestStatus, to: SignatureRequestStatus) =>
  TRANSITIONS[from].includes(to);

/** 'Mark as completed' is offered until the request is completed (spec 002 §4), not while it is prepared. */
export const canMarkRequestCompleted = (status: SignatureRequestStatus) => canTransition(status, 'completed');

/** Opening a request that is still being prepared shows the info toast instead (spec 002 §4). */
export const opensWhileProcessing = (status: SignatureRequestStatus) => status === 'processing';

/** Tax year options and the default: the year of the date ten months ago (spec 002 §9). */
export const signatureRequestTaxYears = sendTaxYears;
export const defaultSignatureRequestTaxYear = defaultTaxYear;

export const signatureRequestMessages = {
  entityRequired: 'Please choose one entity',
  fileRequired: 'Please choose a PDF file',
  notPdf: 'The file must be a PDF',
  emptyFile: 'The file is empty',
  locked: 'This PDF is password-protected. Remove the password and upload it again.',
  nameRequired: 'Please enter a document name',
  taxYearRequired: 'Please choose a tax year',
  disabled: 'Signature requests are turned off for your firm',
  stillProcessing: 'This signature request is still processing. Please wait a few seconds and try again.',
  deleted: 'Signature request has been deleted',
  markedCompleted: 'Signature request has been marked as completed',
  notFound: 'No signature request found',
  sendFailed: 'The emails to the signers could not be sent. Please try again in a few minutes.',
  updated: 'Signature request updated',
  renameAfterSend: 'The document name and tax year can change only until the request is sent',
  statusByHand: 'Staff can only mark a request completed: its other statuses follow its signing',
  nothingToUpdate: 'Send a status, a document name or a tax year to change',
} as const;

/** The fields of Upload Signature Request besides the file (spec 002 §5): exactly one entity and a tax year. */
export const signatureRequestUploadSchema = z.object({
  company_id: z.coerce
    .number({ error: signatureRequestMessages.entityRequired })
    .int(signatureRequestMessages.entityRequired)
    .positive(signatureRequestMessages.entityRequired)
    .max(MAX_INT32, signatureRequestMessages.entityRequired),
  document_name: z
    .string({ error: signatureRequestMessages.nameRequired })
    .trim()
    .min(1, signatureRequestMessages.nameRequired)
    .max(200, 'A document name has at most 200 characters'),
  tax_year: z.coerce
    .number({ error: signatureRequestMessages.taxYearRequired })
    .int(signatureRequestMessages.taxYearRequired)
    .min(FIRST_TAX_YEAR, signatureRequestMessages.taxYearRequired)
    .max(2100, signatureRequestMessages.taxYearRequired),
  signed_pages_only: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(false),
});
export type SignatureRequestUpload = z.infer<typeof signatureRequestUploadSchema>;

/**
 * The general update of a signature request (spec 002 §7 "update {id, companyId, status, ...}"): its document
 * name and tax year until it is sent, and 'completed', the one status staff set by hand.
 */
export const signatureRequestUpdateSchema = z
  .object({
    /** The spec's companyId: when sent, it must be the request's entity. */
    companyId: recordId.optional(),
    status: z
      .enum(SIGNATURE_REQUEST_STATUSES)
      .refine((s) => s === 'completed', signatureRequestMessages.statusByHand)
      .optional(),
    form_name: signatureRequestUploadSchema.shape.document_name.optional(),
    tax_year: signatureRequestUploadSchema.shape.tax_year.optional(),
  })
  .refine((u) => u.status !== undefined || u.form_name !== undefined || u.tax_year !== undefined, {
    message: signatureRequestMessages.nothingToUpdate,
  });
export type SignatureRequestUpdate = z.infer<typeof signatureRequestUpdateSchema>;

export const SIGNATURE_FIELD_KINDS = ['signature', 'initials', 'date'] as const;

/** A field on a page, as a fraction of the page from its top-left corner; it must lie on the page. */
export const signatureFieldSchema = z
  .object({
    signer_id: recordId,
    kind: z.enum(SIGNATURE_FIELD_KINDS),
    page: z.number().int().min(0).max(9999),
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    width: z.number().gt(0).max(1),
    height: z.number().gt(0).max(1),
  })
  .refine((f) => f.x + f.width <= 1.0001 && f.y + f.height <= 1.0001, 'A field must lie inside its page');
export type SignatureFieldInput = z.infer<typeof signatureFieldSchema>;

/** Finish: the signer adopts a typed or drawn signature once; it fills every field that is theirs. */
export const signRequestSchema = z
  .object({
    signature_type: z.enum(['typed', 'drawn']),
    signature: z.string().trim().min(1, 'Please enter your signature').max(400_000),
    initials: z.string().trim().max(10).optional(),
    /** The signer's local time as their device shows it. */
    client_time: z.string().max(100).default(''),
  })
  .superRefine((s, ctx) => {
    const problem = s.signature_type === 'drawn' ? drawnSignatureProblem(s.signature) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['signature'], message: problem });
  })
  .refine((s) => s.signature_type === 'drawn' || s.signature.length <= 100, {
    path: ['signature'],
    message: 'A typed signature has at most 100 characters',
  });
export type SignRequestInput = z.infer<typeof signRequestSchema>;

/** Initials from a name when the signer gives none: 'Nora Quill' → 'NQ'. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 4);

const isoDate = z.string();

/** A file of a request (spec 002 §3 source, signed_document): its document, and the call that links to it. */
const requestFileSchema = z.object({ document_id: z.number().int(), link: z.string() }).nullable();

/** The request's PDF as uploaded (`source`) and as signed by everyone (`signed_document`), once each exists. */
export function signatureRequestFiles(r: {
  id: number;
  originalDocumentId: number | null;
  signedDocumentId: number | null;
}) {
  const file = (documentId: number | null, kind: 'original' | 'signed') =>
    documentId === null
      ? null
      : { document_id: documentId, link: `/api/signature_requests/${r.id}/document?kind=${kind}` };
  return { source: file(r.originalDocumentId, 'original'), signed_document: file(r.signedDocumentId, 'signed') };
}

export const signatureRequestRowSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  company_hash: z.string(),
  tax_year: z.number().int(),
  form_name: z.string(),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  /** The PDF as uploaded; null until it is stored. */
  source: requestFileSchema,
  /** The PDF signed by everyone, sealed; null until then. */
  signed_document: requestFileSchema,
  signed_pages_only: z.boolean(),
  updated_at: isoDate,
  signers_signed: z.number().int(),
  signers_total: z.number().int(),
  /** Whether its signers verify their identity before signing (the firm's preference when it was sent). */
  identity_required: z.boolean(),
  /** 'ID fraud detection': the aggregate of the signers' identity checks, when they are required. */
  fraud_detection_status: verificationStatusSchema.nullable(),
});
export type SignatureRequestRow = z.infer<typeof signatureRequestRowSchema>;

export const signatureRequestListSchema = z.object({
  items: z.array(signatureRequestRowSchema),
  has_more: z.boolean(),
});

export const signatureRequestDetailSchema = signatureRequestRowSchema.extend({
  page_count: z.number().int().nullable(),
  error_message: z.string().nullable(),
  original_document_id: specAlias(z.number().int().nullable(), 'source', 'the id of its document'),
  signed_document_id: specAlias(z.number().int().nullable(), 'signed_document', 'the id of its document'),
  signers: z.array(
    z.object({
      id: z.number().int(),
      user_id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      signed_at: isoDate.nullable(),
      identity: signerIdentitySchema,
    }),
  ),
  fields: z.array(
    z.object({
      id: z.number().int(),
      signer_id: z.number().int(),
      kind: z.enum(SIGNATURE_FIELD_KINDS),
      page: z.number().int(),
      x: z.number(),
      y: z.number(),
      width: z.number(),
      height: z.number(),
      filled: z.boolean(),
    }),
  ),
  /** The signer the caller is, when a client opens it to sign. */
  my_signer_id: z.number().int().nullable(),
});
export type SignatureRequestDetail = z.infer<typeof signatureRequestDetailSchema>;

export const SIGNATURE_REQUEST_SORTS = ['updated_at', 'company_name', 'tax_year', 'form_name', 'status'] as const;
export const signatureRequestListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .refine((n) => n === 10 || n === 20 || n === 50, 'Page size must be 10, 20 or 50')
    .default(10),
  sort_by: z.enum(SIGNATURE_REQUEST_SORTS).default('updated_at'),
  descending: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(true),
  search_term: z.string().trim().max(200).optional(),
});

/** POST /api/signatures/verify: whether the portal sealed exactly these bytes, when and for whom. */
export const signatureVerificationSchema = z.object({
  /** unknown_document: sealed and unchanged, but not one of the caller's firm's documents. */
  status: z.enum(['intact', 'changed', 'not_sealed', 'unknown_document']),
  sha256: z.string(),
  by_portal: z.boolean(),
  signed_at: isoDate.nullable(),
  reason: z.string().nullable(),
  request: z
    .object({
      /** What was sealed: a signature request, or an e-file authorization form of a tax return (its id). */
      subject_type: z.enum(['signature_request', 'tax_return']),
      id: z.number().int(),
      form_name: z.string(),
      tax_year: z.number().int(),
      company_name: z.string(),
      signers: z.array(z.object({ name: z.string(), email: z.string().nullable(), signed_at: isoDate.nullable() })),
    })
    .nullable(),
  /**
   * The firm's signing evidence (issue 36 §3), checked against its signed checkpoints and the head this document
   * carries: rewritten (a row changed, even with every later hash recomputed) or deleted (rows gone, the last ones
   * too). Null when the file is not one of the firm's sealed documents.
   */
  evidence: z
    .object({
      status: z.enum(['intact', 'rewritten', 'deleted']),
      events: z.number().int(),
      checkpoints: z.number().int(),
      problem: z.string().nullable(),
    })
    .nullable(),
});
export type SignatureVerification = z.infer<typeof signatureVerificationSchema>;

/**
 * What keeps a request from going out (issue 37 §7), said the same way by the Send button and the server: an
 * entity without owners, or signers without a signature field, named. Null when it can go.
 */
export function sendBlocker(
  signers: readonly { id: number; name: string }[],
  fields: readonly { signer_id: number; kind: string }[],
): string | null {
  if (!signers.length) return 'This entity has no owners to sign. Add an owner to the entity first.';
  const missing = signers.filter((s) => !fields.some((f) => f.signer_id === s.id && f.kind === 'signature'));
  if (!missing.length) return null;
  const names = missing.map((s) => s.name);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Place a signature field for ${list} before sending.`;
}

/**
 * One status for a signer's screen (issue 37 §7): its header and its card read the same words. A signer who
 * has signed sees that the others are still to sign, or that everyone has; anyone else sees the request's.
 */
export function signingStatusLabel(
  request: { status: SignatureRequestStatus; signers: readonly { id: number; signed_at: string | null }[] },
  mySignerId: number | null,
): string {
  const me = request.signers.find((s) => s.id === mySignerId);
  if (!me) return SIGNATURE_REQUEST_STATUS_LABELS[request.status];
  if (request.status === 'signed') return 'Signed by everyone';
  if (request.status === 'completed') return SIGNATURE_REQUEST_STATUS_LABELS.completed;
  if (!me.signed_at) return request.status === 'sent' ? 'Waiting for your signature' : 'Not open for signing';
  const others = request.signers.filter((s) => !s.signed_at).length;
  return others === 0
    ? 'Signed by everyone'
    : `Signed by you · waiting for ${others} other ${others === 1 ? 'signer' : 'signers'}`;
}

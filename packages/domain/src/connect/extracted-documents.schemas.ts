import { z } from 'zod';
import { annotationSchema } from '../annotations/annotations.schemas.ts';
import { recordId, recordIdParam } from '../common/ids.ts';
import { extractedFieldSchema } from './fields/field.schemas.ts';

/** Spec 002 §3 Extracted document statuses. */
export const EXTRACTED_DOCUMENT_STATUSES = [
  'processing',
  'identify_failed',
  'identify_succeeded',
  'split_succeeded',
  'analysis_succeeded',
  'split_failed',
  'review_required',
] as const;
export type ExtractedDocumentStatus = (typeof EXTRACTED_DOCUMENT_STATUSES)[number];

/**
 * A split document staff have accepted (spec 001 §4: Completed; Edit offered): split_succeeded, or
 * analysis_succeeded when its figures were read too (issue 42: its boxes are part of the accepted document).
 */
export const COMPLETED_STATUSES = [
  'split_succeeded',
  'analysis_succeeded',
] as const satisfies readonly ExtractedDocumentStatus[];
export const isCompletedStatus = (status: string): boolean =>
  (COMPLETED_STATUSES as readonly string[]).includes(status);
/** The status a document takes once accepted: with a figure read off it, analysed too. */
export const acceptedStatus = (fields: readonly { value: unknown }[] | null | undefined) =>
  fields?.some((f) => f.value !== null && f.value !== undefined)
    ? ('analysis_succeeded' as const)
    : ('split_succeeded' as const);

/** Statuses a firm may Retry (spec 001 §4: Failed; Retry). */
export const RETRYABLE_STATUSES: readonly ExtractedDocumentStatus[] = ['split_failed', 'identify_failed'];

/** Spec 001 §4: how each status is shown. */
export function extractedStatusLabel(
  status: ExtractedDocumentStatus,
): 'Processing' | 'Processed' | 'Completed' | 'Failed' {
  if (status === 'processing') return 'Processing';
  if (status === 'identify_succeeded' || status === 'review_required') return 'Processed';
  if (isCompletedStatus(status)) return 'Completed';
  return 'Failed';
}

export const connectMessages = {
  disabled: 'The bulk upload processor is not enabled for this firm',
  exportDisabled: 'Review and export is not enabled for this firm',
  individualsOnly: 'Connect is only available for individual entities',
  notPdf: 'This document is not a PDF',
  notFound: 'Extracted document not found',
  notRetryable: 'Only a failed document can be retried',
  notDeleted: 'Only a deleted document can be restored',
  stillProcessing: 'Document(s) are still processing',
  finished: 'Document(s) finished being processed',
  unreadable: 'The PDF could not be read. Please upload it again.',
  interrupted: 'Processing stopped before it finished. Please retry.',
  fileFailed: 'The split documents could not be filed. Please retry.',
} as const;

/** Spec 001 §7 process_document: start the bulk upload processor on an uploaded file of the entity. */
export const processDocumentSchema = z.object({
  company_id: recordId,
  document_id: recordId,
  requires_splitting: z.boolean().default(true),
  /** The entity's folder the firm chose for the split documents; the uploaded file's folder when absent. */
  upload_path: z.string().trim().min(1).max(500).optional(),
  questionnaire_id: recordId.optional(),
});
export type ProcessDocumentInput = z.infer<typeof processDocumentSchema>;

export const exportableDocumentsQuerySchema = z.object({
  company_id: recordId,
  year: z.number().int().min(1900, 'Please select a tax year').max(2100, 'Please select a tax year'),
});

/** Spec 001 §3 Extracted document, with the recognition the processor made. */
export const extractedDocumentSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** The upload this document was cut from (null for the upload itself). */
  parent_id: z.number().int().nullable(),
  parent_document_id: z.number().int().nullable(),
  document_id: z.number().int().nullable(),
  questionnaire_id: z.number().int().nullable(),
  name: z.string(),
  detailed_name: z.string(),
  differentiator: z.string().nullable(),
  description: z.string().nullable(),
  source: z.enum(['upload', 'questionnaire']),
  status: z.enum(EXTRACTED_DOCUMENT_STATUSES),
  document_type: z.literal('bulk_document'),
  form: z.string().nullable(),
  confidence: z.number().nullable(),
  /** For a document Connect could not recognise: the likeliest forms, best first, with their confidence. */
  candidates: z.array(z.object({ form: z.string(), confidence: z.number() })),
  /** The figures read off its form (issue 42 §1), every box Connect reads on it, read or not. */
  fields: z.array(extractedFieldSchema),
  tax_year: z.number().int().nullable(),
  parent_pages: z.string().nullable(),
  page_count: z.number().int().nullable(),
  folder_path: z.string(),
  error: z.string().nullable(),
  categorized_by_ai: z.boolean(),
  marked_as_others: z.boolean(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type ExtractedDocument = z.infer<typeof extractedDocumentSchema>;

/** An upload with the documents cut from it, and whether any is still processing. */
export const extractedUploadSchema = extractedDocumentSchema.extend({ documents: z.array(extractedDocumentSchema) });

/**
 * GET /api/companies/{id}/extracted_documents: as extractedUploadSchema, each with the annotations staff drew on
 * its PDF (spec 001 §3 Extracted document annotations; the upload's are on the uploaded file).
 */
const listedExtractedSchema = extractedDocumentSchema.extend({ annotations: z.array(annotationSchema) });
export const extractedUploadListItemSchema = listedExtractedSchema.extend({
  documents: z.array(listedExtractedSchema),
});

export const exportableDocumentSchema = z.object({
  document_id: z.number().int(),
  extracted_document_id: z.number().int().nullable(),
  name: z.string(),
  path: z.string(),
  form: z.string().nullable(),
  /** Who issued it (employer, payer, lender), where the pages show it. */
  payer: z.string().nullable(),
  tax_year: z.number().int().nullable(),
  page_count: z.number().int().nullable(),
});
export type ExportableDocument = z.infer<typeof exportableDocumentSchema>;

/** Spec 001 §7 split check (companyId, path): whether an entity's file was cut from a bigger upload. */
export const splitCheckQuerySchema = z.object({
  companyId: recordIdParam,
  path: z.string().trim().min(2, 'Choose a document').max(1000),
});
export const splitCheckSchema = z.object({
  document: z.object({
    id: z.number().int(),
    /** The upload it was cut from; null when it is not a split part. */
    parent_document_id: z.number().int().nullable(),
  }),
});
export type SplitCheck = z.infer<typeof splitCheckSchema>;

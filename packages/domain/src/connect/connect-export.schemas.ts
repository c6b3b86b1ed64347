import { z } from 'zod';
import { recordId } from '../common/ids.ts';
import { exportableDocumentsQuerySchema } from './extracted-documents.schemas.ts';

/** Connect's export (spec 001 §9 export formats): one PDF with a contents page, or a zip of the documents. */
export const CONNECT_EXPORT_FORMATS = ['pdf', 'zip'] as const;
export type ConnectExportFormat = (typeof CONNECT_EXPORT_FORMATS)[number];

/** At most this many documents in one export (a season's worth for one entity). */
export const CONNECT_EXPORT_MAX_DOCUMENTS = 500;

export const connectExportMessages = {
  // Ours: the spec names review and export, not these texts.
  noDocuments: 'Please select at least one document to export',
  tooManyDocuments: `Please select at most ${CONNECT_EXPORT_MAX_DOCUMENTS} documents`,
  repeated: 'A document is listed twice',
  documentNotFound: 'Document not found',
  format: 'Please choose PDF or zip',
  queued: 'Your export is being prepared. You will get a notification when it is ready.',
  ready: (fileName: string) => `Your export is ready: ${fileName}`,
  failed: (reason: string) => `Your export could not be made: ${reason}`,
  contents: 'Contents',
} as const;

/**
 * Export an entity's reviewed documents (POST /api/connect/exports; the spec does not show the path): the
 * exportable documents of the year chosen (included), in the order the reviewer left them.
 */
export const connectExportSchema = exportableDocumentsQuerySchema.extend({
  format: z.enum(CONNECT_EXPORT_FORMATS, { message: connectExportMessages.format }).default('pdf'),
  document_ids: z
    .array(recordId, { message: connectExportMessages.noDocuments })
    .min(1, connectExportMessages.noDocuments)
    .max(CONNECT_EXPORT_MAX_DOCUMENTS, connectExportMessages.tooManyDocuments)
    .refine((ids) => new Set(ids).size === ids.length, connectExportMessages.repeated),
});
export type ConnectExportInput = z.infer<typeof connectExportSchema>;
export type ConnectExportForm = z.input<typeof connectExportSchema>;

/** An export's state while its job runs: documents done of the total (null before the job starts counting). */
export const connectExportStatusSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  status: z.enum(['preparing', 'ready', 'failed']),
  size: z.number().int().nullable(),
  done: z.number().int().nullable(),
  total: z.number().int().nullable(),
});
export type ConnectExportStatus = z.infer<typeof connectExportStatusSchema>;

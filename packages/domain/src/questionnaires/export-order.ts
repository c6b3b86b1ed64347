import { z } from 'zod';
import { recordId } from '../common/ids.ts';
import { exportPlatformsSchema } from './export-platforms.ts';

/**
 * Export questionnaires (spec 001 §7 export_questionnaires, §9 export formats): the request, its texts,
 * and the order in which uploaded documents are merged into the export.
 */
export const EXPORT_FORMATS = ['pdf', 'spreadsheet'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Default send-as name when documents are included (spec 001 §9). */
export const DOCUMENT_CHECKLIST_NAME = 'Document Checklist';

export const exportMessages = {
  // Ours: the spec shows the "Export in progress" dialog but not its text.
  queued: 'Your export is being prepared. You will get a notification when it is ready.',
  ready: (fileName: string) => `Your export is ready: ${fileName}`,
  // Spec 001 §8 failure texts.
  failed: 'Failed to export questionnaire',
  failedSpreadsheet: 'Failed to export questionnaire to spreadsheet',
  // Ours: the spec names the options, not these texts.
  nothingToExport: 'Choose the answer pages, the documents or both',
  documentNotFound: 'Document not found',
} as const;

export const exportQuestionnairesSchema = z
  .object({
    questionnaire_ids: z.array(recordId).min(1).max(200),
    format: z.enum(EXPORT_FORMATS).default('pdf'),
    zipped: z.boolean().default(false),
    include_documents: z.boolean().default(false),
    include_toc: z.boolean().default(true),
    remove_nos_and_na_answers: z.boolean().default(false),
    convert_images_to_pdfs: z.boolean().default(true),
    save_as_name: z.string().trim().max(150).optional(),
    /** The answer pages (title, sections and answers); without them a PDF holds the documents alone. */
    include_pages: z.boolean().default(true),
    /** Only these uploaded documents (ids from get_exported_documents_list); all of them when absent. */
    documents_to_include: z.array(recordId).max(5000).optional(),
    /** These uploaded documents are left out. */
    documents_to_exclude: z.array(recordId).max(5000).default([]),
    /** Also send the documents, as a package, to these platforms (each behind its firm preference). */
    export_to_platforms: exportPlatformsSchema.default([]),
  })
  .refine((v) => v.format !== 'pdf' || v.include_pages || v.include_documents, {
    message: exportMessages.nothingToExport,
    path: ['include_pages'],
  });
export type ExportQuestionnairesInput = z.infer<typeof exportQuestionnairesSchema>;

/** export_questionnaire_to_spreadsheet (spec 001 §7, body not shown): the export's spreadsheet format alone. */
export const spreadsheetExportSchema = z.object({
  questionnaire_ids: z.array(recordId).min(1).max(200),
  remove_nos_and_na_answers: z.boolean().default(false),
  save_as_name: z.string().trim().max(150).optional(),
});

/** get_exported_documents_list (spec 001 §7): `questionnaire_ids`, comma-separated. */
export const exportedDocumentsQuerySchema = z.object({
  questionnaire_ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Please select a questionnaire')
    .transform((v) => v.split(',').map(Number))
    .pipe(z.array(recordId).min(1).max(200)),
});

/** One uploaded document an export with documents would hold, in the export order. */
export const exportedDocumentSchema = z.object({
  id: z.number().int(),
  questionnaire_id: z.number().int(),
  name: z.string(),
  /** The document option or description the export order sorts by. */
  label: z.string().nullable(),
  question_text: z.string().nullable(),
});
export type ExportedDocument = z.infer<typeof exportedDocumentSchema>;

/**
 * The fixed tax-form order of spec 001 §9 (about 50 names): the return itself, wage and income
 * statements, deductions and credits, health coverage, schedules and pass-through forms, then the
 * payroll, business and exempt-organization returns.
 */
export const DOCUMENT_EXPORT_ORDER = [
  '1040',
  '1040-SR',
  '1040-NR',
  '1040-X',
  '1040-ES',
  'W-2',
  'W-2G',
  '1099-INT',
  '1099-OID',
  '1099-DIV',
  '1099-B',
  '1099-S',
  '1099-R',
  'SSA-1099',
  'RRB-1099',
  '1099-G',
  '1099-MISC',
  '1099-NEC',
  '1099-K',
  '1099-SA',
  '1099-Q',
  '1099-C',
  '1099-LTC',
  '1098',
  '1098-E',
  '1098-T',
  '1098-C',
  '5498',
  '5498-SA',
  '1095-A',
  '1095-B',
  '1095-C',
  'Schedule A',
  'Schedule B',
  'Schedule C',
  'Schedule D',
  'Schedule E',
  'Schedule F',
  'Schedule H',
  'Schedule SE',
  'K-1',
  '2441',
  '4562',
  '8829',
  '8863',
  '8889',
  '8949',
  '941',
  '940',
  '943',
  '944',
  'W-3',
  '1096',
  '1065',
  '1120',
  '1120-S',
  '1041',
  '990',
  '990-EZ',
  '990-PF',
  '709',
  '706',
] as const;

/** Comparable form names: case, spacing and a leading "Form" or "Schedule K-1" spelling do not matter. */
function normalize(label: string): string {
  return label
    .toUpperCase()
    .replace(/[\s_]+/g, ' ')
    .replace(/\u2013|\u2014/g, '-')
    .trim()
    .replace(/^FORM\s+/, '')
    .replace(/^SCHEDULE K-1\b/, 'K-1')
    .replace(/\s*-\s*/g, '-');
}

/**
 * Where a document's label (its chosen document option, else its description) falls in an order: the
 * exact name, else the longest name it starts with as a whole word ('1099-INT Chase' is a 1099-INT, but
 * 'W-2C' is not a W-2). Unknown or empty labels rank after every named form.
 */
export function exportRank(label: string | null | undefined, order: readonly string[] = DOCUMENT_EXPORT_ORDER): number {
  const wanted = normalize(label ?? '');
  if (wanted === '') return order.length;
  const names = order.map(normalize);
  const exact = names.indexOf(wanted);
  if (exact >= 0) return exact;
  let best = -1;
  names.forEach((name, i) => {
    const whole = wanted.startsWith(name) && !/[A-Z0-9]/.test(wanted.charAt(name.length));
    if (name !== '' && whole && (best < 0 || name.length > names[best]!.length)) best = i;
  });
  return best >= 0 ? best : order.length;
}

/**
 * Documents in export order: the company's own order (custom_document_export_order) when it has one,
 * else the fixed tax-form order; ties keep their given order (upload order).
 */
export function sortForExport<T>(
  items: readonly T[],
  labelOf: (item: T) => string | null | undefined,
  customOrder: readonly string[] = [],
): T[] {
  const order = customOrder.length ? customOrder : DOCUMENT_EXPORT_ORDER;
  return items
    .map((item, index) => ({ item, index, rank: exportRank(labelOf(item), order) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((x) => x.item);
}

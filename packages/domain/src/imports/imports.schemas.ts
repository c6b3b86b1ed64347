import { z } from 'zod';
import { MAX_INT32 } from '../common/ids.ts';

export const importMessages = {
  filesRequired: 'Please choose a file to import',
  diyDisabled:
    'Importing client lists yourself is turned off for your firm. Upload the list as an import file and we will import it for you.',
  assigneeRequired: 'Please choose the firm user the clients are assigned to',
  listTypeRequired: 'Please choose whether the list holds individuals or entities',
  emailInFileTwice: 'This email appears more than once in the file',
  queued: 'Your client list was queued for import. You can follow its progress on the Import lists page.',
  tooManyRows: 'A list can hold at most 5,000 rows',
  descriptionRequired: 'Please describe the document',
  taxSoftwareRequired: 'Please choose the tax software',
  notSupportedInBulk: 'ProConnect (not supported in bulk): upload its organizers one at a time',
  yearRequired: 'Please choose the tax year',
  fileUploaded: 'Your file was uploaded. Client lists are imported within 10 business days.',
  rolloverUploaded: 'Your rollover items were uploaded. Zipped rollover items are processed within 3-5 business days.',
  documentUploaded: 'Your document was uploaded.',
} as const;

/** One row of a client list, after the browser mapped the file's columns (spec 000 §7 DIY import). */
export const importRecordSchema = z.object({
  fname: z.string().max(200).optional(),
  lname: z.string().max(200).optional(),
  email: z.string().max(300).optional(),
  phone_number: z.string().max(40).optional(),
  entity_name: z.string().max(300).optional(),
  entity_type: z.string().max(100).optional(),
  spouse_fname: z.string().max(200).optional(),
  spouse_lname: z.string().max(200).optional(),
  spouse_email: z.string().max(300).optional(),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;

export const importListInputSchema = z.object({
  records: z.array(importRecordSchema).min(1, importMessages.filesRequired).max(5000, importMessages.tooManyRows),
  original_file_name: z.string().trim().min(1, importMessages.filesRequired).max(255),
  assigned_firm_user_id: z.number({ error: importMessages.assigneeRequired }).int().min(-1).max(MAX_INT32),
  list_type: z.enum(['individuals', 'entities'], { error: importMessages.listTypeRequired }),
});
export type ImportListInput = z.infer<typeof importListInputSchema>;

export const rowErrorSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type RowError = z.infer<typeof rowErrorSchema>;

export const importValidationSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  errors: z.array(rowErrorSchema),
});

export const importListSchema = z.object({
  id: z.number().int(),
  original_file_name: z.string(),
  status: z.enum(['queued', 'importing', 'completed', 'failed']),
  total: z.number().int(),
  imported: z.number().int(),
  failed: z.number().int(),
  errors: z.array(rowErrorSchema),
  created_at: z.string(),
});

/** What an uploaded import file holds (spec 000 §2 Import file type chooser, 002 §5). */
export const IMPORT_FILE_TYPES = ['client_list', 'rollover_zip', 'rollover_csv', 'other'] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number];
export const importFileTypeLabels: Record<ImportFileType, string> = {
  client_list: 'Client list',
  rollover_zip: 'Rollover items (zipped)',
  rollover_csv: 'Rollover items (CSV)',
  other: 'Other document',
};
/** The organizer types of spec 002 §3, in its order: the tax software a rollover import comes from. */
export const TAX_SOFTWARE = [
  'ATX Tax Organizer',
  'UltraTax Input Screens',
  'Lacerte',
  'ProConnect',
  'Drake',
  'ProSeries',
  'Axcess',
  'TaxCycle',
  'ProFile',
  'TaxPrep CSV',
  'GoSystem',
  'ProSystem FX',
  'TaxAct',
  'Tax Return',
  'Other',
] as const;
export type TaxSoftware = (typeof TAX_SOFTWARE)[number];

/** Organizer types the bulk (zipped) rollover processing cannot read (spec 002 §3 'ProConnect (not supported in bulk)'). */
export const NOT_IN_BULK: readonly TaxSoftware[] = ['ProConnect'];
export const notSupportedInBulk = (software: string) => (NOT_IN_BULK as readonly string[]).includes(software);
/** How a picker names an organizer type: 'ProConnect (not supported in bulk)' where it is offered for bulk. */
export const taxSoftwareLabel = (software: TaxSoftware, bulk: boolean) =>
  bulk && notSupportedInBulk(software) ? `${software} (not supported in bulk)` : software;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The fields sent with an import file upload (multipart form fields, so numbers arrive as text):
 * a client list needs an assignee and a list type; zipped rollover items need tax software and a
 * year; a rollover CSV needs a year; an other document needs a description (spec 002 §5).
 */
export const importFileFieldsSchema = z
  .object({
    documentType: z.enum(IMPORT_FILE_TYPES, { error: 'Please choose what the file holds' }),
    assignedFirmUserId: z.preprocess(blankToUndefined, z.coerce.number().int().min(-1).max(MAX_INT32).optional()),
    listType: z.preprocess(blankToUndefined, z.enum(['individuals', 'entities']).optional()),
    comment: z.preprocess(blankToUndefined, z.string().trim().max(2000).optional()),
    documentName: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    taxSoftware: z.preprocess(blankToUndefined, z.enum(TAX_SOFTWARE).optional()),
    year: z.preprocess(blankToUndefined, z.coerce.number().int().min(2000).max(2100).optional()),
  })
  .superRefine((v, ctx) => {
    const need = (ok: unknown, path: string, message: string) => {
      if (ok === undefined) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (v.documentType === 'client_list') {
      need(v.assignedFirmUserId, 'assignedFirmUserId', importMessages.assigneeRequired);
      need(v.listType, 'listType', importMessages.listTypeRequired);
    }
    if (v.documentType === 'rollover_zip') {
      need(v.taxSoftware, 'taxSoftware', importMessages.taxSoftwareRequired);
      if (v.taxSoftware && notSupportedInBulk(v.taxSoftware))
        ctx.addIssue({ code: 'custom', path: ['taxSoftware'], message: importMessages.notSupportedInBulk });
    }
    if (v.documentType === 'rollover_zip' || v.documentType === 'rollover_csv')
      need(v.year, 'year', importMessages.yearRequired);
    if (v.documentType === 'other') need(v.documentName, 'documentName', importMessages.descriptionRequired);
  });
export type ImportFileFields = z.infer<typeof importFileFieldsSchema>;

export const importFileSchema = z.object({
  id: z.number().int(),
  document_type: z.enum(IMPORT_FILE_TYPES),
  file_name: z.string(),
  size: z.number().int(),
  list_type: z.enum(['individuals', 'entities']).nullable(),
  document_name: z.string().nullable(),
  tax_software: z.string().nullable(),
  year: z.number().int().nullable(),
  comment: z.string().nullable(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
});
export type ImportFile = z.infer<typeof importFileSchema>;

/** The message after an upload, by what was uploaded (spec 002 §9 timings). */
export const importUploadedMessage = (type: ImportFileType) =>
  type === 'client_list'
    ? importMessages.fileUploaded
    : type === 'rollover_zip'
      ? importMessages.rolloverUploaded
      : importMessages.documentUploaded;

import { z } from 'zod';
import { specAlias } from '../common/spec-alias.ts';
import { recordId } from '../common/ids.ts';

/** Per-entity settings (spec 002 §3 Company settings). */
export const companySettingsSchema = z.object({
  folders_where_client_actions_disabled: z.array(z.string().max(300)).max(100).default([]),
  custom_document_export_order: z.array(z.string().max(200)).max(200).default([]),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;
export const readCompanySettings = (stored: unknown): CompanySettings =>
  companySettingsSchema
    .catch({ folders_where_client_actions_disabled: [], custom_document_export_order: [] })
    .parse(stored ?? {});

/** A file or folder as the documents screen shows it (spec 002 §3 Document item). */
export const documentItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(['file', 'folder']),
  name: z.string(),
  path: z.string(),
  /** The call that opens it: a file's download link, a folder's list (spec 002 §3 link). */
  link: z.string(),
  /** A folder's subfolders; a file has none. */
  children: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** How many annotations staff drew on the file (0 for clients); GET /api/documents/{id}/annotations reads them. */
  annotations: z.number().int(),
  /** The bulk upload processor's record of the file: the document cut into it, or the upload it splits. */
  extracted_document_id: z.number().int().nullable(),
  /** The document this file was cut from, when it was split out of another (spec 001 §7 split check). */
  parent_document_id: z.number().int().nullable(),
  folder_path: z.string(),
  size: z.number().int().nullable(),
  file_type: z.string().nullable(),
  password_protected: z.boolean(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  items_count: z.number().int().nullable(),
  staff_only: z.boolean(),
  uploaded_by: z.string().nullable(),
  /** Who uploaded it (null for a visitor or a firm action): a client may delete only their own files. */
  uploaded_by_id: z.number().int().nullable(),
  questionnaire_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

export const documentListSchema = z.object({
  path: z.string(),
  items: z.array(documentItemSchema),
  /** Whether the caller may upload, create folders and delete here. */
  can_change: z.boolean(),
  staff_only: z.boolean(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The documents list's query (spec 002 §7: by company id, path and showWithDeleted). */
export const documentListQuerySchema = z
  .object({
    path: z.string().max(1000).default('/'),
    /** Staff only: deleted items too, with their Deleted badge. */
    showWithDeleted: booleanParam.optional(),
    include_deleted: specAlias(booleanParam.optional(), 'showWithDeleted'),
  })
  .transform(({ path, showWithDeleted, include_deleted }) => ({
    path,
    include_deleted: showWithDeleted ?? include_deleted ?? false,
  }));

export const createFolderSchema = z.object({
  path: z.string().max(1000).default('/'),
  name: z.string().max(200),
});
export const renameDocumentSchema = z.object({ name: z.string().max(200) });
export const moveDocumentSchema = z.object({
  target_company_id: recordId,
  target_path: z.string().max(1000),
  copy: z.boolean().default(false),
});
export const uploadResultSchema = z.object({
  document: documentItemSchema.nullable(),
  is_duplicate: z.boolean(),
  error: z.string().nullable(),
});
export const downloadLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
/**
 * conversations/download_attachment and users/download_user_document {link} (spec 000 §7): `link` is the
 * document's id as the message or the user's documents carry it; the answer is the short-lived link.
 */
export const downloadByLinkSchema = z.object({ link: recordId });

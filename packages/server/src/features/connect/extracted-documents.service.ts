import { and, eq } from 'drizzle-orm';
import {
  AppError,
  assertCan,
  connectMessages,
  documentMessages,
  normalizeFolderPath,
  type ExtractedDocument,
  joinPath,
  type ProcessDocumentInput,
  readFirmPreferences,
  RETRYABLE_STATUSES,
  type Actor,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { extractedDocuments } from '../../db/schema/index.ts';
import { documentScope, findDocument } from '../documents/index.ts';
import { annotationsOfDocuments } from '../annotations/index.ts';
import { findFirm } from '../firm/index.ts';
import { PROCESS_UPLOAD_JOB } from './process-upload.ts';
import { exportableFor, presentExportable } from './exportable-documents.ts';
import { findExtracted, listExtracted, type ExtractedRow } from './extracted-documents.repo.ts';
import { presentExtracted } from './extracted-documents.presenter.ts';
import { withJob } from '../../platform/jobs/outbox.ts';

const notFound = () => new AppError('not_found', connectMessages.notFound);
const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });

/** The bulk upload processor is the firm's staff's, when the firm has it on (spec 001 §4 bulk_upload_processor). */
async function assertProcessor(db: DbOrTx, actor: Actor) {
  assertCan(actor, 'staff.any');
  const firm = await findFirm(db, actor.firmId);
  if (!readFirmPreferences(firm?.preferences).bulk_upload_processor)
    throw new AppError('forbidden', connectMessages.disabled);
}

type JobDeps = { db: Db; jobs: AppDeps['jobs']; clock: AppDeps['clock'] };

/**
 * process_document (spec 001 §7): starts splitting an uploaded file of the entity into its tax documents, filed
 * in the folder the firm chose (else the file's own). Splitting is for PDFs only ('This document is not a PDF').
 */
export async function processDocument(
  deps: JobDeps,
  actor: Actor,
  input: ProcessDocumentInput,
): Promise<ExtractedDocument> {
  await assertProcessor(deps.db, actor);
  const scope = await documentScope(deps.db, actor, { id: input.company_id });
  const source = await findDocument(deps.db, actor.firmId, input.document_id);
  if (!source || source.companyId !== scope.company.id || source.kind !== 'file' || source.deletedAt)
    throw new AppError('not_found', 'Document not found');
  if (source.fileType !== 'pdf') throw invalid('document_id', connectMessages.notPdf);
  const folder = input.upload_path ? normaliseFolder(input.upload_path) : source.folderPath;
  const row = await withJob(deps, PROCESS_UPLOAD_JOB, async (tx) => {
    const [made] = await tx
      .insert(extractedDocuments)
      .values({
        firmId: actor.firmId,
        companyId: scope.company.id,
        sourceDocumentId: source.id,
        questionnaireId: input.questionnaire_id ?? source.questionnaireId,
        source: input.questionnaire_id || source.questionnaireId ? 'questionnaire' : 'upload',
        status: 'processing',
        requiresSplitting: input.requires_splitting,
        name: source.name,
        detailedName: joinPath(source.folderPath, source.name),
        folderPath: folder,
        createdById: actor.userId,
        createdAt: deps.clock.now(),
        updatedAt: deps.clock.now(),
      })
      .returning();
    return { result: made!, job: { uploadId: made!.id }, opts: { retryLimit: 2, retryDelaySeconds: 30 } };
  });
  return presentExtracted(row);
}

function normaliseFolder(path: string): string {
  const folder = normalizeFolderPath(path);
  if (folder === null) throw invalid('upload_path', documentMessages.invalidPath);
  return folder;
}

/** An entity's uploads with the documents cut from each (the Bulk Upload Processor Review list). */
export async function listEntityExtracted(db: Db, actor: Actor, companyId: number) {
  await assertProcessor(db, actor);
  const scope = await documentScope(db, actor, { id: companyId });
  const { uploads, children } = await listExtracted(db, actor.firmId, scope.company.id);
  // An upload's annotations are on the file uploaded; a cut document's on the PDF filed for it.
  const annotated = (row: ExtractedRow) => row.documentId ?? (row.parentId === null ? row.sourceDocumentId : null);
  const ids = [...uploads, ...children].map(annotated).filter((id): id is number => id !== null);
  const annotations = await annotationsOfDocuments(db, actor.firmId, ids);
  const present = (row: ExtractedRow) => {
    const id = annotated(row);
    return { ...presentExtracted(row), annotations: (id !== null && annotations.get(id)) || [] };
  };
  return uploads.map((u) => ({
    ...present(u),
    documents: children.filter((c) => c.parentId === u.id).map(present),
  }));
}

/** The extracted document of the caller's firm, on an entity the caller sees. */
async function ownExtracted(db: Db, actor: Actor, id: number) {
  await assertProcessor(db, actor);
  const row = await findExtracted(db, actor.firmId, id);
  if (!row) throw notFound();
  await documentScope(db, actor, { id: row.companyId });
  return row;
}

/** Retry (spec 001 §4: Failed; Retry): a failed upload is processed again from the start. */
export async function retryExtracted(deps: JobDeps, actor: Actor, id: number): Promise<ExtractedDocument> {
  const row = await ownExtracted(deps.db, actor, id);
  if (row.parentId !== null || !RETRYABLE_STATUSES.includes(row.status))
    throw new AppError('conflict', connectMessages.notRetryable);
  const updated = await withJob(deps, PROCESS_UPLOAD_JOB, async (tx) => {
    const [back] = await tx
      .update(extractedDocuments)
      .set({ status: 'processing', errorMessage: null, updatedAt: deps.clock.now() })
      .where(and(eq(extractedDocuments.id, row.id), eq(extractedDocuments.status, row.status)))
      .returning();
    if (!back) throw new AppError('conflict', connectMessages.stillProcessing);
    return { result: back, job: { uploadId: row.id }, opts: { retryLimit: 2, retryDelaySeconds: 30 } };
  });
  return presentExtracted(updated);
}

/** Deletes an extracted document (kept, so it can be restored); it leaves Connect's exports. */
export async function deleteExtracted(deps: JobDeps, actor: Actor, id: number): Promise<ExtractedDocument> {
  const row = await ownExtracted(deps.db, actor, id);
  if (row.status === 'processing') throw new AppError('conflict', connectMessages.stillProcessing);
  const [updated] = await deps.db
    .update(extractedDocuments)
    .set({ deletedAt: row.deletedAt ?? deps.clock.now(), updatedAt: deps.clock.now() })
    .where(eq(extractedDocuments.id, row.id))
    .returning();
  return presentExtracted(updated!);
}

/** restore extracted document (spec 001 §7 companyId, extractedDocumentId). */
export async function restoreExtracted(deps: JobDeps, actor: Actor, companyId: number, id: number) {
  const row = await ownExtracted(deps.db, actor, id);
  if (row.companyId !== companyId) throw notFound();
  if (!row.deletedAt) throw new AppError('conflict', connectMessages.notDeleted);
  const [updated] = await deps.db
    .update(extractedDocuments)
    .set({ deletedAt: null, updatedAt: deps.clock.now() })
    .where(and(eq(extractedDocuments.id, row.id), eq(extractedDocuments.firmId, actor.firmId)))
    .returning();
  return presentExtracted(updated!);
}

/**
 * get_all_exportable_documents_for_entity (spec 000 §7, with year): the entity's filed documents of the year in
 * the spec's tax-form order, or the company's own order when it has one. Connect is for Individual entities only.
 */
export async function exportableDocuments(db: Db, actor: Actor, companyId: number, year: number) {
  const { rows } = await exportableFor(db, actor, companyId, year);
  return rows.map(presentExportable);
}

import { and, eq, inArray } from 'drizzle-orm';
import {
  acceptedStatus,
  AppError,
  connectMessages,
  type CorrectFormInput,
  coversEveryPage,
  documentName,
  type ExtractedDocument,
  parsePageRanges,
  type RecognisedForm,
  type ResplitInput,
  reviewMessages,
  type Actor,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { extractedDocuments } from '../../db/schema/index.ts';
import type { OcrEngine } from '../../platform/ocr/ocr-engine.ts';
import { renderPdfPages } from '../../platform/pdf/render-pdf-page.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { cutPdf } from './cut-pdf.ts';
import { storedFields } from './extracted-fields.ts';
import { findExtracted } from './extracted-documents.repo.ts';
import { presentExtracted } from './extracted-documents.presenter.ts';
import { PROCESS_UPLOAD_JOB } from './process-upload.ts';
import { readFormFields, recogniseUpload } from './recognise-upload.ts';
import { reviewable } from './review-access.ts';
import { discardAll, documentBytes, fileCut, fileNameOf } from './review-refile.ts';
import { renameRecordFile } from '../documents/index.ts';
import { TO_REVIEW } from './start-questionnaire-upload.ts';
import { withJob } from '../../platform/jobs/outbox.ts';

export interface ReviewDeps {
  db: Db;
  storage: FileStorage;
  ocr: OcrEngine;
  jobs: AppDeps['jobs'];
  now: () => Date;
  /** Tells of a form staff chose (next year's checklist ticks items off by it, issue 42 §4). */
  events?: Pick<AppDeps['events'], 'record' | 'wake'>;
}
type Row = typeof extractedDocuments.$inferSelect;

const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });

async function splitDocument(db: Db, actor: Actor, id: number) {
  const row = await reviewable(db, actor, id);
  if (row.parentId === null) throw invalid('id', reviewMessages.notADocument);
  return row;
}

const targetOf = (row: Row) => ({
  firmId: row.firmId,
  companyId: row.companyId,
  uploaderId: row.createdById,
  folder: row.folderPath,
});

/** Gives a split document a new name, and its filed PDF the same (or the next free one in the folder). */
async function rename(deps: ReviewDeps, row: Row, values: Partial<Row>, name: string): Promise<Row> {
  const [updated] = await deps.db
    .update(extractedDocuments)
    .set({ ...values, detailedName: name, updatedAt: deps.now() })
    .where(and(eq(extractedDocuments.id, row.id), eq(extractedDocuments.firmId, row.firmId)))
    .returning();
  if (row.documentId) await renameRecordFile(deps.db, row.firmId, row.documentId, fileNameOf(name));
  return updated!;
}

/**
 * Staff correct a split document's form (Bulk Upload Processor Review): it is renamed and re-filed after the form,
 * and counts as reviewed (Completed), since a person chose it.
 */
export async function correctForm(
  deps: ReviewDeps,
  actor: Actor,
  id: number,
  input: CorrectFormInput,
): Promise<ExtractedDocument> {
  const row = await splitDocument(deps.db, actor, id);
  const form: RecognisedForm = input.form;
  const name = documentName({
    form,
    payer: row.differentiator,
    tax_year: row.taxYear,
    first_page: row.firstPage ?? 1,
    last_page: row.lastPage ?? 1,
  });
  // The figures belong to the form they were read as: another form's boxes are read afresh off its pages.
  const fields =
    form === row.form
      ? row.fields
      : row.documentId
        ? storedFields(await readFormFields(await documentBytes(deps, row.firmId, row.documentId), deps.ocr, form))
        : [];
  const values = {
    form,
    name: form,
    description: form,
    confidence: 1,
    status: acceptedStatus(fields),
    fields,
  } as const;
  // The form and the event telling of it commit together (the checklist ticks by it, issue 42 §4).
  const updated = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(extractedDocuments)
      .set({ ...values, detailedName: name, updatedAt: deps.now() })
      .where(and(eq(extractedDocuments.id, row.id), eq(extractedDocuments.firmId, row.firmId)))
      .returning();
    if (deps.events)
      await deps.events.record(tx, {
        type: 'documents_recognised',
        firmId: row.firmId,
        companyId: row.companyId,
        extractedDocumentIds: [row.id],
      });
    return changed!;
  });
  if (row.documentId) await renameRecordFile(deps.db, row.firmId, row.documentId, fileNameOf(name));
  deps.events?.wake();
  return presentExtracted(updated);
}

/** Review: a split document whose form staff accept is Completed (spec 001 §4: Processed, then Completed). */
export async function markReviewed(deps: ReviewDeps, actor: Actor, id: number): Promise<ExtractedDocument> {
  const row = await splitDocument(deps.db, actor, id);
  if (!(TO_REVIEW as readonly string[]).includes(row.status))
    throw new AppError('conflict', reviewMessages.alreadyReviewed);
  if (!row.form) throw invalid('form', reviewMessages.chooseForm);
  const [updated] = await deps.db
    .update(extractedDocuments)
    .set({ status: acceptedStatus(row.fields), updatedAt: deps.now() })
    .where(and(eq(extractedDocuments.id, row.id), eq(extractedDocuments.firmId, row.firmId)))
    .returning();
  return presentExtracted(updated!);
}

/**
 * Redo (spec 001 §4: offered on Processed documents) runs recognition again: on an upload, the whole job (its
 * documents are cut afresh); on a split document, recognition of its own pages, which renames it after what they
 * show. Pages that are not one recognised form leave it review_required, never guessed.
 */
export async function redo(deps: ReviewDeps, actor: Actor, id: number): Promise<ExtractedDocument> {
  const row = await reviewable(deps.db, actor, id);
  if (row.status === 'processing') throw new AppError('conflict', connectMessages.stillProcessing);
  if (row.parentId === null) {
    const updated = await withJob(deps, PROCESS_UPLOAD_JOB, async (tx) => {
      const [back] = await tx
        .update(extractedDocuments)
        .set({ status: 'processing', errorMessage: null, updatedAt: deps.now() })
        .where(and(eq(extractedDocuments.id, row.id), eq(extractedDocuments.status, row.status)))
        .returning();
      if (!back) throw new AppError('conflict', connectMessages.stillProcessing);
      return { result: back, job: { uploadId: row.id }, opts: { retryLimit: 2, retryDelaySeconds: 30 } };
    });
    return presentExtracted(updated);
  }
  const reading = await recogniseUpload(await documentBytes(deps, row.firmId, row.documentId), deps.ocr);
  const docs = reading.documents;
  const one = docs.length === 1 ? docs[0]! : null;
  const form = one?.form ?? null;
  const first = row.firstPage ?? 1;
  const last = row.lastPage ?? first;
  const payer = one?.payer ?? null;
  const taxYear = one?.tax_year ?? null;
  const name = documentName({ form, payer, tax_year: taxYear, first_page: first, last_page: last });
  const updated = await rename(
    deps,
    row,
    {
      form,
      name: form ?? 'Unrecognized',
      description: form,
      differentiator: payer,
      taxYear,
      confidence: one?.confidence ?? Math.min(...docs.map((d) => d.confidence)),
      candidates: form ? [] : (docs[0]?.candidates ?? []),
      fields: form && one ? storedFields(one.fields) : [],
      status: one && form ? one.status : 'review_required',
    },
    name,
  );
  return presentExtracted(updated);
}

/**
 * Move page boundaries: the upload is cut again by the given ranges (spec 001 §5: comma lists and ranges), which
 * must cover every page once. A range that stays as it was keeps its document (and its review); a range that
 * starts where a document started keeps that document's form; any other is review_required. New files are filed
 * before the old ones go, so nothing is lost if filing fails.
 */
export async function resplit(deps: ReviewDeps, actor: Actor, id: number, input: ResplitInput) {
  const upload = await reviewable(deps.db, actor, id);
  if (upload.parentId !== null) throw invalid('id', reviewMessages.notAnUpload);
  if (upload.status === 'processing') throw new AppError('conflict', connectMessages.stillProcessing);
  if (!upload.pageCount || upload.status !== 'split_succeeded')
    throw new AppError('conflict', reviewMessages.notAnUpload);
  const ranges = parsePageRanges(input.page_ranges)!;
  if (!coversEveryPage(ranges, upload.pageCount)) throw invalid('page_ranges', reviewMessages.pagesCovered);

  const children = await deps.db
    .select()
    .from(extractedDocuments)
    .where(and(eq(extractedDocuments.firmId, upload.firmId), eq(extractedDocuments.parentId, upload.id)));
  const same = (c: Row, [a, b]: [number, number]) => c.firstPage === a && c.lastPage === b;
  const kept = children.filter((c) => ranges.some((r) => same(c, r)));
  const replaced = children.filter((c) => !kept.includes(c));
  const fresh = ranges.filter((r) => !children.some((c) => same(c, r)));
  if (!fresh.length && !replaced.length) return listOne(deps.db, upload);

  const bytes = await documentBytes(deps, upload.firmId, upload.sourceDocumentId);
  const pdfs = await cutPdf(bytes, fresh);
  const filed: number[] = [];
  const rows: (typeof extractedDocuments.$inferInsert)[] = [];
  try {
    for (const [i, [first, last]] of fresh.entries()) {
      const prior = children.find((c) => c.firstPage === first && c.form);
      const form = (prior?.form ?? null) as RecognisedForm | null;
      const payer = prior?.differentiator ?? null;
      const taxYear = prior?.taxYear ?? null;
      const name = documentName({ form, payer, tax_year: taxYear, first_page: first, last_page: last });
      const documentId = await fileCut(deps, targetOf(upload), name, pdfs[i]!);
      filed.push(documentId);
      rows.push({
        firmId: upload.firmId,
        companyId: upload.companyId,
        parentId: upload.id,
        sourceDocumentId: upload.sourceDocumentId,
        documentId,
        questionnaireId: upload.questionnaireId,
        source: upload.source,
        status: form ? 'split_succeeded' : 'review_required',
        requiresSplitting: false,
        name: form ?? 'Unrecognized',
        detailedName: name,
        differentiator: payer,
        description: form,
        form,
        confidence: prior?.confidence ?? null,
        taxYear,
        firstPage: first,
        lastPage: last,
        pageCount: last - first + 1,
        folderPath: upload.folderPath,
        createdById: upload.createdById,
      });
    }
    await deps.db.transaction(async (tx) => {
      if (replaced.length)
        await tx.delete(extractedDocuments).where(
          and(
            eq(extractedDocuments.firmId, upload.firmId),
            inArray(
              extractedDocuments.id,
              replaced.map((r) => r.id),
            ),
          ),
        );
      if (rows.length) await tx.insert(extractedDocuments).values(rows);
      await tx.update(extractedDocuments).set({ updatedAt: deps.now() }).where(eq(extractedDocuments.id, upload.id));
    });
  } catch (err) {
    await discardAll(deps, upload.firmId, filed);
    throw err;
  }
  await discardAll(
    deps,
    upload.firmId,
    replaced.map((r) => r.documentId),
  );
  // Filed beside the files they replace, the new ones took "(2)" names: they now take the plain ones.
  for (const row of rows) await renameRecordFile(deps.db, upload.firmId, row.documentId!, fileNameOf(row.detailedName));
  return listOne(deps.db, upload);
}

async function listOne(db: Db, upload: Row) {
  const fresh = (await findExtracted(db, upload.firmId, upload.id))!;
  const children = await db
    .select()
    .from(extractedDocuments)
    .where(and(eq(extractedDocuments.firmId, upload.firmId), eq(extractedDocuments.parentId, upload.id)))
    .orderBy(extractedDocuments.firstPage, extractedDocuments.id);
  return { ...presentExtracted(fresh), documents: children.map(presentExtracted) };
}

/** Thumbnails are this small: a page is told apart by its layout, and 12 of them load at once on a phone. */
export const THUMBNAIL_DPI = 24;

/**
 * A small PNG of one page of an upload (pages numbered as in the upload, as parent_pages are). Rendered on the
 * server with pdf.js, which the processor already uses, so the browser fetches a few kilobytes per page instead of
 * the whole PDF and pdf.js.
 */
export async function pageThumbnail(deps: ReviewDeps, actor: Actor, id: number, page: number): Promise<Buffer> {
  const row = await reviewable(deps.db, actor, id);
  const upload = row.parentId === null ? row : await findExtracted(deps.db, row.firmId, row.parentId);
  if (!upload?.pageCount || page > upload.pageCount) throw new AppError('not_found', reviewMessages.noSuchPage);
  const bytes = await documentBytes(deps, upload.firmId, upload.sourceDocumentId).catch(() => {
    throw new AppError('not_found', reviewMessages.noSuchPage);
  });
  const [rendered] = await renderPdfPages(bytes, [page], THUMBNAIL_DPI, { asShown: true });
  return rendered!.png;
}

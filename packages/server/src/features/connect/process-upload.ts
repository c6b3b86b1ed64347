import { buffer } from 'node:stream/consumers';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { connectMessages, type ProposedDocument, type ReadField } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { extractedDocuments } from '../../db/schema/index.ts';
import type { FormChooser } from '../../platform/ai/form-chooser.ts';
import type { OcrEngine } from '../../platform/ocr/ocr-engine.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { PortalEvents } from '../../platform/events/portal-events.ts';
import { discardRecordFile, findDocument, storeRecordFile } from '../documents/index.ts';
import { cutPdf } from './cut-pdf.ts';
import { storedFields } from './extracted-fields.ts';
import { recogniseUpload } from './recognise-upload.ts';

export const PROCESS_UPLOAD_JOB = 'connect.process-upload';
export const SWEEP_STALLED_JOB = 'connect.sweep-stalled';
/** An upload still processing after this long lost its job (the process stopped): it becomes Retry-able. */
export const STALLED_AFTER_MS = 30 * 60_000;

export interface ProcessDeps {
  db: Db;
  storage: FileStorage;
  ocr: OcrEngine;
  /** Confirms pages the rules could not recognise, when AI_* is set; null: nothing is sent out. */
  formChooser?: FormChooser | null;
  now: () => Date;
  /** Tells what was recognised (next year's checklist ticks items off by it, issue 42 §4). */
  events?: Pick<PortalEvents, 'record' | 'wake'>;
}

type Row = typeof extractedDocuments.$inferSelect;

/** Takes back what an earlier, interrupted run filed, so a rerun starts clean. */
async function clearCutDocuments(deps: ProcessDeps, upload: Row) {
  const children = await deps.db
    .select({ id: extractedDocuments.id, documentId: extractedDocuments.documentId })
    .from(extractedDocuments)
    .where(and(eq(extractedDocuments.firmId, upload.firmId), eq(extractedDocuments.parentId, upload.id)));
  for (const child of children) {
    if (child.documentId) await discardRecordFile(deps, upload.firmId, child.documentId);
  }
  await deps.db
    .delete(extractedDocuments)
    .where(and(eq(extractedDocuments.firmId, upload.firmId), eq(extractedDocuments.parentId, upload.id)));
}

async function finish(deps: ProcessDeps, upload: Row, values: Partial<Row>, recognised: number[] = []) {
  await deps.db.transaction(async (tx) => {
    const done = await tx
      .update(extractedDocuments)
      .set({ ...values, updatedAt: deps.now() })
      .where(and(eq(extractedDocuments.id, upload.id), eq(extractedDocuments.status, 'processing')))
      .returning({ id: extractedDocuments.id });
    if (done.length && recognised.length && deps.events)
      await deps.events.record(tx, {
        type: 'documents_recognised',
        firmId: upload.firmId,
        companyId: upload.companyId,
        extractedDocumentIds: recognised,
      });
  });
  if (recognised.length) deps.events?.wake();
}

type Proposed = ProposedDocument & { fields: ReadField[] };

/** Without splitting, the whole file is one document; its form is the one all its pages agree on. */
function asOneDocument(proposed: Proposed[], pageCount: number): Proposed[] {
  const forms = new Set(proposed.map((d) => d.form));
  const first = proposed[0]!;
  const form = forms.size === 1 ? first.form : null;
  const last = { ...first, form, first_page: 1, last_page: pageCount };
  return [
    {
      ...last,
      confidence: Math.min(...proposed.map((d) => d.confidence)),
      status:
        form && proposed.every((d) => d.status === 'identify_succeeded') ? 'identify_succeeded' : 'review_required',
      name: form ? first.name : `Unrecognized pages 1-${pageCount}`,
    },
  ];
}

/**
 * The bulk upload processor's job (issue 19 §2): reads the upload's pages (pdf.js, OCR for scans), recognises
 * each page's form, splits the file by page ranges and files one PDF per document in the entity's folder.
 * A file that cannot be read ends identify_failed, one whose documents cannot be filed split_failed (with
 * nothing half-filed); both can be retried. A rerun after a crash first takes back what the crashed run filed
 * (and what it stored without filing: storeRecordFile's pending files), so each document is filed once.
 */
export async function processUpload(deps: ProcessDeps, uploadId: number): Promise<void> {
  const [upload] = await deps.db
    .select()
    .from(extractedDocuments)
    .where(and(eq(extractedDocuments.id, uploadId), isNull(extractedDocuments.parentId)));
  if (!upload || upload.status !== 'processing' || upload.deletedAt) return;
  await clearCutDocuments(deps, upload);

  const source = upload.sourceDocumentId ? await findDocument(deps.db, upload.firmId, upload.sourceDocumentId) : null;
  let bytes: Uint8Array;
  let proposed: Proposed[];
  let pageCount: number;
  try {
    if (!source?.storageKey) throw new Error('The uploaded file is gone');
    bytes = new Uint8Array(await buffer(await deps.storage.get(source.storageKey)));
    const reading = await recogniseUpload(bytes, deps.ocr, deps.formChooser ?? null);
    pageCount = reading.pages.length;
    if (!pageCount) throw new Error('No pages');
    proposed = upload.requiresSplitting ? reading.documents : asOneDocument(reading.documents, pageCount);
  } catch {
    await finish(deps, upload, { status: 'identify_failed', errorMessage: connectMessages.unreadable });
    return;
  }

  const filed: number[] = [];
  const recognised: number[] = [];
  try {
    const pdfs = await cutPdf(
      bytes,
      proposed.map((d) => [d.first_page, d.last_page]),
    );
    for (const [i, doc] of proposed.entries()) {
      // The document and its row here commit together: a crash between them leaves neither, and the next run
      // (clearCutDocuments) takes back only what is recorded.
      const stored = await storeRecordFile(
        deps,
        {
          firmId: upload.firmId,
          companyId: upload.companyId,
          uploaderId: upload.createdById,
          folder: upload.folderPath,
          filename: `${doc.name.replace(/[\\/:*?"<>|]+/g, ' ').trim()}.pdf`,
          mimetype: 'application/pdf',
          content: Buffer.from(pdfs[i]!),
        },
        {
          owner: `connect-split:${upload.id}`,
          within: async (tx, document) => {
            const [cut] = await tx
              .insert(extractedDocuments)
              .values({
                firmId: upload.firmId,
                companyId: upload.companyId,
                parentId: upload.id,
                sourceDocumentId: upload.sourceDocumentId,
                documentId: document.id,
                questionnaireId: upload.questionnaireId,
                source: upload.source,
                status: doc.status,
                requiresSplitting: false,
                name: doc.form ?? 'Unrecognized',
                detailedName: doc.name,
                differentiator: doc.payer,
                description: doc.form,
                form: doc.form,
                confidence: doc.confidence,
                candidates: doc.candidates,
                fields: doc.form ? storedFields(doc.fields) : [],
                taxYear: doc.tax_year,
                firstPage: doc.first_page,
                lastPage: doc.last_page,
                pageCount: doc.last_page - doc.first_page + 1,
                folderPath: upload.folderPath,
                createdById: upload.createdById,
              })
              .returning({ id: extractedDocuments.id });
            if (doc.form) recognised.push(cut!.id);
          },
        },
      );
      if (stored) filed.push(stored.id);
    }
  } catch {
    for (const id of filed) await discardRecordFile(deps, upload.firmId, id).catch(() => undefined);
    await deps.db
      .delete(extractedDocuments)
      .where(and(eq(extractedDocuments.firmId, upload.firmId), eq(extractedDocuments.parentId, upload.id)));
    await finish(deps, upload, { status: 'split_failed', errorMessage: connectMessages.fileFailed, pageCount });
    return;
  }
  await finish(deps, upload, { status: 'split_succeeded', errorMessage: null, pageCount }, recognised);
}

/** Uploads whose job died with its process stay Retry-able instead of processing forever. */
export async function sweepStalledUploads(deps: Pick<ProcessDeps, 'db' | 'now'>): Promise<number> {
  const before = new Date(deps.now().getTime() - STALLED_AFTER_MS);
  const stalled = await deps.db
    .update(extractedDocuments)
    .set({ status: 'split_failed', errorMessage: connectMessages.interrupted, updatedAt: deps.now() })
    .where(
      and(
        eq(extractedDocuments.status, 'processing'),
        isNull(extractedDocuments.parentId),
        lt(extractedDocuments.updatedAt, before),
      ),
    )
    .returning({ id: extractedDocuments.id });
  return stalled.length;
}

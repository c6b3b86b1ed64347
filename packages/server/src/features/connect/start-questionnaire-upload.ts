import { buffer } from 'node:stream/consumers';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { joinPath, readFirmPreferences } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { extractedDocuments } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { findDocument } from '../documents/index.ts';
import { findFirm } from '../firm/index.ts';
import { PROCESS_UPLOAD_JOB } from './process-upload.ts';
import { withJob } from '../../platform/jobs/outbox.ts';

export interface QuestionnaireUpload {
  firmId: number;
  companyId: number;
  questionnaireId: number;
  documentId: number;
  uploaderId: number;
}

async function pageCountOf(storage: FileStorage, storageKey: string): Promise<number> {
  try {
    const bytes = await buffer(await storage.get(storageKey));
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount();
  } catch {
    // An unreadable PDF stays an ordinary upload: the client's answer is not refused for it.
    return 0;
  }
}

/**
 * A multi-page PDF a client drops into a questionnaire starts the bulk upload processor (issue 19 §1) when the
 * firm has `bulk_upload_processor` on: it is split into its forms, filed beside the upload, and left for staff to
 * review. Answers the started upload's id, or null when nothing was started.
 */
export async function startQuestionnaireUpload(
  deps: { db: Db; storage: FileStorage; jobs: AppDeps['jobs']; now: Date },
  upload: QuestionnaireUpload,
): Promise<number | null> {
  const firm = await findFirm(deps.db, upload.firmId);
  if (!readFirmPreferences(firm?.preferences).bulk_upload_processor) return null;
  const source = await findDocument(deps.db, upload.firmId, upload.documentId);
  if (!source?.storageKey || source.fileType !== 'pdf' || source.companyId !== upload.companyId) return null;
  if ((await pageCountOf(deps.storage, source.storageKey)) < 2) return null;
  const row = await withJob(deps, PROCESS_UPLOAD_JOB, async (tx) => {
    const [made] = await tx
      .insert(extractedDocuments)
      .values({
        firmId: upload.firmId,
        companyId: upload.companyId,
        sourceDocumentId: source.id,
        questionnaireId: upload.questionnaireId,
        source: 'questionnaire',
        status: 'processing',
        requiresSplitting: true,
        name: source.name,
        detailedName: joinPath(source.folderPath, source.name),
        folderPath: source.folderPath,
        createdById: upload.uploaderId,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning({ id: extractedDocuments.id });
    return { result: made!, job: { uploadId: made!.id }, opts: { retryLimit: 2, retryDelaySeconds: 30 } };
  });
  return row.id;
}

/** Statuses of a split document that wait for staff (spec 001 §4: Processed; Review and Redo offered). */
export const TO_REVIEW = ['identify_succeeded', 'review_required'] as const;

/**
 * has_split_documents_to_review (spec 001 §3 Questionnaire): documents split from the questionnaire's uploads that
 * staff have not reviewed yet.
 */
export async function hasSplitDocumentsToReview(db: DbOrTx, firmId: number, questionnaireId: number) {
  const [row] = await db
    .select({ id: extractedDocuments.id })
    .from(extractedDocuments)
    .where(
      and(
        eq(extractedDocuments.firmId, firmId),
        eq(extractedDocuments.questionnaireId, questionnaireId),
        isNotNull(extractedDocuments.parentId),
        isNull(extractedDocuments.deletedAt),
        inArray(extractedDocuments.status, [...TO_REVIEW]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

import { buffer } from 'node:stream/consumers';
import { PDFDocument } from 'pdf-lib';
import { AppError, annotationMessages, type Actor } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { annotationOf } from './annotations.presenter.ts';
import { listAnnotations } from './annotations.repo.ts';
import { annotatableDocument } from './annotations.service.ts';
import { drawAnnotations } from './draw-annotations.ts';

/**
 * GET /api/documents/{id}/annotated: the PDF with its annotations drawn on its pages, for staff who may annotate
 * it. A protected or broken PDF answers 422 (pdf-lib cannot write into it).
 */
export async function annotatedPdf(
  deps: { db: Db; storage: FileStorage },
  actor: Actor,
  documentId: number,
): Promise<{ name: string; body: Buffer }> {
  const doc = await annotatableDocument(deps.db, actor, documentId);
  if (!doc.storageKey) throw new AppError('not_found', 'Document not found');
  const annotations = (await listAnnotations(deps.db, actor.firmId, doc.id)).map(annotationOf);
  if (doc.passwordProtected) throw new AppError('unprocessable', annotationMessages.unreadable);
  const bytes = await buffer(await deps.storage.get(doc.storageKey));
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false }).catch(() => {
    throw new AppError('unprocessable', annotationMessages.unreadable);
  });
  await drawAnnotations(pdf, annotations);
  return { name: doc.name, body: Buffer.from(await pdf.save()) };
}

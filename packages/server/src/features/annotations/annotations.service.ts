import {
  AppError,
  annotationMessages,
  assertCan,
  readFirmPreferences,
  type Actor,
  type AnnotationList,
  type SaveAnnotationsInput,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { documentScope, findDocument, type DocumentRow } from '../documents/index.ts';
import { findFirm } from '../firm/index.ts';
import { annotationOf, presentAnnotation } from './annotations.presenter.ts';
import { listAnnotations, replaceAnnotations } from './annotations.repo.ts';

const documentNotFound = () => new AppError('not_found', 'Document not found');

/**
 * A live PDF of the caller's firm that the caller may annotate: staff (spec 001 §8 "annotate PDFs") of a firm with
 * annotation_enabled, who see the document's entity. A client or a firm without the flag gets 403, another
 * firm's document (or an entity outside the caller's group) 404.
 */
export async function annotatableDocument(db: DbOrTx, actor: Actor, documentId: number): Promise<DocumentRow> {
  assertCan(actor, 'staff.any');
  if (!readFirmPreferences((await findFirm(db, actor.firmId))?.preferences).annotation_enabled) {
    throw new AppError('forbidden', annotationMessages.disabled);
  }
  const doc = await findDocument(db, actor.firmId, documentId);
  if (!doc || doc.kind !== 'file' || doc.deletedAt) throw documentNotFound();
  await documentScope(db, actor, { id: doc.companyId });
  if (doc.fileType !== 'pdf') {
    throw new AppError('validation_failed', annotationMessages.notPdf, { id: annotationMessages.notPdf });
  }
  return doc;
}

/** GET /api/documents/{id}/annotations. */
export async function getAnnotations(db: Db, actor: Actor, documentId: number): Promise<AnnotationList> {
  const doc = await annotatableDocument(db, actor, documentId);
  return { annotations: (await listAnnotations(db, actor.firmId, doc.id)).map(presentAnnotation) };
}

/** PUT /api/documents/{id}/annotations: the list sent replaces the stored one (spec 001 §5). */
export async function saveAnnotations(
  db: Db,
  actor: Actor,
  documentId: number,
  input: SaveAnnotationsInput,
  now: Date,
): Promise<AnnotationList> {
  const doc = await annotatableDocument(db, actor, documentId);
  const rows = await db.transaction((tx) =>
    replaceAnnotations(tx, { firmId: actor.firmId, documentId: doc.id, userId: actor.userId, now }, input.annotations),
  );
  return { annotations: rows.map(presentAnnotation) };
}

/**
 * A document's annotations as drawAnnotations takes them, for a feature that already checked the caller may see
 * the document (Connect's export draws them into the PDF it makes).
 */
export async function annotationsForDocument(db: DbOrTx, firmId: number, documentId: number) {
  return (await listAnnotations(db, firmId, documentId)).map(annotationOf);
}

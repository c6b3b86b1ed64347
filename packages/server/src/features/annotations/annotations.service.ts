import {
  AppError,
  annotationInputSchema,
  annotationMessages,
  assertCan,
  fromPositionData,
  readFirmPreferences,
  styleColor,
  type Actor,
  type Annotation,
  type AnnotationInput,
  type AnnotationList,
  type AnnotationSaveItem,
  type PageSize,
  type SaveAnnotationsInput,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { documentScope, findDocument, type DocumentRow } from '../documents/index.ts';
import { findFirm } from '../firm/index.ts';
import { annotationOf, presentAnnotations } from './annotations.presenter.ts';
import { fillPageSizes, listAnnotations, listAnnotationsOf, replaceAnnotations } from './annotations.repo.ts';
import { readPageSizes } from './page-sizes.ts';

type Deps = { db: Db; storage: FileStorage };

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

/**
 * GET /api/documents/{id}/annotations. Rows saved before page sizes were kept get them from the PDF here, once, so
 * their position_data can be worked out.
 */
export async function getAnnotations(deps: Deps, actor: Actor, documentId: number): Promise<AnnotationList> {
  const doc = await annotatableDocument(deps.db, actor, documentId);
  let rows = await listAnnotations(deps.db, actor.firmId, doc.id);
  const unsized = [...new Set(rows.filter((r) => r.pageWidth === null || r.pageHeight === null).map((r) => r.page))];
  if (unsized.length > 0) {
    const pages = await readPageSizes(deps.storage, doc);
    const known = unsized.flatMap((page) => (pages?.[page - 1] ? [{ page, size: pages[page - 1]! }] : []));
    if (known.length > 0) {
      await fillPageSizes(deps.db, actor.firmId, doc.id, known);
      rows = await listAnnotations(deps.db, actor.firmId, doc.id);
    }
  }
  return { annotations: await presentAnnotations(rows) };
}

/**
 * PUT /api/documents/{id}/annotations: the list sent replaces the stored one (spec 001 §5). Each item is in our
 * fields or the spec's (annotationSaveItemSchema); the PDF's page sizes are read to check its pages, to scale a
 * position_data measured on a zoomed page, and to be kept with each annotation.
 */
export async function saveAnnotations(
  deps: Deps,
  actor: Actor,
  documentId: number,
  input: SaveAnnotationsInput,
  now: Date,
): Promise<AnnotationList> {
  const doc = await annotatableDocument(deps.db, actor, documentId);
  const pages = await readPageSizes(deps.storage, doc);
  const annotations = input.annotations.map((item, i) => resolveItem(item, i, pages));
  const rows = await deps.db.transaction((tx) =>
    replaceAnnotations(tx, { firmId: actor.firmId, documentId: doc.id, userId: actor.userId, now }, annotations, pages),
  );
  return { annotations: await presentAnnotations(rows) };
}

const invalid = (index: number, field: string, message: string) =>
  new AppError('validation_failed', message, { [`annotations.${index}.${field}`]: message });

/** One item of a save in our fields, the spec's (style, position_data) taking precedence where both are sent. */
function resolveItem(item: AnnotationSaveItem, index: number, pages: PageSize[] | null): AnnotationInput {
  if (pages && item.page > pages.length) throw invalid(index, 'page', annotationMessages.page);
  const rotation = item.rotation ?? 0;
  const color = item.style !== undefined ? styleColor(item.style) : item.color;
  const moved = item.position_data
    ? fromPositionData(item.position_data, rotation, pages?.[item.page - 1] ?? null)
    : { x: item.x, y: item.y, width: item.shape_type === 'textbox' ? item.width : undefined };
  const base = { page: item.page, x: moved.x, y: moved.y, color, rotation };
  const parsed = annotationInputSchema.safeParse(
    item.shape_type === 'check'
      ? { shape_type: 'check', ...base }
      : { shape_type: 'textbox', ...base, text: item.text, width: moved.width },
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.');
    throw invalid(
      index,
      item.position_data && ['x', 'y', 'width'].includes(field) ? 'position_data' : field,
      issue.message,
    );
  }
  return parsed.data;
}

/**
 * Each document's annotations as the API answers them, for a feature that already checked the caller may see the
 * documents (Connect's list of extracted documents).
 */
export async function annotationsOfDocuments(
  db: DbOrTx,
  firmId: number,
  documentIds: number[],
): Promise<Map<number, Annotation[]>> {
  const rows = await listAnnotationsOf(db, firmId, documentIds);
  const presented = await presentAnnotations(rows);
  const out = new Map<number, Annotation[]>();
  rows.forEach((row, i) => out.set(row.documentId, [...(out.get(row.documentId) ?? []), presented[i]!]));
  return out;
}

/**
 * A document's annotations as drawAnnotations takes them, for a feature that already checked the caller may see
 * the document (Connect's export draws them into the PDF it makes).
 */
export async function annotationsForDocument(db: DbOrTx, firmId: number, documentId: number) {
  return (await listAnnotations(db, firmId, documentId)).map(annotationOf);
}

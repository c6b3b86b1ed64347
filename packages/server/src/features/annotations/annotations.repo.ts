import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AnnotationInput, PageSize } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { documentAnnotations, documents } from '../../db/schema/index.ts';

export type AnnotationRow = typeof documentAnnotations.$inferSelect;

/** A document's annotations in the order they were drawn. */
export function listAnnotations(db: DbOrTx, firmId: number, documentId: number): Promise<AnnotationRow[]> {
  return db
    .select()
    .from(documentAnnotations)
    .where(and(eq(documentAnnotations.firmId, firmId), eq(documentAnnotations.documentId, documentId)))
    .orderBy(asc(documentAnnotations.position), asc(documentAnnotations.id));
}

/** The annotations of several documents, each list in the order drawn. */
export function listAnnotationsOf(db: DbOrTx, firmId: number, documentIds: number[]): Promise<AnnotationRow[]> {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(documentAnnotations)
    .where(and(eq(documentAnnotations.firmId, firmId), inArray(documentAnnotations.documentId, documentIds)))
    .orderBy(asc(documentAnnotations.documentId), asc(documentAnnotations.position), asc(documentAnnotations.id));
}

/** Fills in the page sizes of rows saved before they were kept (the rows are otherwise left as they are). */
export async function fillPageSizes(
  db: DbOrTx,
  firmId: number,
  documentId: number,
  pages: { page: number; size: PageSize }[],
) {
  for (const { page, size } of pages)
    await db
      .update(documentAnnotations)
      .set({ pageWidth: size.width, pageHeight: size.height })
      .where(
        and(
          eq(documentAnnotations.firmId, firmId),
          eq(documentAnnotations.documentId, documentId),
          eq(documentAnnotations.page, page),
          or(isNull(documentAnnotations.pageWidth), isNull(documentAnnotations.pageHeight)),
        ),
      );
}

/**
 * Replaces a document's whole list (spec 001 §5). The document's row is locked first, so two saves at once
 * end with one list or the other, never both mixed.
 */
export async function replaceAnnotations(
  tx: DbOrTx,
  target: { firmId: number; documentId: number; userId: number; now: Date },
  annotations: AnnotationInput[],
  pages: readonly PageSize[] | null,
): Promise<AnnotationRow[]> {
  await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.firmId, target.firmId), eq(documents.id, target.documentId)))
    .for('update');
  await tx
    .delete(documentAnnotations)
    .where(and(eq(documentAnnotations.firmId, target.firmId), eq(documentAnnotations.documentId, target.documentId)));
  if (annotations.length === 0) return [];
  return tx
    .insert(documentAnnotations)
    .values(
      annotations.map((a, position) => ({
        firmId: target.firmId,
        documentId: target.documentId,
        position,
        page: a.page,
        shapeType: a.shape_type,
        text: a.shape_type === 'textbox' ? a.text : null,
        width: a.shape_type === 'textbox' ? a.width : null,
        color: a.color,
        rotation: a.rotation,
        x: a.x,
        y: a.y,
        pageWidth: pages?.[a.page - 1]?.width ?? null,
        pageHeight: pages?.[a.page - 1]?.height ?? null,
        createdById: target.userId,
        createdAt: target.now,
        updatedAt: target.now,
      })),
    )
    .returning();
}

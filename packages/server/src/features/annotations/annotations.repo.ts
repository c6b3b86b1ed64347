import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

/** Fills in the page sizes of rows saved before they were kept (the rows are otherwise left as they are), in one statement. */
export async function fillPageSizes(
  db: DbOrTx,
  firmId: number,
  documentId: number,
  pages: { page: number; size: PageSize }[],
) {
  if (pages.length === 0) return;
  const sizes = sql.join(
    pages.map(({ page, size }) => sql`(${page}::int, ${size.width}::real, ${size.height}::real)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${documentAnnotations} a set page_width = s.width, page_height = s.height
    from (values ${sizes}) as s(page, width, height)
    where a.firm_id = ${firmId} and a.document_id = ${documentId} and a.page = s.page
      and (a.page_width is null or a.page_height is null)`);
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

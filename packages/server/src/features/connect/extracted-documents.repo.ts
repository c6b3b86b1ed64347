import { and, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documents, extractedDocuments } from '../../db/schema/index.ts';

export type ExtractedRow = typeof extractedDocuments.$inferSelect;

export async function findExtracted(db: DbOrTx, firmId: number, id: number): Promise<ExtractedRow | undefined> {
  const [row] = await db
    .select()
    .from(extractedDocuments)
    .where(and(eq(extractedDocuments.firmId, firmId), eq(extractedDocuments.id, id)))
    .limit(1);
  return row;
}

/** An entity's uploads (newest first) and the documents cut from them. */
export async function listExtracted(db: DbOrTx, firmId: number, companyId: number) {
  const uploads = await db
    .select()
    .from(extractedDocuments)
    .where(
      and(
        eq(extractedDocuments.firmId, firmId),
        eq(extractedDocuments.companyId, companyId),
        isNull(extractedDocuments.parentId),
      ),
    )
    .orderBy(desc(extractedDocuments.createdAt), desc(extractedDocuments.id));
  const children = uploads.length
    ? await db
        .select()
        .from(extractedDocuments)
        .where(
          and(
            eq(extractedDocuments.firmId, firmId),
            inArray(
              extractedDocuments.parentId,
              uploads.map((u) => u.id),
            ),
          ),
        )
        .orderBy(extractedDocuments.firstPage, extractedDocuments.id)
    : [];
  return { uploads, children };
}

/**
 * The entity's documents cut by the processor and still filed, with the file each is filed as: what Connect
 * exports (spec 000 §7 get_all_exportable_documents_for_entity). Documents of the year, and those whose year
 * the pages did not show.
 */
export async function exportableExtracted(db: DbOrTx, firmId: number, companyId: number, year: number) {
  return db
    .select({ extracted: extractedDocuments, document: documents })
    .from(extractedDocuments)
    .innerJoin(documents, eq(documents.id, extractedDocuments.documentId))
    .where(
      and(
        eq(extractedDocuments.firmId, firmId),
        eq(extractedDocuments.companyId, companyId),
        isNotNull(extractedDocuments.parentId),
        isNull(extractedDocuments.deletedAt),
        isNull(documents.deletedAt),
        or(eq(extractedDocuments.taxYear, year), isNull(extractedDocuments.taxYear)),
      ),
    )
    .orderBy(extractedDocuments.createdAt, extractedDocuments.id);
}

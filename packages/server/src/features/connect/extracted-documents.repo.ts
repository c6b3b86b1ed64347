import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { COMPLETED_STATUSES, isCompletedStatus } from '@portal/domain';
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

/** A document the processor cut and recognised, still kept and not set aside as others (issue 42 §3, §4). */
const recognisedSplit = (firmId: number) =>
  and(
    eq(extractedDocuments.firmId, firmId),
    isNotNull(extractedDocuments.parentId),
    isNotNull(extractedDocuments.form),
    isNull(extractedDocuments.deletedAt),
    eq(extractedDocuments.markedAsOthers, false),
  );

/**
 * The figures of an entity's split documents of some tax years (issue 42 §3: its tax data and the prior year's):
 * documents with a form, still filed, not set aside as others; `reviewed` once staff completed them.
 */
export async function figuresOfYears(db: DbOrTx, firmId: number, companyId: number, years: readonly number[]) {
  const rows = await db
    .select({
      id: extractedDocuments.id,
      name: extractedDocuments.detailedName,
      form: extractedDocuments.form,
      payer: extractedDocuments.differentiator,
      taxYear: extractedDocuments.taxYear,
      status: extractedDocuments.status,
      fields: extractedDocuments.fields,
    })
    .from(extractedDocuments)
    .innerJoin(documents, eq(documents.id, extractedDocuments.documentId))
    .where(
      and(
        recognisedSplit(firmId),
        eq(extractedDocuments.companyId, companyId),
        isNull(documents.deletedAt),
        inArray(extractedDocuments.taxYear, [...years]),
      ),
    )
    .orderBy(extractedDocuments.form, extractedDocuments.differentiator, extractedDocuments.id);
  return rows.map((r) => ({ ...r, form: r.form!, taxYear: r.taxYear!, reviewed: isCompletedStatus(r.status) }));
}

/**
 * The forms with their payers Connect recognised for entities in a tax year, one per form and payer (issue 42
 * §4: what next year's checklist expects again). Documents set aside as others or deleted are not among them.
 */
export async function recognisedForms(db: DbOrTx, firmId: number, companyIds: readonly number[], year: number) {
  if (!companyIds.length) return [];
  return db
    .selectDistinct({
      companyId: extractedDocuments.companyId,
      form: sql<string>`${extractedDocuments.form}`,
      payer: extractedDocuments.differentiator,
    })
    .from(extractedDocuments)
    .where(
      and(
        recognisedSplit(firmId),
        inArray(extractedDocuments.companyId, [...companyIds]),
        eq(extractedDocuments.taxYear, year),
      ),
    )
    .orderBy(extractedDocuments.companyId, sql`${extractedDocuments.form}`, extractedDocuments.differentiator);
}

/** Recognised documents by id, with the file each is filed as (issue 42 §4: what ticks a checklist item off). */
export async function recognisedDocuments(db: DbOrTx, firmId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({
      companyId: extractedDocuments.companyId,
      documentId: extractedDocuments.documentId,
      form: extractedDocuments.form,
      payer: extractedDocuments.differentiator,
      taxYear: extractedDocuments.taxYear,
    })
    .from(extractedDocuments)
    .where(
      and(
        recognisedSplit(firmId),
        inArray(extractedDocuments.id, [...ids]),
        isNotNull(extractedDocuments.documentId),
        isNotNull(extractedDocuments.taxYear),
      ),
    );
  return rows.map((r) => ({ ...r, form: r.form!, documentId: r.documentId!, taxYear: r.taxYear! }));
}

/**
 * An entity's documents Connect cut, recognised and staff reviewed (Completed) for a tax year — and those whose
 * year the pages did not show — still filed, with the file each is filed as and the upload it was cut from
 * (issue 41 §3: what an export to platforms sends, in place of the bundle it came from).
 */
export async function reviewedDocumentsOfYear(db: DbOrTx, firmId: number, companyId: number, year: number) {
  const rows = await db
    .select({ extracted: extractedDocuments, document: documents })
    .from(extractedDocuments)
    .innerJoin(documents, eq(documents.id, extractedDocuments.documentId))
    .where(
      and(
        recognisedSplit(firmId),
        eq(extractedDocuments.companyId, companyId),
        inArray(extractedDocuments.status, [...COMPLETED_STATUSES]),
        eq(documents.firmId, firmId),
        isNull(documents.deletedAt),
        or(eq(extractedDocuments.taxYear, year), isNull(extractedDocuments.taxYear)),
      ),
    )
    .orderBy(extractedDocuments.createdAt, extractedDocuments.id);
  return rows.map(({ extracted, document }) => ({
    form: extracted.form!,
    payer: extracted.differentiator,
    taxYear: extracted.taxYear,
    sourceDocumentId: extracted.sourceDocumentId,
    document,
  }));
}

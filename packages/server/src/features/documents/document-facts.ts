import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documentAnnotations, documents, extractedDocuments } from '../../db/schema/index.ts';
import { pathOf, type DocumentRow } from './documents.repo.ts';

/**
 * What a document item of spec 002 §3 carries beside its own row: a folder's children, a file's annotations, and
 * the bulk upload processor's record of it (extracted_document_id, parent_document_id). Read for a whole folder
 * in three queries, whatever its size.
 */
export interface ItemFacts {
  /** A folder's subfolders by the folder's path; its files are listed when it is opened. */
  children: Map<string, { id: number; name: string }[]>;
  /** How many annotations staff drew on each file. */
  annotations: Map<number, number>;
  /** The extracted document of each file: the one cut into it, or the upload it is being split from. */
  extracted: Map<number, { id: number; parentDocumentId: number | null }>;
}

export const NO_FACTS: ItemFacts = { children: new Map(), annotations: new Map(), extracted: new Map() };

export async function itemFactsOf(
  db: DbOrTx,
  docs: DocumentRow[],
  opts: { staff: boolean; hideStaffOnly: boolean },
): Promise<ItemFacts> {
  if (docs.length === 0) return NO_FACTS;
  const companyIds = [...new Set(docs.map((d) => d.companyId))];
  const folders = docs.filter((d) => d.kind === 'folder').map(pathOf);
  const files = docs.filter((d) => d.kind === 'file').map((d) => d.id);
  const [children, annotations, extracted] = await Promise.all([
    folders.length
      ? db
          .select({ id: documents.id, name: documents.name, folderPath: documents.folderPath })
          .from(documents)
          .where(
            and(
              inArray(documents.companyId, companyIds),
              inArray(documents.folderPath, folders),
              eq(documents.kind, 'folder'),
              isNull(documents.deletedAt),
              opts.hideStaffOnly ? sql`${documents.name} not ilike '%STAFF ONLY%'` : undefined,
            ),
          )
          .orderBy(sql`lower(${documents.name})`)
      : [],
    // Annotations are staff's notes on a PDF: clients are not shown them.
    files.length && opts.staff
      ? db
          .select({ documentId: documentAnnotations.documentId, n: sql<number>`cast(count(*) as integer)` })
          .from(documentAnnotations)
          .where(inArray(documentAnnotations.documentId, files))
          .groupBy(documentAnnotations.documentId)
      : [],
    files.length
      ? db
          .select({
            id: extractedDocuments.id,
            documentId: extractedDocuments.documentId,
            sourceDocumentId: extractedDocuments.sourceDocumentId,
            parentId: extractedDocuments.parentId,
          })
          .from(extractedDocuments)
          .where(
            and(
              inArray(extractedDocuments.companyId, companyIds),
              isNull(extractedDocuments.deletedAt),
              or(
                inArray(extractedDocuments.documentId, files),
                and(isNull(extractedDocuments.parentId), inArray(extractedDocuments.sourceDocumentId, files)),
              ),
            ),
          )
      : [],
  ]);
  const facts: ItemFacts = { children: new Map(), annotations: new Map(), extracted: new Map() };
  for (const c of children) facts.children.set(c.folderPath, [...(facts.children.get(c.folderPath) ?? []), c]);
  for (const a of annotations) facts.annotations.set(a.documentId, a.n);
  // A file cut from an upload is its piece's own; the upload itself points at the record of its split.
  for (const e of extracted)
    if (e.documentId !== null && files.includes(e.documentId))
      facts.extracted.set(e.documentId, {
        id: e.id,
        parentDocumentId: e.sourceDocumentId !== e.documentId ? e.sourceDocumentId : null,
      });
  for (const e of extracted)
    if (e.parentId === null && e.sourceDocumentId !== null && !facts.extracted.has(e.sourceDocumentId))
      facts.extracted.set(e.sourceDocumentId, { id: e.id, parentDocumentId: null });
  return facts;
}

import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { isStaffOnlyPath, joinPath, type DocumentItem } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { documents, users } from '../../db/schema/index.ts';
import { itemFactsOf, NO_FACTS, type ItemFacts } from './document-facts.ts';

export type DocumentRow = typeof documents.$inferSelect;

export const pathOf = (d: Pick<DocumentRow, 'folderPath' | 'name'>) => joinPath(d.folderPath, d.name);

/** Rows at or under a folder path of one entity (the folder's own row included). */
export function inFolderTree(companyId: number, path: string): SQL {
  return and(
    eq(documents.companyId, companyId),
    path === '/'
      ? undefined
      : or(
          sql`(${documents.folderPath} = ${path} or ${documents.folderPath} like ${`${likeEscape(path)}/%`})`,
          and(eq(documents.folderPath, parentOf(path)), sql`lower(${documents.name}) = lower(${nameOf(path)})`),
        ),
  )!;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const parentOf = (path: string) => (path.lastIndexOf('/') <= 0 ? '/' : path.slice(0, path.lastIndexOf('/')));
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A live item by its path, or undefined. */
export async function findByPath(db: DbOrTx, companyId: number, path: string): Promise<DocumentRow | undefined> {
  if (path === '/') return undefined;
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.folderPath, parentOf(path)),
        sql`lower(${documents.name}) = lower(${nameOf(path)})`,
        isNull(documents.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Makes sure every folder of a path exists (as "mkdir -p"); a file in the way is a conflict. */
export async function ensureFolders(
  db: DbOrTx,
  scope: { firmId: number; companyId: number; userId: number | null },
  path: string,
): Promise<'ok' | 'file_in_the_way'> {
  let current = '/';
  // The root itself ('/') and empty segments name no folder: a folder named '' would be the root listed
  // inside itself (issue 21 §5).
  for (const name of path.split('/').filter(Boolean)) {
    const existing = await findByPath(db, scope.companyId, joinPath(current, name));
    if (existing?.kind === 'file') return 'file_in_the_way';
    if (!existing) {
      await db
        .insert(documents)
        .values({
          firmId: scope.firmId,
          companyId: scope.companyId,
          kind: 'folder',
          folderPath: current,
          name,
          uploadedById: scope.userId,
        })
        .onConflictDoNothing();
    }
    current = joinPath(current, name);
  }
  return 'ok';
}

/** The items of one folder for the list: folders first, then files, by name; with folder item counts. */
export async function listFolder(
  db: DbOrTx,
  companyId: number,
  path: string,
  opts: { includeDeleted: boolean; hideStaffOnly: boolean },
): Promise<DocumentItem[]> {
  const rows = await db
    .select({ doc: documents, fname: users.fname, lname: users.lname })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploadedById))
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.folderPath, path),
        // Nameless folders made by earlier versions for the root stay out of the list.
        ne(documents.name, ''),
        opts.includeDeleted ? undefined : isNull(documents.deletedAt),
      ),
    )
    .orderBy(sql`${documents.kind} desc`, asc(sql`lower(${documents.name})`), asc(documents.id));
  const visible = rows.filter((r) => !(opts.hideStaffOnly && isStaffOnlyPath(pathOf(r.doc))));
  const folderPaths = visible.filter((r) => r.doc.kind === 'folder').map((r) => pathOf(r.doc));
  const counts = folderPaths.length
    ? await db
        .select({ folderPath: documents.folderPath, n: sql<number>`cast(count(*) as integer)` })
        .from(documents)
        .where(
          and(
            eq(documents.companyId, companyId),
            inArray(documents.folderPath, folderPaths),
            isNull(documents.deletedAt),
            // A client's counts leave out what they cannot open.
            opts.hideStaffOnly ? sql`${documents.name} not ilike '%STAFF ONLY%'` : undefined,
          ),
        )
        .groupBy(documents.folderPath)
    : [];
  const facts = await itemFactsOf(
    db,
    visible.map((r) => r.doc),
    { staff: !opts.hideStaffOnly, hideStaffOnly: opts.hideStaffOnly },
  );
  return visible.map(({ doc, fname, lname }) =>
    presentDocument(doc, fname ? `${fname} ${lname}` : null, counts, facts),
  );
}

/**
 * One item as the API answers it. Without facts (a file just uploaded, a folder just made) it has no children,
 * annotations or extracted document yet.
 */
export function presentDocument(
  doc: DocumentRow,
  uploadedBy: string | null,
  counts: { folderPath: string; n: number }[] = [],
  facts: ItemFacts = NO_FACTS,
): DocumentItem {
  const path = pathOf(doc);
  const extracted = facts.extracted.get(doc.id);
  return {
    id: doc.id,
    type: doc.kind,
    name: doc.name,
    path,
    link:
      doc.kind === 'file'
        ? `/api/documents/${doc.id}/link`
        : `/api/companies/${doc.companyId}/documents?path=${encodeURIComponent(path)}`,
    children: doc.kind === 'folder' ? (facts.children.get(path) ?? []) : [],
    annotations: facts.annotations.get(doc.id) ?? 0,
    extracted_document_id: extracted?.id ?? null,
    parent_document_id: extracted?.parentDocumentId ?? null,
    folder_path: doc.folderPath,
    size: doc.size,
    file_type: doc.fileType,
    password_protected: doc.passwordProtected,
    description: doc.description,
    tags: doc.tags,
    items_count: doc.kind === 'folder' ? (counts.find((c) => c.folderPath === path)?.n ?? 0) : null,
    staff_only: isStaffOnlyPath(path),
    uploaded_by: uploadedBy,
    uploaded_by_id: doc.uploadedById,
    questionnaire_id: doc.questionnaireId,
    created_at: doc.createdAt.toISOString(),
    updated_at: doc.updatedAt.toISOString(),
    deleted_at: doc.deletedAt?.toISOString() ?? null,
  };
}

export async function findDocument(db: DbOrTx, firmId: number, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.firmId, firmId), eq(documents.id, id)))
    .limit(1);
  return row;
}

/** Items answered one at a time (renamed, moved, restored, tagged), with what they carry beside their row. */
export async function presentOne(db: DbOrTx, doc: DocumentRow, staff: boolean): Promise<DocumentItem> {
  const counts =
    doc.kind === 'folder'
      ? await db
          .select({ folderPath: documents.folderPath, n: sql<number>`cast(count(*) as integer)` })
          .from(documents)
          .where(
            and(
              eq(documents.companyId, doc.companyId),
              eq(documents.folderPath, pathOf(doc)),
              isNull(documents.deletedAt),
            ),
          )
          .groupBy(documents.folderPath)
      : [];
  return presentDocument(doc, null, counts, await itemFactsOf(db, [doc], { staff, hideStaffOnly: !staff }));
}

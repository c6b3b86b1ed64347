import { and, eq, inArray } from 'drizzle-orm';
import {
  AppError,
  applyTagChange,
  assertCan,
  MAX_DOCUMENT_TAGS,
  readFirmPreferences,
  tagMessages,
  type Actor,
  type TagChange,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import { findFirm } from '../firm/index.ts';
import { ensureTags } from '../tags/index.ts';
import { documentNotFound, documentScope } from './document-access.ts';
import { findDocument, presentOne } from './documents.repo.ts';

/** Staff who may change things, in a firm that uses document tags (spec 002 §3 document_tags_enabled). */
export async function assertMayTagDocuments(db: DbOrTx, actor: Actor) {
  assertCan(actor, 'documents.tag');
  if (!readFirmPreferences((await findFirm(db, actor.firmId))?.preferences).document_tags_enabled) {
    throw new AppError('forbidden', tagMessages.documentTagsOff);
  }
}

/** The firm's spelling of each name, new names added to its vocabulary. */
export async function firmTagNames(db: DbOrTx, firmId: number, names: string[]) {
  const tags = await ensureTags(db, 'document', firmId, names);
  const byKey = new Map(tags.map((t) => [t.name.toLowerCase(), t.name]));
  return names.map((n) => byKey.get(n.toLowerCase()) ?? n);
}

/**
 * Live files of the caller's firm that the caller may see (their group's entities): one stranger makes
 * the whole call 404 and a folder 400, so nothing is half applied. Run inside the change's transaction:
 * the rows stay locked until it ends, so two people tagging the same files at once both keep their tags.
 */
async function taggableFiles(db: DbOrTx, actor: Actor, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      id: documents.id,
      companyId: documents.companyId,
      kind: documents.kind,
      tags: documents.tags,
      deletedAt: documents.deletedAt,
    })
    .from(documents)
    .where(and(eq(documents.firmId, actor.firmId), inArray(documents.id, unique)))
    .orderBy(documents.id)
    .for('update');
  if (rows.length !== unique.length || rows.some((r) => r.deletedAt)) throw documentNotFound();
  // Entity access before anything about the items, so an entity outside the caller's group tells nothing.
  for (const companyId of new Set(rows.map((r) => r.companyId))) await documentScope(db, actor, { id: companyId });
  if (rows.some((r) => r.kind !== 'file')) throw new AppError('validation_failed', tagMessages.filesOnly);
  return rows;
}

const assertFits = (tags: string[]) => {
  if (tags.length > MAX_DOCUMENT_TAGS) throw new AppError('validation_failed', tagMessages.tooManyDocumentTags);
};

/** POST /api/documents/{id}/update_tags: one file's exact set of tags. */
export async function setDocumentTags(db: Db, actor: Actor, id: number, names: string[]) {
  await assertMayTagDocuments(db, actor);
  return db.transaction(async (tx) => {
    await taggableFiles(tx, actor, [id]);
    const tags = applyTagChange([], { add: await firmTagNames(tx, actor.firmId, names) });
    await tx.update(documents).set({ tags, updatedAt: new Date() }).where(eq(documents.id, id));
    const doc = await findDocument(tx, actor.firmId, id);
    return presentOne(tx, doc!, true);
  });
}

/**
 * POST /api/documents/update_tags_in_bulk: the add set, the remove set or every tag off, on many files.
 * Files that end with the same tags are updated together, so a folder's worth is a few statements.
 */
export async function bulkDocumentTags(
  db: Db,
  actor: Actor,
  input: { ids: number[]; names: string[]; remove: boolean; removeAll: boolean },
) {
  await assertMayTagDocuments(db, actor);
  return db.transaction(async (tx) => {
    const files = await taggableFiles(tx, actor, input.ids);
    let change: TagChange;
    if (input.removeAll) change = 'remove-all';
    else if (input.remove) change = { remove: input.names };
    else change = { add: await firmTagNames(tx, actor.firmId, input.names) };
    const groups = new Map<string, { tags: string[]; ids: number[] }>();
    for (const file of files) {
      const tags = applyTagChange(file.tags, change);
      assertFits(tags);
      if (tags.join('\n') === file.tags.join('\n')) continue;
      const key = JSON.stringify(tags);
      groups.set(key, { tags, ids: [...(groups.get(key)?.ids ?? []), file.id] });
    }
    const now = new Date();
    for (const { tags, ids } of groups.values()) {
      await tx.update(documents).set({ tags, updatedAt: now }).where(inArray(documents.id, ids));
    }
    return { updated: [...groups.values()].reduce((n, g) => n + g.ids.length, 0) };
  });
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  documentMessages,
  isStaffOnlyPath,
  isValidItemName,
  joinPath,
  type Actor,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import {
  assertMayChange,
  assertVisiblePath,
  documentNotFound,
  documentScope,
  folderPathOf,
  mayChange,
  type DocumentScope,
} from './document-access.ts';
import {
  ensureFolders,
  findByPath,
  findDocument,
  inFolderTree,
  listFolder,
  pathOf,
  presentDocument,
  presentOne,
} from './documents.repo.ts';

const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });

/** The items of a folder; clients never see STAFF ONLY folders, staff may include deleted items. */
export async function listDocuments(
  db: DbOrTx,
  actor: Actor,
  where: { id: number } | { hashId: string },
  q: { path: string; include_deleted: boolean },
) {
  const scope = await documentScope(db, actor, where);
  const path = folderPathOf(q.path);
  assertVisiblePath(scope, path);
  if (path !== '/' && (await findByPath(db, scope.company.id, path))?.kind !== 'folder') {
    throw new AppError('not_found', documentMessages.folderNotFound);
  }
  const items = await listFolder(db, scope.company.id, path, {
    includeDeleted: actor.isAdvisor && q.include_deleted,
    hideStaffOnly: !actor.isAdvisor,
  });
  return { path, items, can_change: mayChange(scope, path), staff_only: isStaffOnlyPath(path) };
}

/** Create folder (spec 002 §5): a non-empty name, unique in its folder; missing parents are created. */
export async function createFolder(db: Db, actor: Actor, where: { id: number }, input: { path: string; name: string }) {
  const scope = await documentScope(db, actor, where);
  const parent = folderPathOf(input.path);
  const name = input.name.trim();
  if (!name) throw invalid('name', documentMessages.folderNameRequired);
  if (!isValidItemName(name)) throw invalid('name', documentMessages.invalidPath);
  const path = joinPath(parent, name);
  assertMayChange(scope, parent);
  assertMayChange(scope, path);
  if (await findByPath(db, scope.company.id, path)) throw invalid('name', documentMessages.folderExists);
  await db.transaction(async (tx) => {
    if ((await ensureFolders(tx, ids(scope), path)) !== 'ok') throw invalid('name', documentMessages.fileExists);
    await log(tx, scope, 'Folder created', path);
  });
  return presentDocument((await findByPath(db, scope.company.id, path))!, null);
}

const ids = (scope: DocumentScope) => ({
  firmId: scope.company.firmId,
  companyId: scope.company.id,
  userId: scope.actor.userId,
});

function log(db: DbOrTx, scope: DocumentScope, title: string, description: string) {
  return recordActivity(db, {
    firmId: scope.company.firmId,
    typeId: ACTIVITY_TYPES.document_related,
    title,
    description,
    companyId: scope.company.id,
    actorUserId: scope.actor.userId,
  });
}

/** A live or deleted item the caller may see, with its scope. */
async function scopedItem(db: DbOrTx, actor: Actor, id: number) {
  const doc = await findDocument(db, actor.firmId, id);
  if (!doc) throw documentNotFound();
  const scope = await documentScope(db, actor, { id: doc.companyId });
  assertVisiblePath(scope, pathOf(doc));
  return { doc, scope };
}

/** Rename a file or folder (staff); a folder's contents move with it. */
export async function renameDocument(db: Db, actor: Actor, id: number, rawName: string) {
  assertCan(actor, 'staff.any');
  const { doc, scope } = await scopedItem(db, actor, id);
  if (doc.deletedAt) throw documentNotFound();
  const name = rawName.trim();
  if (!name || !isValidItemName(name))
    throw invalid('name', name ? documentMessages.invalidPath : documentMessages.folderNameRequired);
  const from = pathOf(doc);
  const to = joinPath(doc.folderPath, name);
  if (from !== to && from.toLowerCase() !== to.toLowerCase() && (await findByPath(db, doc.companyId, to))) {
    throw invalid('name', doc.kind === 'folder' ? documentMessages.folderExists : documentMessages.fileExists);
  }
  await db.transaction(async (tx) => {
    await tx.update(documents).set({ name, updatedAt: new Date() }).where(eq(documents.id, doc.id));
    if (doc.kind === 'folder') await moveTree(tx, doc.companyId, from, doc.companyId, to);
    await log(tx, scope, 'Document renamed', `${from} to ${to}`);
  });
  return presentOne(db, (await findDocument(db, actor.firmId, id))!, true);
}

/** Rewrites the folder paths of everything under `from` to sit under `to` (and in another entity). */
async function moveTree(tx: DbOrTx, fromCompany: number, from: string, toCompany: number, to: string) {
  await tx
    .update(documents)
    .set({
      companyId: toCompany,
      folderPath: sql`${to} || substr(${documents.folderPath}, ${from.length + 1})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(documents.companyId, fromCompany),
        sql`(${documents.folderPath} = ${from} or ${documents.folderPath} like ${`${from.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`})`,
      ),
    );
}

/** Delete (soft) a file, or a folder with everything in it; restorable until purged. */
export async function deleteDocument(db: Db, actor: Actor, id: number) {
  const { doc, scope } = await scopedItem(db, actor, id);
  if (doc.deletedAt) return;
  assertMayChange(scope, doc.folderPath);
  // A client deletes only files they uploaded: never a folder, which may hold the firm's files.
  if (!actor.isAdvisor && (doc.kind !== 'file' || doc.uploadedById !== actor.userId)) {
    throw new AppError('forbidden', 'You can delete only the files you uploaded');
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(documents)
      .set({ deletedAt: now })
      .where(and(inFolderTree(doc.companyId, pathOf(doc)), isNull(documents.deletedAt)));
    await log(tx, scope, doc.kind === 'folder' ? 'Folder deleted' : 'Document deleted', pathOf(doc));
  });
}

/** Restore (staff): the item and what was deleted with it; its folders come back if they were removed. */
export async function restoreDocument(db: Db, actor: Actor, id: number) {
  assertCan(actor, 'staff.any');
  const { doc, scope } = await scopedItem(db, actor, id);
  if (!doc.deletedAt) return presentOne(db, doc, true);
  const path = pathOf(doc);
  if (await findByPath(db, doc.companyId, path)) {
    throw invalid('name', doc.kind === 'folder' ? documentMessages.folderExists : documentMessages.fileExists);
  }
  await db.transaction(async (tx) => {
    await ensureFolders(tx, ids(scope), doc.folderPath);
    await tx
      .update(documents)
      .set({ deletedAt: null })
      .where(and(inFolderTree(doc.companyId, path), eq(documents.deletedAt, doc.deletedAt!)));
    await log(tx, scope, 'Document restored', path);
  });
  return presentOne(db, (await findDocument(db, actor.firmId, id))!, true);
}

/**
 * Move or copy a file or folder (staff), to another folder of the entity or of another entity of the
 * firm (spec 002 §4). A copy shares the stored bytes: files are never changed in place, only added.
 */
export async function moveDocument(
  db: Db,
  actor: Actor,
  id: number,
  input: { target_company_id: number; target_path: string; copy: boolean },
) {
  assertCan(actor, 'staff.any');
  const { doc, scope } = await scopedItem(db, actor, id);
  if (doc.deletedAt) throw documentNotFound();
  const target = await documentScope(db, actor, { id: input.target_company_id });
  const targetFolder = folderPathOf(input.target_path);
  const from = pathOf(doc);
  const to = joinPath(targetFolder, doc.name);
  if (doc.kind === 'folder' && target.company.id === doc.companyId && (targetFolder + '/').startsWith(from + '/')) {
    throw invalid('target_path', 'A folder cannot go inside itself');
  }
  if (await findByPath(db, target.company.id, to)) {
    throw invalid('target_path', doc.kind === 'folder' ? documentMessages.folderExists : documentMessages.fileExists);
  }
  await db.transaction(async (tx) => {
    if ((await ensureFolders(tx, ids(target), targetFolder)) !== 'ok')
      throw invalid('target_path', documentMessages.fileExists);
    if (input.copy) {
      const rows = await tx
        .select()
        .from(documents)
        .where(and(inFolderTree(doc.companyId, from), isNull(documents.deletedAt)));
      for (const row of rows) {
        const { id: _id, ...rest } = row;
        const folderPath = row.id === doc.id ? targetFolder : to + row.folderPath.slice(from.length);
        await tx.insert(documents).values({
          ...rest,
          companyId: target.company.id,
          folderPath,
          uploadedById: actor.userId,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
      }
    } else {
      await tx
        .update(documents)
        .set({ companyId: target.company.id, folderPath: targetFolder, updatedAt: new Date() })
        .where(eq(documents.id, doc.id));
      if (doc.kind === 'folder') await moveTree(tx, doc.companyId, from, target.company.id, to);
    }
    await log(tx, scope, input.copy ? 'Document copied' : 'Document moved', `${from} to ${target.company.name}: ${to}`);
  });
  return presentOne(db, (await findByPath(db, target.company.id, to))!, true);
}

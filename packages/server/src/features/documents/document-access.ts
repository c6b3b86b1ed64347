import {
  AppError,
  clientActionsBlocked,
  documentMessages,
  isStaffOnlyPath,
  normalizeFolderPath,
  readCompanySettings,
  readFirmPreferences,
  type Actor,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { visibleEntity } from '../entities/index.ts';
import { findFirm } from '../firm/index.ts';

export const documentNotFound = () => new AppError('not_found', 'Document not found');

export interface DocumentScope {
  actor: Actor;
  company: { id: number; firmId: number; hashId: string; name: string; readonlyAccess: boolean };
  blockedPatterns: string[];
}

/**
 * The documents of an entity the caller may see (spec 002 §4, 000 §6): staff of its firm and group,
 * or an owner of the active entity while the firm shows documents to clients. Anything else is 404.
 */
export async function documentScope(
  db: DbOrTx,
  actor: Actor,
  where: { id: number } | { hashId: string },
): Promise<DocumentScope> {
  const { company } = await visibleEntity(db, actor, where);
  if (!actor.isAdvisor) {
    const firm = await findFirm(db, actor.firmId);
    if (readFirmPreferences(firm?.preferences).hide_documents_view_from_clients) throw documentNotFound();
  }
  return {
    actor,
    company,
    blockedPatterns: readCompanySettings(company.settings).folders_where_client_actions_disabled,
  };
}

/** A folder path from the request, refused before anything is looked up when it is not a clean path. */
export function folderPathOf(input: string | null | undefined): string {
  const path = normalizeFolderPath(input);
  if (path === null)
    throw new AppError('validation_failed', documentMessages.invalidPath, { path: documentMessages.invalidPath });
  return path;
}

/** Clients never see STAFF ONLY folders or what is in them: for them such a path does not exist. */
export function assertVisiblePath(scope: DocumentScope, path: string) {
  if (!scope.actor.isAdvisor && isStaffOnlyPath(path)) throw documentNotFound();
}

/** Whether the caller may upload, create folders or delete in a folder (no error). */
export function mayChange(scope: DocumentScope, path: string): boolean {
  if (scope.actor.isAdvisor) return true;
  if (scope.actor.readonly || scope.company.readonlyAccess) return false;
  return !isStaffOnlyPath(path) && !clientActionsBlocked(path, scope.blockedPatterns);
}

export function assertMayChange(scope: DocumentScope, path: string) {
  assertVisiblePath(scope, path);
  if (scope.actor.isAdvisor) return;
  if (scope.actor.readonly || scope.company.readonlyAccess) {
    throw new AppError('forbidden', 'This account is read-only.');
  }
  if (!mayChange(scope, path)) throw new AppError('forbidden', documentMessages.blockedFolder);
}

import { AppError, assertCan, connectMessages, readFirmPreferences, type Actor } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { documentScope } from '../documents/index.ts';
import { findFirm } from '../firm/index.ts';
import { findExtracted } from './extracted-documents.repo.ts';

/**
 * An extracted document the caller may review: the firm's staff, with `bulk_upload_processor` on (403 else), on
 * an entity they see; another firm's id is not found (404).
 */
export async function reviewable(db: Db, actor: Actor, id: number) {
  assertCan(actor, 'staff.any');
  const firm = await findFirm(db, actor.firmId);
  if (!readFirmPreferences(firm?.preferences).bulk_upload_processor)
    throw new AppError('forbidden', connectMessages.disabled);
  const row = await findExtracted(db, actor.firmId, id);
  if (!row) throw new AppError('not_found', connectMessages.notFound);
  await documentScope(db, actor, { id: row.companyId });
  return row;
}

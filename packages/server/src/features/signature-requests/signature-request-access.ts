import { sql } from 'drizzle-orm';
import { AppError, genericMessages, readFirmPreferences, signatureRequestMessages, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { signatureRequests } from '../../db/schema/index.ts';
import { companyInActorGroup, findFirm } from '../firm/index.ts';
import { findRequest } from './signature-requests.repo.ts';

export const requestNotFound = () => new AppError('not_found', signatureRequestMessages.notFound);

/**
 * Signature requests exist for a firm only while it has them turned on (spec 002 §6): 403 otherwise. The
 * stored flag is the one the settings switch sets ('Signature requests', in Preferences).
 */
export async function assertEnabled(db: DbOrTx, actor: Actor) {
  const firm = await findFirm(db, actor.firmId);
  if (!readFirmPreferences(firm?.preferences).signature_requests_enabled) {
    throw new AppError('forbidden', signatureRequestMessages.disabled);
  }
}

/** Staff who may change requests: advisors who are not read-only. */
export async function assertStaffMayChange(db: DbOrTx, actor: Actor) {
  if (!actor.isAdvisor || actor.readonly) throw new AppError('forbidden', genericMessages.forbidden);
  await assertEnabled(db, actor);
}

/** A group-limited firm user works only with their group's entities (the primary contact's group decides). */
export const groupScope = (actor: Actor) => companyInActorGroup(actor, signatureRequests.companyId);

/** A request of the caller's firm that a staff member may see; another firm's or group's is 404. */
export async function staffRequest(db: DbOrTx, actor: Actor, id: number) {
  if (!actor.isAdvisor) throw new AppError('forbidden', genericMessages.forbidden);
  await assertEnabled(db, actor);
  const found = await findRequest(db, actor.firmId, id);
  if (!found) throw requestNotFound();
  const scope = groupScope(actor);
  if (scope) {
    const [visible] = await db
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(sql`${signatureRequests.id} = ${id} and ${scope}`);
    if (!visible) throw requestNotFound();
  }
  return found;
}

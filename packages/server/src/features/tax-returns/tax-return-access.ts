import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  AppError,
  CLIENT_VISIBLE_STATUSES,
  clientMaySeeReturn,
  genericMessages,
  readFirmPreferences,
  taxReturnMessages,
  type Actor,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyOwners, taxReturns } from '../../db/schema/index.ts';
import { visibleEntity } from '../entities/index.ts';
import { companyInActorGroup, findFirm } from '../firm/index.ts';

export const returnNotFound = () => new AppError('not_found', taxReturnMessages.notFound);

/** Delivery exists for a firm only while it has it turned on (spec 002 §6): 403 otherwise. */
export async function assertDeliveryEnabled(db: DbOrTx, actor: Actor) {
  const firm = await findFirm(db, actor.firmId);
  if (!readFirmPreferences(firm?.preferences).new_tax_return_delivery_enabled) {
    throw new AppError('forbidden', taxReturnMessages.disabled);
  }
}

/** Staff who deliver returns: advisors who are not read-only, of a firm with delivery on. */
export async function assertStaffMayDeliver(db: DbOrTx, actor: Actor) {
  if (!actor.isAdvisor || actor.readonly) throw new AppError('forbidden', genericMessages.forbidden);
  await assertDeliveryEnabled(db, actor);
}

/** A group-limited firm user works only with their group's entities (the primary contact's group decides). */
export const returnGroupScope = (actor: Actor) => companyInActorGroup(actor, taxReturns.companyId);

/**
 * The returns a list may show the caller: staff those of their group; a client those of one active entity
 * they own (`company_id`, required: 400 without it, 404 for anyone else's), and only what they may see.
 */
export async function returnListScope(db: DbOrTx, actor: Actor, companyId: number | undefined) {
  if (actor.isAdvisor) return returnGroupScope(actor);
  if (!companyId) throw new AppError('bad_request', taxReturnMessages.entityRequired);
  await visibleEntity(db, actor, { id: companyId });
  return and(eq(taxReturns.companyId, companyId), inArray(taxReturns.status, [...CLIENT_VISIBLE_STATUSES]));
}

export async function findReturn(db: DbOrTx, firmId: number, id: number, scope?: SQL) {
  const [row] = await db
    .select({
      taxReturn: taxReturns,
      company: {
        id: companies.id,
        name: companies.name,
        hashId: companies.hashId,
        externalEntityId: companies.externalEntityId,
        userId: companies.userId,
        spouseUserId: companies.spouseUserId,
        state: companies.state,
      },
    })
    .from(taxReturns)
    .innerJoin(companies, eq(companies.id, taxReturns.companyId))
    .where(and(eq(taxReturns.firmId, firmId), eq(taxReturns.id, id), isNull(taxReturns.deletedAt), scope))
    .limit(1);
  return row ?? null;
}

/** A return of the caller's firm (and group) that staff may see; another firm's or group's is 404. */
export async function staffReturn(db: DbOrTx, actor: Actor, id: number) {
  if (!actor.isAdvisor) throw new AppError('forbidden', genericMessages.forbidden);
  await assertDeliveryEnabled(db, actor);
  const found = await findReturn(db, actor.firmId, id, returnGroupScope(actor));
  if (!found) throw returnNotFound();
  return found;
}

/**
 * A return as the caller may see it: staff of the firm (and group); or a client who owns the entity, while
 * it is active and the return is theirs to see (a draft for review, or sent). Anyone else gets 404.
 */
export async function visibleReturn(db: DbOrTx, actor: Actor, id: number) {
  if (actor.isAdvisor) return staffReturn(db, actor, id);
  await assertDeliveryEnabled(db, actor);
  const found = await findReturn(db, actor.firmId, id);
  if (!found || !clientMaySeeReturn(found.taxReturn.status)) throw returnNotFound();
  await visibleEntity(db, actor, { id: found.company.id }).catch(() => {
    throw returnNotFound();
  });
  return found;
}

/**
 * Whether a client has a return to see among their active entities (or the one given by hash), for the
 * dashboard's heading (spec 001 §2: Tax Returns, or Questionnaires & Tax Returns). False with delivery off.
 */
export async function clientHasReturns(db: DbOrTx, actor: Actor, companyHash: string | undefined) {
  const firm = await findFirm(db, actor.firmId);
  if (!readFirmPreferences(firm?.preferences).new_tax_return_delivery_enabled) return false;
  const [row] = await db
    .select({ id: taxReturns.id })
    .from(taxReturns)
    .innerJoin(companies, eq(companies.id, taxReturns.companyId))
    .innerJoin(companyOwners, and(eq(companyOwners.companyId, companies.id), eq(companyOwners.userId, actor.userId)))
    .where(
      and(
        eq(taxReturns.firmId, actor.firmId),
        isNull(taxReturns.deletedAt),
        inArray(taxReturns.status, [...CLIENT_VISIBLE_STATUSES]),
        eq(companies.inactive, false),
        isNull(companies.deletedAt),
        companyHash ? eq(companies.hashId, companyHash) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

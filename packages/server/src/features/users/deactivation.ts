import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { SendQuestionnairesInput } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyOwners, questionnaireSendSchedules, questionnaires } from '../../db/schema/index.ts';

/** The live entities a user owns: as an owner (company_owners) or as the primary contact. */
async function ownedEntityIds(tx: DbOrTx, firmId: number, userId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: companies.id })
    .from(companies)
    .leftJoin(companyOwners, and(eq(companyOwners.companyId, companies.id), eq(companyOwners.userId, userId)))
    .where(
      and(
        eq(companies.firmId, firmId),
        isNull(companies.deletedAt),
        or(eq(companies.userId, userId), isNotNull(companyOwners.userId)),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Deactivating a user (spec 000 §4) locks the questionnaires of every entity they own — not only where they
 * are the primary contact — and removes those entities from scheduled sends: a schedule left with no entity
 * (and no entity type) is cancelled. Runs in the deactivation's transaction.
 */
export async function deactivationCascade(tx: DbOrTx, firmId: number, userId: number, now: Date) {
  const owned = await ownedEntityIds(tx, firmId, userId);
  if (!owned.length) return { locked: 0, schedulesChanged: 0 };
  const locked = await tx
    .update(questionnaires)
    .set({ locked: true, updatedAt: now })
    .where(
      and(
        eq(questionnaires.firmId, firmId),
        eq(questionnaires.locked, false),
        inArray(questionnaires.companyId, owned),
      ),
    )
    .returning({ id: questionnaires.id });
  const schedules = await tx
    .select()
    .from(questionnaireSendSchedules)
    .where(
      and(
        eq(questionnaireSendSchedules.firmId, firmId),
        isNull(questionnaireSendSchedules.cancelledAt),
        isNotNull(questionnaireSendSchedules.nextSendDate),
      ),
    )
    .for('update');
  const ownedSet = new Set(owned);
  let schedulesChanged = 0;
  for (const s of schedules) {
    const payload = s.payload as SendQuestionnairesInput & { resolved_company_ids?: number[] };
    if (!payload.company_ids.some((id) => ownedSet.has(id))) continue;
    const companyIds = payload.company_ids.filter((id) => !ownedSet.has(id));
    const next = {
      ...payload,
      company_ids: companyIds,
      ...(payload.resolved_company_ids && {
        resolved_company_ids: payload.resolved_company_ids.filter((id) => !ownedSet.has(id)),
      }),
    };
    const empty = companyIds.length === 0 && payload.company_types.length === 0;
    await tx
      .update(questionnaireSendSchedules)
      .set(empty ? { payload: next, nextSendDate: null, cancelledAt: now } : { payload: next })
      .where(eq(questionnaireSendSchedules.id, s.id));
    schedulesChanged += 1;
  }
  return { locked: locked.length, schedulesChanged };
}

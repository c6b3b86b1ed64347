import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyOwners } from '../../db/schema/index.ts';

/** The entities a user owns; clients only ever get active ones (spec 002 §6). */
export function listOwnedCompanies(db: DbOrTx, firmId: number, userId: number, opts: { activeOnly: boolean }) {
  return db
    .select({
      id: companies.id,
      hash_id: companies.hashId,
      name: companies.name,
      entity_type: companies.entityType,
      readonly_access: companies.readonlyAccess,
      inactive: companies.inactive,
    })
    .from(companyOwners)
    .innerJoin(companies, eq(companies.id, companyOwners.companyId))
    .where(
      and(
        eq(companyOwners.firmId, firmId),
        eq(companyOwners.userId, userId),
        isNull(companies.deletedAt),
        ...(opts.activeOnly ? [eq(companies.inactive, false)] : []),
      ),
    )
    .orderBy(asc(companies.name));
}

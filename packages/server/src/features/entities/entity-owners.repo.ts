import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companyOwners, users } from '../../db/schema/index.ts';

/**
 * The entity's owners who are clients of the firm (not deleted), in the order they became owners: the
 * people who sign what the firm sends the entity (signature requests, tax returns).
 */
export function entityClientOwners(db: DbOrTx, firmId: number, companyId: number) {
  return db
    .select({ id: users.id, fname: users.fname, lname: users.lname, email: users.email })
    .from(companyOwners)
    .innerJoin(users, eq(users.id, companyOwners.userId))
    .where(
      and(
        eq(companyOwners.firmId, firmId),
        eq(companyOwners.companyId, companyId),
        eq(users.isAdvisor, false),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(companyOwners.createdAt), asc(users.id));
}

import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyNotes, companyOwners, firmRoleAssignments, users } from '../../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;

/** A live user of the firm (users' findUser, here so that entities need not import users). */
export async function findFirmUser(db: DbOrTx, firmId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findCompany(db: DbOrTx, firmId: number, where: { id: number } | { hashId: string }) {
  const [row] = await db
    .select({
      company: companies,
      contact: { fname: users.fname, lname: users.lname, email: users.email, groupId: users.groupId },
    })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.userId))
    .where(
      and(
        eq(companies.firmId, firmId),
        'id' in where ? eq(companies.id, where.id) : eq(companies.hashId, where.hashId),
        isNull(companies.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function isOwner(db: DbOrTx, firmId: number, companyId: number, userId: number) {
  const [row] = await db
    .select({ userId: companyOwners.userId })
    .from(companyOwners)
    .where(
      and(eq(companyOwners.firmId, firmId), eq(companyOwners.companyId, companyId), eq(companyOwners.userId, userId)),
    )
    .limit(1);
  return !!row;
}

/** Names of the live entities a user owns: the "related entities" a new name must not repeat. */
export function ownedEntities(db: DbOrTx, firmId: number, userId: number) {
  return db
    .select({ name: companies.name, entityType: companies.entityType })
    .from(companyOwners)
    .innerJoin(companies, eq(companies.id, companyOwners.companyId))
    .where(and(eq(companyOwners.firmId, firmId), eq(companyOwners.userId, userId), isNull(companies.deletedAt)));
}

/** Entities sharing an owner with this one, by name (the entity switcher's list). */
export function relatedEntities(db: DbOrTx, firmId: number, companyId: number, limit: number) {
  const owners = db
    .select({ userId: companyOwners.userId })
    .from(companyOwners)
    .where(and(eq(companyOwners.firmId, firmId), eq(companyOwners.companyId, companyId)));
  return db
    .selectDistinct({
      id: companies.id,
      hash_id: companies.hashId,
      name: companies.name,
      entity_type: companies.entityType,
      inactive: companies.inactive,
    })
    .from(companies)
    .innerJoin(companyOwners, eq(companyOwners.companyId, companies.id))
    .where(
      and(
        eq(companies.firmId, firmId),
        ne(companies.id, companyId),
        isNull(companies.deletedAt),
        inArray(companyOwners.userId, owners),
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(limit);
}

export async function ownerIdsOf(db: DbOrTx, firmId: number, companyId: number) {
  const rows = await db
    .select({ userId: companyOwners.userId })
    .from(companyOwners)
    .where(and(eq(companyOwners.firmId, firmId), eq(companyOwners.companyId, companyId)))
    .orderBy(sql`${companyOwners.createdAt}`);
  return rows.map((r) => r.userId);
}

export async function noteCount(db: DbOrTx, firmId: number, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(companyNotes)
    .where(and(eq(companyNotes.firmId, firmId), eq(companyNotes.companyId, companyId)));
  return row?.n ?? 0;
}

/** The entity's firm role holders (spec 000 §3 Entity firm_role_assignments). */
export function firmRoleAssignmentsOf(db: DbOrTx, firmId: number, companyId: number) {
  return db
    .select({
      id: firmRoleAssignments.id,
      user_id: firmRoleAssignments.userId,
      firm_role_id: firmRoleAssignments.firmRoleId,
    })
    .from(firmRoleAssignments)
    .where(and(eq(firmRoleAssignments.firmId, firmId), eq(firmRoleAssignments.companyId, companyId)))
    .orderBy(asc(firmRoleAssignments.id));
}

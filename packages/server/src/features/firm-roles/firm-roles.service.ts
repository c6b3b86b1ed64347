import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  catalogueMessages,
  firmRoleMessages,
  readFirmPreferences,
  settingChanges,
  type Actor,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, firmGroups, firmRoleAssignments, firmRoles, firms, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { recordSettingsChange } from '../firm/index.ts';

/** Firm roles: partners or admins, and only when the firm turned them on (spec 000 §6). */
async function assertRolesEnabled(db: DbOrTx, actor: Actor) {
  assertCan(actor, 'firm.roles');
  const [firm] = await db.select({ preferences: firms.preferences }).from(firms).where(eq(firms.id, actor.firmId));
  if (!readFirmPreferences(firm?.preferences).use_firm_roles)
    throw new AppError('forbidden', firmRoleMessages.disabled);
}

const present = (r: typeof firmRoles.$inferSelect) => ({
  id: r.id,
  role_name: r.roleName,
  permission_ids: r.permissionIds,
});

export async function listRoles(db: DbOrTx, actor: Actor) {
  await assertRolesEnabled(db, actor);
  const rows = await db
    .select()
    .from(firmRoles)
    .where(eq(firmRoles.firmId, actor.firmId))
    .orderBy(asc(firmRoles.roleName));
  return rows.map(present);
}

async function assertNameFree(db: DbOrTx, actor: Actor, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: firmRoles.id })
    .from(firmRoles)
    .where(and(eq(firmRoles.firmId, actor.firmId), sql`lower(${firmRoles.roleName}) = ${name.toLowerCase()}`))
    .limit(1);
  if (taken && taken.id !== exceptId) {
    throw new AppError('conflict', firmRoleMessages.nameTaken, { role_name: firmRoleMessages.nameTaken });
  }
}

export async function createRole(db: Db, actor: Actor, input: { role_name: string; permission_ids: number[] }) {
  await assertRolesEnabled(db, actor);
  await assertNameFree(db, actor, input.role_name);
  const [row] = await db
    .insert(firmRoles)
    .values({ firmId: actor.firmId, roleName: input.role_name, permissionIds: [...new Set(input.permission_ids)] })
    .returning();
  await log(db, actor, `Firm role created: ${input.role_name}`);
  return present(row!);
}

async function findRole(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(firmRoles)
    .where(and(eq(firmRoles.firmId, actor.firmId), eq(firmRoles.id, id)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'Firm role not found');
  return row;
}

export async function updateRole(
  db: Db,
  actor: Actor,
  id: number,
  input: { role_name: string; permission_ids: number[] },
) {
  await assertRolesEnabled(db, actor);
  await findRole(db, actor, id);
  await assertNameFree(db, actor, input.role_name, id);
  const [row] = await db
    .update(firmRoles)
    .set({ roleName: input.role_name, permissionIds: [...new Set(input.permission_ids)] })
    .where(and(eq(firmRoles.firmId, actor.firmId), eq(firmRoles.id, id)))
    .returning();
  await log(db, actor, `Firm role updated: ${input.role_name}`);
  return present(row!);
}

export async function deleteRole(db: Db, actor: Actor, id: number) {
  await assertRolesEnabled(db, actor);
  const role = await findRole(db, actor, id);
  await db.delete(firmRoles).where(and(eq(firmRoles.firmId, actor.firmId), eq(firmRoles.id, id)));
  await log(db, actor, `Firm role deleted: ${role.roleName}`);
}

/** The holder is staff of this firm; the entities are this firm's. */
async function assertAssignable(db: DbOrTx, actor: Actor, userId: number, companyIds: number[]) {
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.firmId, actor.firmId), eq(users.id, userId), eq(users.isAdvisor, true), isNull(users.deletedAt)),
    )
    .limit(1);
  if (!staff) throw new AppError('not_found', 'User not found');
  const unique = [...new Set(companyIds)];
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.firmId, actor.firmId), inArray(companies.id, unique), isNull(companies.deletedAt)));
  if (found.length !== unique.length) throw new AppError('not_found', 'Entity not found');
  return unique;
}

/** One holder per role and entity: assigning again replaces the holder. One by one or in bulk. */
export async function assignRole(
  db: Db,
  actor: Actor,
  input: { firmRoleId: number; companyIds: number[]; userId: number },
) {
  await assertRolesEnabled(db, actor);
  await findRole(db, actor, input.firmRoleId);
  const companyIds = await assertAssignable(db, actor, input.userId, input.companyIds);
  const rows = await db
    .insert(firmRoleAssignments)
    .values(
      companyIds.map((companyId) => ({
        firmId: actor.firmId,
        companyId,
        userId: input.userId,
        firmRoleId: input.firmRoleId,
      })),
    )
    .onConflictDoUpdate({
      target: [firmRoleAssignments.companyId, firmRoleAssignments.firmRoleId],
      set: { userId: input.userId },
    })
    .returning({ id: firmRoleAssignments.id, companyId: firmRoleAssignments.companyId });
  await log(db, actor, `Firm role assigned on ${companyIds.length} entit${companyIds.length === 1 ? 'y' : 'ies'}`);
  return rows;
}

export async function unassignRole(db: Db, actor: Actor, firmRoleId: number, companyId: number) {
  await assertRolesEnabled(db, actor);
  await db
    .delete(firmRoleAssignments)
    .where(
      and(
        eq(firmRoleAssignments.firmId, actor.firmId),
        eq(firmRoleAssignments.firmRoleId, firmRoleId),
        eq(firmRoleAssignments.companyId, companyId),
      ),
    );
}

/**
 * PATCH /companies/{id}/update_roles (spec 000 §7): the holder of one role on one entity; a null user
 * removes the assignment. The same use cases as firm_roles/assign and unassign.
 */
export async function updateCompanyRole(
  db: Db,
  actor: Actor,
  companyId: number,
  input: { firmRoleId: number; userId: number | null },
) {
  if (input.userId !== null) {
    const [row] = await assignRole(db, actor, {
      firmRoleId: input.firmRoleId,
      companyIds: [companyId],
      userId: input.userId,
    });
    return { id: row?.id ?? null, firm_role_id: input.firmRoleId, error: null };
  }
  await assertRolesEnabled(db, actor);
  await findRole(db, actor, input.firmRoleId);
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.firmId, actor.firmId), eq(companies.id, companyId), isNull(companies.deletedAt)));
  if (!company) throw new AppError('not_found', 'Entity not found');
  await unassignRole(db, actor, input.firmRoleId, companyId);
  return { id: null, firm_role_id: input.firmRoleId, error: null };
}

function log(db: DbOrTx, actor: Actor, title: string) {
  return recordActivity(db, {
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.firm_settings,
    title,
    actorUserId: actor.userId,
  });
}

/** Firm groups (spec 000 §3 Firm, 002 §2 firm settings): partners manage them in firm settings. */
async function assertGroupNameFree(db: DbOrTx, actor: Actor, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: firmGroups.id })
    .from(firmGroups)
    .where(and(eq(firmGroups.firmId, actor.firmId), sql`lower(${firmGroups.name}) = ${name.toLowerCase()}`))
    .limit(1);
  if (taken && taken.id !== exceptId) {
    throw new AppError('conflict', catalogueMessages.groupNameTaken, { name: catalogueMessages.groupNameTaken });
  }
}

async function findGroup(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(firmGroups)
    .where(and(eq(firmGroups.firmId, actor.firmId), eq(firmGroups.id, id)))
    .limit(1);
  if (!row) throw new AppError('not_found', catalogueMessages.groupNotFound);
  return row;
}

/** Live users in each group, and live entities whose primary contact is in it (that decides an entity's group). */
async function groupCounts(db: DbOrTx, firmId: number, groupId?: number) {
  const [userRows, entityRows] = await Promise.all([
    db
      .select({ groupId: users.groupId, n: sql<number>`count(*)::int` })
      .from(users)
      .where(
        and(
          eq(users.firmId, firmId),
          isNull(users.deletedAt),
          groupId === undefined ? isNotNull(users.groupId) : eq(users.groupId, groupId),
        ),
      )
      .groupBy(users.groupId),
    db
      .select({ groupId: users.groupId, n: sql<number>`count(*)::int` })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(
        and(
          eq(companies.firmId, firmId),
          isNull(companies.deletedAt),
          groupId === undefined ? isNotNull(users.groupId) : eq(users.groupId, groupId),
        ),
      )
      .groupBy(users.groupId),
  ]);
  const counts = new Map<number, { users: number; entities: number }>();
  const at = (id: number) => counts.get(id) ?? counts.set(id, { users: 0, entities: 0 }).get(id)!;
  for (const r of userRows) if (r.groupId !== null) at(r.groupId).users = r.n;
  for (const r of entityRows) if (r.groupId !== null) at(r.groupId).entities = r.n;
  return counts;
}

export async function listGroups(db: DbOrTx, actor: Actor) {
  assertCan(actor, 'firm.settings');
  const [firm] = await db.select({ preferences: firms.preferences }).from(firms).where(eq(firms.id, actor.firmId));
  const [groups, counts] = await Promise.all([
    db.select().from(firmGroups).where(eq(firmGroups.firmId, actor.firmId)).orderBy(asc(firmGroups.name)),
    groupCounts(db, actor.firmId),
  ]);
  return {
    has_firm_groups: readFirmPreferences(firm?.preferences).has_firm_groups,
    firm_groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      user_count: counts.get(g.id)?.users ?? 0,
      entity_count: counts.get(g.id)?.entities ?? 0,
    })),
  };
}

export async function createGroup(db: Db, actor: Actor, name: string) {
  assertCan(actor, 'firm.settings');
  await assertGroupNameFree(db, actor, name);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(firmGroups).values({ firmId: actor.firmId, name }).returning();
    await recordSettingsChange(tx, actor, 'Groups', settingChanges({}, { name }), {
      title: `Firm group created: ${name}`,
    });
    return { id: row!.id, name: row!.name };
  });
}

export async function renameGroup(db: Db, actor: Actor, id: number, name: string) {
  assertCan(actor, 'firm.settings');
  const group = await findGroup(db, actor, id);
  await assertGroupNameFree(db, actor, name, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(firmGroups)
      .set({ name })
      .where(and(eq(firmGroups.firmId, actor.firmId), eq(firmGroups.id, id)))
      .returning();
    await recordSettingsChange(tx, actor, 'Groups', settingChanges({ name: group.name }, { name }), {
      title: `Firm group renamed: ${group.name} → ${name}`,
    });
    return { id: row!.id, name: row!.name };
  });
}

/** A group still holding users or entities is kept: deleting it would silently widen what they see. */
export async function deleteGroup(db: Db, actor: Actor, id: number) {
  assertCan(actor, 'firm.settings');
  const group = await findGroup(db, actor, id);
  await db.transaction(async (tx) => {
    const held = (await groupCounts(tx, actor.firmId, id)).get(id);
    if (held && (held.users > 0 || held.entities > 0)) {
      throw new AppError('validation_failed', catalogueMessages.groupInUse(held.users, held.entities));
    }
    await tx.delete(firmGroups).where(and(eq(firmGroups.firmId, actor.firmId), eq(firmGroups.id, id)));
    await recordSettingsChange(tx, actor, 'Groups', settingChanges({ name: group.name }, { name: null }), {
      title: `Firm group deleted: ${group.name}`,
    });
  });
}

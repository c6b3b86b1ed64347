import { and, asc, eq, isNull } from 'drizzle-orm';
import { STAFF_LIST_LIMIT } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { firmGroups, sessions, users } from '../../db/schema/index.ts';

const staffColumns = {
  id: users.id,
  fname: users.fname,
  lname: users.lname,
  email: users.email,
  firmAccess: users.firmAccess,
  groupId: users.groupId,
  groupName: firmGroups.name,
  paying: users.paying,
  lastSignInAt: users.lastSignInAt,
  enabled2fa: users.enabled2fa,
  invitedAt: users.invitedAt,
};

/** The firm's live staff (is_advisor) with their group; a client or another firm's user is never one. */
const liveStaff = (firmId: number) => and(eq(users.firmId, firmId), eq(users.isAdvisor, true), isNull(users.deletedAt));

const staffQuery = (db: DbOrTx) =>
  db
    .select(staffColumns)
    .from(users)
    .leftJoin(firmGroups, and(eq(firmGroups.id, users.groupId), eq(firmGroups.firmId, users.firmId)));

export function listStaff(db: DbOrTx, firmId: number) {
  return staffQuery(db)
    .where(liveStaff(firmId))
    .orderBy(asc(users.lname), asc(users.fname), asc(users.id))
    .limit(STAFF_LIST_LIMIT);
}

export type StaffRow = Awaited<ReturnType<typeof listStaff>>[number];

export async function findStaff(db: DbOrTx, firmId: number, id: number): Promise<StaffRow | null> {
  const [row] = await staffQuery(db)
    .where(and(liveStaff(firmId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findFirmGroup(db: DbOrTx, firmId: number, groupId: number) {
  const [row] = await db
    .select({ id: firmGroups.id, name: firmGroups.name })
    .from(firmGroups)
    .where(and(eq(firmGroups.firmId, firmId), eq(firmGroups.id, groupId)))
    .limit(1);
  return row ?? null;
}

/**
 * The firm's partners who are not deactivated, locked until the transaction ends: two partners demoting
 * or deactivating each other at once are taken one after the other, so the firm never loses its last one.
 */
export async function lockActivePartners(db: DbOrTx, firmId: number): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(liveStaff(firmId), eq(users.firmAccess, 'partner'), eq(users.paying, true)))
    .for('update');
  return rows.length;
}

export async function insertStaff(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id, uid: users.uid });
  return row!;
}

export async function updateStaff(
  db: DbOrTx,
  firmId: number,
  id: number,
  values: Partial<Pick<typeof users.$inferInsert, 'firmAccess' | 'groupId' | 'paying' | 'invitedAt'>>,
  now: Date,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(and(liveStaff(firmId), eq(users.id, id)));
}

/** Ends every live session of the user at once; returns their ids so open browsers can be told. */
export async function revokeUserSessions(db: DbOrTx, firmId: number, userId: number, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.firmId, firmId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

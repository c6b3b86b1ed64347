import { and, eq, isNull } from 'drizzle-orm';
import { AppError, entityMessages, servesGroup } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { firmGroups, users } from '../../db/schema/index.ts';

/**
 * An assigned firm user is staff of this firm, without a group or in the client's group (spec 000 §6).
 * -1 (none) and 0 ('Various') need no one.
 */
export async function assertAssignableAdvisor(
  db: DbOrTx,
  firmId: number,
  advisorId: number,
  clientGroupId: number | null,
) {
  if (advisorId <= 0) return;
  const [advisor] = await db
    .select({ groupId: users.groupId })
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.id, advisorId), eq(users.isAdvisor, true), isNull(users.deletedAt)))
    .limit(1);
  if (!advisor || !servesGroup(advisor.groupId, clientGroupId)) {
    throw new AppError('validation_failed', entityMessages.advisorRequired, {
      assigned_advisor_id: entityMessages.advisorRequired,
    });
  }
}

/** A firm group of this firm, reported on the form's own field name. */
export async function assertFirmGroup(db: DbOrTx, firmId: number, groupId: number, field: string) {
  const [group] = await db
    .select({ id: firmGroups.id })
    .from(firmGroups)
    .where(and(eq(firmGroups.firmId, firmId), eq(firmGroups.id, groupId)))
    .limit(1);
  if (!group)
    throw new AppError('validation_failed', entityMessages.groupRequired, { [field]: entityMessages.groupRequired });
}

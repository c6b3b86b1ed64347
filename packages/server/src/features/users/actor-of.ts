import type { Actor } from '@portal/domain';
import type { users } from '../../db/schema/index.ts';

/** The Actor a background job acts as: the user who asked for the work, with their current rights. */
export const actorOf = (u: typeof users.$inferSelect): Actor => ({
  userId: u.id,
  firmId: u.firmId,
  isAdvisor: u.isAdvisor,
  firmAccess: u.firmAccess,
  groupId: u.groupId,
  readonly: u.readonlyAccess,
});

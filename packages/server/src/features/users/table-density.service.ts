import { and, eq } from 'drizzle-orm';
import { assertCan, userPreferencesSchema, type Actor, type TableDensity } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * POST /api/users/update_table_density (issue 38 §5): how the signed-in staff member's tables set their rows,
 * compact or comfortable. It lives in their preferences, so it follows them to any browser they sign in on.
 */
export async function updateTableDensity(db: Db, actor: Actor, input: { table_density: TableDensity }) {
  assertCan(actor, 'staff.any');
  const where = and(eq(users.firmId, actor.firmId), eq(users.id, actor.userId));
  const [row] = await db.select({ preferences: users.preferences }).from(users).where(where);
  const next = { ...userPreferencesSchema.parse(row?.preferences ?? {}), table_density: input.table_density };
  await db.update(users).set({ preferences: next }).where(where);
  return { table_density: next.table_density };
}

import { and, eq } from 'drizzle-orm';
import { assertCan, userPreferencesSchema, type Actor } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * POST /users/update_out_of_office: the signed-in advisor's own out-of-office setting. It lives in their
 * preferences; every conversation they take part in then carries advisor_out_of_office and its message
 * (spec 000 §3 Conversation), so clients know why an answer may take longer.
 */
export async function updateOutOfOffice(
  db: Db,
  actor: Actor,
  input: { advisor_out_of_office: boolean; advisor_out_of_office_message: string | null },
) {
  assertCan(actor, 'staff.any');
  const where = and(eq(users.firmId, actor.firmId), eq(users.id, actor.userId));
  const [row] = await db.select({ preferences: users.preferences }).from(users).where(where);
  const next = {
    ...userPreferencesSchema.parse(row?.preferences ?? {}),
    out_of_office: input.advisor_out_of_office,
    // The message is kept while away only: coming back clears it, so an old note never shows again.
    out_of_office_message: input.advisor_out_of_office ? input.advisor_out_of_office_message : null,
  };
  await db.update(users).set({ preferences: next, updatedAt: new Date() }).where(where);
  return {
    advisor_out_of_office: next.out_of_office,
    advisor_out_of_office_message: next.out_of_office_message,
    message: 'Updated',
  };
}

import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function findUser(db: DbOrTx, firmId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

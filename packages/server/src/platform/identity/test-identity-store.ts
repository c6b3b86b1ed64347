import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { testIdentitySessions } from '../../db/schema/index.ts';
import type { TestVerificationStore } from './test-identity.ts';

/** The built-in test mode keeps its sessions in the database, so the test page survives a restart. */
export function databaseTestVerificationStore(db: DbOrTx): TestVerificationStore {
  return {
    async get(sessionId) {
      const [row] = await db.select().from(testIdentitySessions).where(eq(testIdentitySessions.sessionId, sessionId));
      return row ?? null;
    },
    async put(session) {
      await db
        .insert(testIdentitySessions)
        .values(session)
        .onConflictDoUpdate({
          target: testIdentitySessions.sessionId,
          set: {
            status: session.status,
            errorCode: session.errorCode,
            errorDescription: session.errorDescription,
            updatedAt: session.updatedAt,
          },
        });
    },
  };
}

import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pendingFiles } from '../../db/schema/index.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * Bytes a job writes before the record that keeps them commits (issue 36 §1). The key is written down first, the
 * bytes stored, and the record's transaction takes the note away (keepPendingFile). A process that dies in between
 * leaves the note: the job's next run removes its own leftovers (removeLeftovers, by owner) before it writes again,
 * and the hourly sweep those of jobs that never ran again, so no crash leaves a second copy in storage.
 */
export async function notePendingFile(db: DbOrTx, owner: string, storageKey: string) {
  await db.insert(pendingFiles).values({ owner, storageKey });
}

/**
 * In the record's transaction: the bytes are the record's now. False when the note is gone: another run of the same
 * job took them for leftovers (this run was presumed dead), so the record must not be kept.
 */
export async function keepPendingFile(tx: DbOrTx, storageKey: string): Promise<boolean> {
  const rows = await tx
    .delete(pendingFiles)
    .where(eq(pendingFiles.storageKey, storageKey))
    .returning({ key: pendingFiles.storageKey });
  return rows.length > 0;
}

async function removeNoted(deps: { db: DbOrTx; storage: FileStorage }, rows: { storageKey: string }[]) {
  for (const { storageKey } of rows) {
    await deps.storage.delete(storageKey);
    await deps.db.delete(pendingFiles).where(eq(pendingFiles.storageKey, storageKey));
  }
  return rows.length;
}

/** What an earlier, interrupted run of the same job (same owner) wrote and never recorded. */
export async function removeLeftovers(deps: { db: DbOrTx; storage: FileStorage }, owner: string) {
  const rows = await deps.db
    .select({ storageKey: pendingFiles.storageKey })
    .from(pendingFiles)
    .where(eq(pendingFiles.owner, owner));
  return removeNoted(deps, rows);
}

/** Leftovers older than `before` whose job never ran again (the hourly sweep). */
export async function removeAbandonedPendingFiles(deps: { db: DbOrTx; storage: FileStorage }, before: Date) {
  const rows = await deps.db
    .select({ storageKey: pendingFiles.storageKey })
    .from(pendingFiles)
    .where(lt(pendingFiles.createdAt, before))
    .limit(1000);
  return removeNoted(deps, rows);
}

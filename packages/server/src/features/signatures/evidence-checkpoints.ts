import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { evidenceCheckpoints, signatureEvents } from '../../db/schema/index.ts';
import { evidenceHash, evidenceRows } from './evidence.ts';

/** The key that signs checkpoints: the portal's sealing identity (signing-identity.ts). */
export interface CheckpointKey {
  sign(text: string): string;
  verify(text: string, signature: string): boolean;
}

/** A firm's evidence chain's head: its last row. What a sealed PDF carries and a checkpoint signs. */
export interface EvidenceHead {
  id: number;
  hash: string;
}

/** What the checkpoint's signature covers: nothing in it can change without the signature failing. */
const checkpointText = (firmId: number, head: EvidenceHead, at: Date) =>
  `portal evidence checkpoint\nfirm ${firmId}\nlast ${head.id}\nhead ${head.hash}\nat ${at.toISOString()}`;

/** How a sealed PDF names the head (its Keywords, inside the signed bytes, and its certificate page). */
export const evidenceHeadKeyword = (head: EvidenceHead) => `evidence-head:${head.id}:${head.hash}`;

export function evidenceHeadFromKeywords(keywords: string | undefined): EvidenceHead | null {
  const m = /evidence-head:(\d+):([0-9a-f]{64})/.exec(keywords ?? '');
  return m ? { id: Number(m[1]), hash: m[2]! } : null;
}

export async function evidenceHead(db: DbOrTx, firmId: number): Promise<EvidenceHead | null> {
  const [last] = await db
    .select({ id: signatureEvents.id, hash: signatureEvents.hash })
    .from(signatureEvents)
    .where(eq(signatureEvents.firmId, firmId))
    .orderBy(desc(signatureEvents.id))
    .limit(1);
  return last ?? null;
}

/**
 * Signs the firm's chain head as it is now (issue 36 §3), in the caller's transaction: on every seal (after its
 * 'sealed' row) and daily. Nothing when the firm has no evidence yet or its head is already checkpointed.
 */
export async function writeCheckpoint(db: DbOrTx, key: CheckpointKey, firmId: number, at: Date): Promise<void> {
  const head = await evidenceHead(db, firmId);
  if (!head) return;
  const [latest] = await db
    .select({ lastEventId: evidenceCheckpoints.lastEventId })
    .from(evidenceCheckpoints)
    .where(eq(evidenceCheckpoints.firmId, firmId))
    .orderBy(desc(evidenceCheckpoints.id))
    .limit(1);
  if (latest?.lastEventId === head.id) return;
  const createdAt = new Date(at.getTime());
  await db.insert(evidenceCheckpoints).values({
    firmId,
    lastEventId: head.id,
    headHash: head.hash,
    createdAt,
    signature: key.sign(checkpointText(firmId, head, createdAt)),
  });
}

export const CHECKPOINT_EVIDENCE_JOB = 'signatures.checkpoint-evidence';

/** The daily checkpoint: every firm whose chain grew since its last checkpoint (one query finds them). */
export async function checkpointAllFirms(db: DbOrTx, key: CheckpointKey, at: Date): Promise<number> {
  const rows = await db.execute<{ firm_id: number }>(sql`
    SELECT e.firm_id FROM (SELECT firm_id, max(id) AS last FROM signature_events GROUP BY firm_id) e
    WHERE e.last > coalesce((SELECT max(c.last_event_id) FROM evidence_checkpoints c WHERE c.firm_id = e.firm_id), 0)`);
  const firmIds = rows.rows.map((r) => Number(r.firm_id));
  for (const firmId of firmIds) await writeCheckpoint(db, key, firmId, at);
  return firmIds.length;
}

export type EvidenceStatus = 'intact' | 'rewritten' | 'deleted';

export interface EvidenceCheck {
  status: EvidenceStatus;
  /** Rows of the firm's chain walked. */
  events: number;
  /** Signed checkpoints the chain was checked against. */
  checkpoints: number;
  /** What is wrong, for a person; null when intact. */
  problem: string | null;
}

/**
 * Checks a firm's evidence (issue 36 §3): every row's hash against the row before it (a changed, removed or inserted
 * row in the middle shows), every checkpoint's signature, and that each checkpointed head is still in the chain with
 * the hash it had: a rewritten row with every later hash recomputed, or rows removed from the end, show here, since
 * no one without the sealing key can sign a checkpoint for the new chain. `pdfHead` is the head a sealed PDF carries.
 */
export async function checkEvidence(
  db: DbOrTx,
  key: CheckpointKey,
  firmId: number,
  pdfHead: EvidenceHead | null = null,
  pageSize = 1000,
): Promise<EvidenceCheck> {
  const checkpoints = await db
    .select()
    .from(evidenceCheckpoints)
    .where(eq(evidenceCheckpoints.firmId, firmId))
    .orderBy(asc(evidenceCheckpoints.id));
  const heads = new Map<number, { hash: string; what: string }>();
  for (const c of checkpoints) {
    const head = { id: c.lastEventId, hash: c.headHash };
    if (!key.verify(checkpointText(firmId, head, c.createdAt), c.signature)) {
      return bad('rewritten', 0, checkpoints.length, `Checkpoint ${c.id} does not carry the portal's signature`);
    }
    heads.set(head.id, { hash: head.hash, what: `the checkpoint of ${c.createdAt.toISOString()}` });
  }
  if (pdfHead) heads.set(pdfHead.id, { hash: pdfHead.hash, what: 'this document' });

  let prevHash: string | null = null;
  let events = 0;
  for await (const row of evidenceRows(db, firmId, pageSize)) {
    if (row.prevHash !== prevHash || evidenceHash(prevHash, row) !== row.hash) {
      return bad('rewritten', events, checkpoints.length, `Evidence row ${row.id} does not follow the row before it`);
    }
    const signed = heads.get(row.id);
    if (signed && signed.hash !== row.hash) {
      return bad(
        'rewritten',
        events,
        checkpoints.length,
        `Evidence row ${row.id} is not as ${signed.what} recorded it`,
      );
    }
    heads.delete(row.id);
    prevHash = row.hash;
    events += 1;
  }
  // A head someone signed whose row is no longer there: evidence was removed.
  const [missing] = [...heads.entries()].sort(([a], [b]) => a - b);
  if (missing) {
    return bad(
      'deleted',
      events,
      checkpoints.length,
      `Evidence row ${missing[0]}, recorded by ${missing[1].what}, is missing`,
    );
  }
  return { status: 'intact', events, checkpoints: checkpoints.length, problem: null };
}

const bad = (status: EvidenceStatus, events: number, checkpoints: number, problem: string): EvidenceCheck => ({
  status,
  events,
  checkpoints,
  problem,
});

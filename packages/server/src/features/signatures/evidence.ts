import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { signatureEvents } from '../../db/schema/index.ts';

/** What a signing event is about: any signed subject, not only signature requests. */
export type EvidenceSubject = 'signature_request' | 'questionnaire' | 'tax_return';
export type EvidenceEvent =
  'created' | 'sent' | 'viewed' | 'identity_checked' | 'signed' | 'sealed' | 'completed' | 'downloaded' | 'deleted';

export interface EvidenceEntry {
  firmId: number;
  subjectType: EvidenceSubject;
  subjectId: number;
  event: EvidenceEvent;
  actorUserId?: number | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  data?: Record<string, unknown>;
  at: Date;
}

export type EvidenceRow = typeof signatureEvents.$inferSelect;

/** JSON with object keys sorted at every level, so a row hashes the same after a jsonb round trip. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Each row's hash covers the previous row's hash and everything the row says. */
export function evidenceHash(prevHash: string | null, row: Omit<EvidenceRow, 'id' | 'hash' | 'prevHash'>): string {
  const body = canonical({
    firmId: row.firmId,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    event: row.event,
    actorUserId: row.actorUserId,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
  });
  return createHash('sha256')
    .update(`${prevHash ?? ''}\n${body}`)
    .digest('hex');
}

async function appendInTx(tx: DbOrTx, entry: EvidenceEntry): Promise<EvidenceRow> {
  // One writer per firm at a time, so every row names the row before it and the chain never forks.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('signature_events'), ${entry.firmId})`);
  const [last] = await tx
    .select({ hash: signatureEvents.hash })
    .from(signatureEvents)
    .where(eq(signatureEvents.firmId, entry.firmId))
    .orderBy(desc(signatureEvents.id))
    .limit(1);
  const row = {
    firmId: entry.firmId,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    event: entry.event,
    actorUserId: entry.actorUserId ?? null,
    ipAddress: entry.ipAddress ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    data: entry.data ?? {},
    // Milliseconds only, so the stored time hashes the same when read back.
    createdAt: new Date(entry.at.getTime()),
  };
  const prevHash = last?.hash ?? null;
  const [inserted] = await tx
    .insert(signatureEvents)
    .values({ ...row, prevHash, hash: evidenceHash(prevHash, row) })
    .returning();
  return inserted!;
}

/**
 * Appends one event to the firm's evidence chain, inside the caller's transaction when given one (so the
 * event commits with the change it records), else in its own.
 */
export function appendEvidence(db: DbOrTx, entry: EvidenceEntry): Promise<EvidenceRow> {
  return 'transaction' in db && !('rollback' in db)
    ? (db as Db).transaction((tx) => appendInTx(tx, entry))
    : appendInTx(db, entry);
}

/** Evidence rows as the downloads show them (JSON and the PDF report), each with its hash and the previous one. */
/**
 * A signer's first look at what they are asked to sign joins the evidence once (later looks add nothing):
 * when, from where and with which browser.
 */
export async function recordFirstView(
  db: DbOrTx,
  view: Pick<EvidenceEntry, 'firmId' | 'subjectType' | 'subjectId' | 'ipAddress' | 'userAgent' | 'at'> & {
    actorUserId: number;
  },
) {
  const [seen] = await db
    .select({ id: signatureEvents.id })
    .from(signatureEvents)
    .where(
      and(
        eq(signatureEvents.firmId, view.firmId),
        eq(signatureEvents.subjectType, view.subjectType),
        eq(signatureEvents.subjectId, view.subjectId),
        eq(signatureEvents.event, 'viewed'),
        eq(signatureEvents.actorUserId, view.actorUserId),
      ),
    )
    .limit(1);
  if (!seen) await appendEvidence(db, { ...view, event: 'viewed' });
}

export const presentEvidence = (rows: EvidenceRow[]) =>
  rows.map((e) => ({
    id: e.id,
    event: e.event,
    at: e.createdAt.toISOString(),
    actor_user_id: e.actorUserId,
    ip_address: e.ipAddress,
    user_agent: e.userAgent,
    data: e.data,
    prev_hash: e.prevHash,
    hash: e.hash,
  }));

/** A subject's events in order (the evidence download). */
export function listEvidence(db: DbOrTx, firmId: number, subjectType: EvidenceSubject, subjectId: number) {
  return db
    .select()
    .from(signatureEvents)
    .where(
      and(
        eq(signatureEvents.firmId, firmId),
        eq(signatureEvents.subjectType, subjectType),
        eq(signatureEvents.subjectId, subjectId),
      ),
    )
    .orderBy(asc(signatureEvents.id));
}

export type ChainCheck = { intact: true; count: number } | { intact: false; count: number; brokenAt: number };

/** A firm's evidence rows in id order, read a page at a time (a firm's chain may be long). */
export async function* evidenceRows(db: DbOrTx, firmId: number, pageSize = 1000) {
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(signatureEvents)
      .where(and(eq(signatureEvents.firmId, firmId), gt(signatureEvents.id, afterId)))
      .orderBy(asc(signatureEvents.id))
      .limit(pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** Walks a firm's whole chain in pages, recomputing every hash: any changed, removed or inserted row shows. */
export async function verifyEvidenceChain(db: DbOrTx, firmId: number, pageSize = 1000): Promise<ChainCheck> {
  let prevHash: string | null = null;
  let count = 0;
  for await (const row of evidenceRows(db, firmId, pageSize)) {
    if (row.prevHash !== prevHash || evidenceHash(prevHash, row) !== row.hash) {
      return { intact: false, count, brokenAt: row.id };
    }
    prevHash = row.hash;
    count += 1;
  }
  return { intact: true, count };
}

import {
  AppError,
  aggregateVerification,
  latestVerificationPerUser,
  readFirmPreferences,
  verificationLabel,
  type Clock,
  type IdentityCheck,
  type SignerIdentity,
  type TestVerificationOutcome,
  type VerificationStatus,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AnyIdentityProvider } from '../../platform/identity/create-identity-provider.ts';
import { findFirm } from '../firm/index.ts';
import { appendEvidence } from '../signatures/index.ts';
import {
  applyVerificationEvent,
  claimWebhookEvent,
  insertReusedCheck,
  insertVerification,
  recentPassedCheck,
  verificationsById,
  verificationsOf,
  verifiedAt,
  type VerificationRow,
  type VerificationSubject,
} from './verifications.repo.ts';

/** What the feature whose signers were checked does once a result is recorded (its pages follow it live). */
export type VerifiedHandlers = Partial<Record<VerificationSubject['type'], (subjectId: number) => Promise<void>>>;

export interface IdentityDeps {
  db: Db;
  identity: AnyIdentityProvider;
  clock: Clock;
  publicUrl: string;
  onResult?: VerifiedHandlers;
}

export interface StartVerification {
  firmId: number;
  userId: number;
  email: string;
  subject: VerificationSubject;
  /** The page on this portal the signer comes back to, e.g. their signing screen. */
  returnPath: string;
}

/**
 * Opens a verification session for one signer of one subject (a photo ID and a matching selfie) and answers
 * where to send the browser. Stripe's page is single-use: the caller redirects, never stores or emails it.
 */
export async function startVerification(deps: IdentityDeps, start: StartVerification) {
  const returnUrl = deps.identity.kind === 'stripe' ? `${deps.publicUrl}${start.returnPath}` : start.returnPath;
  const session = await deps.identity.createSession({
    userId: start.userId,
    email: start.email,
    returnUrl,
    metadata: {
      firm_id: String(start.firmId),
      subject_type: start.subject.type,
      subject_id: String(start.subject.id),
    },
  });
  await insertVerification(deps.db, {
    firmId: start.firmId,
    userId: start.userId,
    subjectType: start.subject.type,
    subjectId: start.subject.id,
    provider: deps.identity.kind,
    sessionId: session.sessionId,
    status: session.status,
  });
  return { url: session.url };
}

/**
 * A provider's webhook: the signature over the raw body is checked, each event is applied once (a replay
 * is acknowledged and changes nothing), an older event never overwrites a newer result, and every result
 * applied joins the subject's evidence in the same transaction.
 */
export async function receiveVerificationWebhook(deps: IdentityDeps, rawBody: Buffer, signature: string | undefined) {
  const event = deps.identity.parseWebhook(rawBody, signature);
  if (!event) return { applied: false };
  const provider = deps.identity.kind;
  const now = deps.clock.now();
  const applied = await deps.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, provider, event.id))) return null;
    const row = await applyVerificationEvent(tx, provider, event, now);
    if (!row) return null;
    await appendEvidence(tx, {
      firmId: row.firmId,
      subjectType: row.subjectType as VerificationSubject['type'],
      subjectId: row.subjectId,
      event: 'identity_checked',
      actorUserId: row.userId,
      data: {
        provider,
        session_id: row.sessionId,
        event_id: event.id,
        status: row.status,
        error_code: row.errorCode,
        result: verificationLabel({ status: row.status, error_code: row.errorCode }),
      },
      at: now,
    });
    return { type: row.subjectType as VerificationSubject['type'], id: row.subjectId };
  });
  if (!applied) return { applied: false };
  // Recorded and committed: telling the open pages must not make the provider send the event again.
  await deps.onResult?.[applied.type]?.(applied.id).catch(() => undefined);
  return { applied: true };
}

const outcomeOf = (row: VerificationRow | undefined) =>
  row ? { status: row.status, error_code: row.errorCode } : { status: 'not_started' as const, error_code: null };

/** Each signer's newest check of one subject, with the spec's label and the row it is (for the evidence). */
export async function signerVerifications(db: DbOrTx, firmId: number, subject: VerificationSubject) {
  const rows = await verificationsOf(db, firmId, subject.type, [subject.id]);
  const byUser = new Map<number, VerificationRow>();
  for (const row of rows) if (!byUser.has(row.userId)) byUser.set(row.userId, row);
  return (userId: number) => {
    const row = byUser.get(userId);
    const outcome = outcomeOf(row);
    return {
      ...outcome,
      label: verificationLabel(outcome),
      error_description: row?.errorDescription ?? null,
      reused: row?.reusedFromId != null,
      /** The check this signature relies on: recorded in the evidence of what was signed. */
      verification: row ? { id: row.id, session_id: row.sessionId, reused_from_id: row.reusedFromId } : null,
    };
  };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * One identity check per signer and sitting (issue 37 §2): a person whose check passed for another return or
 * signature request of the firm within the firm's window (identity_verification_reuse_hours, 24 by default)
 * is not asked again. The subject gets a row of its own naming the check it relies on, and its evidence
 * records which; the window runs from the original check, so reuse never stretches it. Nothing is reused
 * over a check of this subject that needs input or failed, for another person, or with the window at 0.
 * Answers whether the signer now stands verified on this subject by a reused check.
 */
export async function adoptRecentCheck(
  db: DbOrTx,
  firmId: number,
  userId: number,
  subject: VerificationSubject,
  now: Date,
): Promise<boolean> {
  const hours = readFirmPreferences((await findFirm(db, firmId))?.preferences).identity_verification_reuse_hours;
  if (hours <= 0) return false;
  const mine = (await verificationsOf(db, firmId, subject.type, [subject.id])).find((r) => r.userId === userId);
  if (mine && (mine.errorCode || ['verified', 'requires_input', 'failed'].includes(mine.status))) return false;
  const original = await recentPassedCheck(db, firmId, userId, new Date(now.getTime() - hours * HOUR_MS), subject);
  if (!original) return false;
  return db.transaction(async (tx) => {
    const row = await insertReusedCheck(tx, original, subject, now);
    if (!row) return true;
    const source = original.reusedFromId ?? original.id;
    await appendEvidence(tx, {
      firmId,
      subjectType: subject.type,
      subjectId: subject.id,
      event: 'identity_checked',
      actorUserId: userId,
      data: {
        provider: row.provider,
        session_id: row.sessionId,
        status: row.status,
        error_code: null,
        result: verificationLabel({ status: row.status, error_code: null }),
        reused_from: {
          verification_id: source,
          subject_type: original.subjectType,
          subject_id: original.subjectId,
          verified_at: verifiedAt(original).toISOString(),
          window_hours: hours,
        },
      },
      at: now,
    });
    return true;
  });
}

/** A signer's check as the signing screen shows it, and (for the evidence) the row it is. */
export type SignerCheck = SignerIdentity & {
  verification: { id: number; session_id: string; reused_from_id: number | null } | null;
};

const NOT_REQUIRED: SignerCheck = {
  required: false,
  status: 'not_started',
  label: 'Not required',
  error_description: null,
  reused: false,
  verification: null,
};

/**
 * Each signer's identity check of one subject as the signing screen, the certificate and the evidence show
 * it: 'Not required' when the subject was sent without the check.
 */
export async function signerIdentities(db: DbOrTx, firmId: number, subject: VerificationSubject, required: boolean) {
  if (!required) return (): SignerCheck => NOT_REQUIRED;
  const of = await signerVerifications(db, firmId, subject);
  return (userId: number): SignerCheck => ({ required: true, ...of(userId) });
}

/**
 * The 'ID fraud detection' value of each subject: the spec's aggregate over its signers' newest results,
 * expecting one per signer. One query for a page of subjects.
 */
export async function aggregateVerifications(
  db: DbOrTx,
  firmId: number,
  type: VerificationSubject['type'],
  subjects: { id: number; signerCount: number }[],
): Promise<Map<number, VerificationStatus>> {
  const rows = await verificationsOf(
    db,
    firmId,
    type,
    subjects.map((s) => s.id),
  );
  const result = new Map<number, VerificationStatus>();
  for (const s of subjects) {
    const mine = rows
      .filter((r) => r.subjectId === s.id)
      .map((r) => ({ user_id: r.userId, created_at: r.createdAt.toISOString(), ...outcomeOf(r) }));
    result.set(s.id, aggregateVerification(latestVerificationPerUser(mine), s.signerCount));
  }
  return result;
}

/** The built-in test mode only: Stripe's own page stands in its place otherwise. */
function testProvider(deps: IdentityDeps) {
  if (deps.identity.kind !== 'test') throw new AppError('not_found', 'Verification session not found');
  return deps.identity;
}

/** The test verification page's session, for the signer it was opened for (anyone else: 404). */
export async function testVerificationInfo(deps: IdentityDeps, userId: number, sessionId: string) {
  const session = await testProvider(deps).getTestSession(sessionId);
  if (session.userId !== userId) throw new AppError('not_found', 'Verification session not found');
  return { session_id: session.sessionId, email: session.email, status: session.status, return_url: session.returnUrl };
}

/** The tester's choice, delivered as a signed webhook through the same path as Stripe's. */
export async function completeTestVerification(
  deps: IdentityDeps,
  userId: number,
  sessionId: string,
  outcome: TestVerificationOutcome,
) {
  const provider = testProvider(deps);
  const { return_url } = await testVerificationInfo(deps, userId, sessionId);
  const webhook = await provider.completeTestSession(sessionId, outcome);
  await receiveVerificationWebhook(deps, webhook.rawBody, webhook.signatureHeader);
  return { redirect_url: return_url };
}

/**
 * The identity verification checks dialog (spec 002 §2): every check of the subject's signers, newest first,
 * each with its status, error and when its session was created, and the check a reused one relied on.
 */
export async function identityChecksOf(
  db: DbOrTx,
  firmId: number,
  subject: VerificationSubject,
): Promise<IdentityCheck[]> {
  const rows = await verificationsOf(db, firmId, subject.type, [subject.id]);
  const sourceIds = [...new Set(rows.flatMap((r) => (r.reusedFromId === null ? [] : [r.reusedFromId])))];
  const sources = new Map(
    (await verificationsById(db, sourceIds)).filter((r) => r.firmId === firmId).map((r) => [r.id, r]),
  );
  return rows.map((r) => {
    const source = r.reusedFromId === null ? undefined : sources.get(r.reusedFromId);
    return {
      id: r.id,
      user_id: r.userId,
      status: r.status,
      label: verificationLabel({ status: r.status, error_code: r.errorCode }),
      error_code: r.errorCode,
      error_description: r.errorDescription,
      stripe_verification_session_created_at: r.createdAt.toISOString(),
      reused_from: source
        ? {
            subject_type: source.subjectType as VerificationSubject['type'],
            subject_id: source.subjectId,
            verified_at: verifiedAt(source).toISOString(),
          }
        : null,
    };
  });
}

import {
  AppError,
  aggregateVerification,
  latestVerificationPerUser,
  verificationLabel,
  type Clock,
  type SignerIdentity,
  type TestVerificationOutcome,
  type VerificationStatus,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AnyIdentityProvider } from '../../platform/identity/create-identity-provider.ts';
import { appendEvidence } from '../signatures/index.ts';
import {
  applyVerificationEvent,
  claimWebhookEvent,
  insertVerification,
  verificationsOf,
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

/** Each signer's newest check of one subject, with the spec's label. */
export async function signerVerifications(db: DbOrTx, firmId: number, subject: VerificationSubject) {
  const rows = await verificationsOf(db, firmId, subject.type, [subject.id]);
  const byUser = new Map<number, VerificationRow>();
  for (const row of rows) if (!byUser.has(row.userId)) byUser.set(row.userId, row);
  return (userId: number) => {
    const row = byUser.get(userId);
    const outcome = outcomeOf(row);
    return { ...outcome, label: verificationLabel(outcome), error_description: row?.errorDescription ?? null };
  };
}

const NOT_REQUIRED: SignerIdentity = {
  required: false,
  status: 'not_started',
  label: 'Not required',
  error_description: null,
};

/**
 * Each signer's identity check of one subject as the signing screen, the certificate and the evidence show
 * it: 'Not required' when the subject was sent without the check.
 */
export async function signerIdentities(db: DbOrTx, firmId: number, subject: VerificationSubject, required: boolean) {
  if (!required) return (): SignerIdentity => NOT_REQUIRED;
  const of = await signerVerifications(db, firmId, subject);
  return (userId: number): SignerIdentity => ({ required: true, ...of(userId) });
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

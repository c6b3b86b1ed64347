import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  AppError,
  formatDisplayDate,
  genericMessages,
  identityMessages,
  signatureRequestFiles,
  type Actor,
  type SignRequestInput,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { signatureFields, signatureSigners } from '../../db/schema/index.ts';
import { adoptRecentCheck, aggregateVerifications, startVerification } from '../identity/index.ts';
import { appendEvidence, recordFirstView } from '../signatures/index.ts';
import { identityOfSigners } from './signer-identity.ts';
import { assertEnabled, requestNotFound, staffRequest } from './signature-request-access.ts';
import { fieldsOf, findRequest, signersOf } from './signature-requests.repo.ts';
import { SEAL_SIGNATURE_REQUEST_JOB } from './seal-signature-request.ts';

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/**
 * A request as the caller may see it: staff of the firm (and group), or a client who is one of its
 * signers once it has been sent. Anyone else gets 404, as for another firm's id.
 */
export async function visibleRequest(db: DbOrTx, actor: Actor, id: number) {
  if (actor.isAdvisor) return { ...(await staffRequest(db, actor, id)), mySigner: null };
  await assertEnabled(db, actor);
  const found = await findRequest(db, actor.firmId, id);
  if (!found || !['sent', 'signed', 'completed'].includes(found.request.status)) throw requestNotFound();
  const [mine] = await db
    .select()
    .from(signatureSigners)
    .where(and(eq(signatureSigners.requestId, id), eq(signatureSigners.userId, actor.userId)));
  if (!mine) throw requestNotFound();
  return { ...found, mySigner: mine };
}

/** The detail both sides read; a signer's first look is part of the evidence. */
export async function requestDetail(db: Db, actor: Actor, id: number, origin: RequestOrigin, now: Date) {
  const { request, company, mySigner } = await visibleRequest(db, actor, id);
  // A signer whose check passed for another document a moment ago is not asked again (issue 37 §2).
  if (mySigner && !mySigner.signedAt && request.identityRequired && request.status === 'sent')
    await adoptRecentCheck(db, actor.firmId, actor.userId, { type: 'signature_request', id }, now);
  const [signers, fields, identityOf] = await Promise.all([
    signersOf(db, id),
    fieldsOf(db, id),
    identityOfSigners(db, request),
  ]);
  // 'ID fraud detection' the same way the table computes it (spec 002 §4's aggregate).
  const fraud = request.identityRequired
    ? ((await aggregateVerifications(db, actor.firmId, 'signature_request', [{ id, signerCount: signers.length }])).get(
        id,
      ) ?? null)
    : null;
  if (mySigner)
    await recordFirstView(db, {
      firmId: actor.firmId,
      subjectType: 'signature_request',
      subjectId: id,
      actorUserId: actor.userId,
      ipAddress: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
  return {
    id: request.id,
    company_id: company.id,
    company_name: company.name,
    company_hash: company.hashId,
    tax_year: request.taxYear,
    form_name: request.formName,
    status: request.status,
    ...signatureRequestFiles(request),
    signed_pages_only: request.signedPagesOnly,
    updated_at: request.updatedAt.toISOString(),
    signers_signed: signers.filter((s) => s.signer.signedAt).length,
    signers_total: signers.length,
    identity_required: request.identityRequired,
    fraud_detection_status: fraud,
    page_count: request.pageCount,
    error_message: request.errorMessage,
    original_document_id: request.originalDocumentId,
    signed_document_id: request.signedDocumentId,
    signers: signers.map(({ signer, user }) => ({
      id: signer.id,
      user_id: signer.userId,
      name: `${user.fname} ${user.lname}`,
      email: user.email,
      signed_at: signer.signedAt?.toISOString() ?? null,
      identity: identityOf(signer.userId),
    })),
    fields: fields.map((f) => ({
      id: f.id,
      signer_id: f.signerId,
      kind: f.kind,
      page: f.page,
      x: f.x,
      y: f.y,
      width: f.width,
      height: f.height,
      filled: f.filledAt !== null,
    })),
    my_signer_id: mySigner?.id ?? null,
  };
}

/**
 * Finish (issue 16 §3): the signer adopts a typed or drawn signature once, and it fills every field that is
 * theirs, recorded with the time, their device's time, IP address and browser. Only their own fields; when
 * the firm asks for identity verification, only once verified. The last signer's finish seals the document.
 */
export async function signRequest(
  deps: Pick<AppDeps, 'jobs' | 'clock'> & { db: Db },
  actor: Actor,
  id: number,
  input: SignRequestInput,
  origin: RequestOrigin,
) {
  // Visible first, so another firm's id answers 404 whoever asks; then only its signers sign.
  const { request, mySigner } = await visibleRequest(deps.db, actor, id);
  if (actor.isAdvisor || !mySigner) throw new AppError('forbidden', 'Only the signers sign a signature request');
  if (actor.readonly) throw new AppError('forbidden', genericMessages.forbidden);
  if (request.status !== 'sent') throw new AppError('conflict', 'This signature request is no longer open for signing');
  const now = deps.clock.now();
  if (request.identityRequired)
    await adoptRecentCheck(deps.db, actor.firmId, actor.userId, { type: 'signature_request', id }, now);
  const identity = (await identityOfSigners(deps.db, request))(actor.userId);
  if (identity.required && identity.status !== 'verified')
    throw new AppError('forbidden', identityMessages.verifyFirst);
  const allSigned = await deps.db.transaction(async (tx) => {
    const [signer] = await tx
      .update(signatureSigners)
      .set({
        signatureType: input.signature_type,
        signature: input.signature,
        initials: input.initials || null,
        signedAt: now,
        ipAddress: origin.ip,
        userAgent: origin.userAgent?.slice(0, 500) ?? null,
      })
      .where(and(eq(signatureSigners.id, mySigner.id), isNull(signatureSigners.signedAt)))
      .returning();
    if (!signer) throw new AppError('conflict', 'You have already signed this document');
    const filled = await tx
      .update(signatureFields)
      .set({ filledAt: now })
      .where(eq(signatureFields.signerId, signer.id))
      .returning({ id: signatureFields.id, kind: signatureFields.kind });
    await appendEvidence(tx, {
      firmId: actor.firmId,
      subjectType: 'signature_request',
      subjectId: id,
      event: 'signed',
      actorUserId: actor.userId,
      ipAddress: origin.ip,
      userAgent: origin.userAgent,
      data: {
        signer_id: signer.id,
        signature_type: input.signature_type,
        client_time: input.client_time,
        field_ids: filled.map((f) => f.id),
        identity: identity.label,
        // Which check this signature relied on (its own, or one passed for another document; issue 37 §2).
        identity_verification: identity.verification,
      },
      at: now,
    });
    const [left] = await tx
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(signatureSigners)
      .where(and(eq(signatureSigners.requestId, id), isNull(signatureSigners.signedAt)));
    // The last signature and the seal's job commit together (the outbox, issue 36 §1).
    if (left!.n === 0) await deps.jobs.sendWithin(tx, SEAL_SIGNATURE_REQUEST_JOB, { requestId: id }, { retryLimit: 3 });
    return left!.n === 0;
  });
  if (allSigned) deps.jobs.wake(SEAL_SIGNATURE_REQUEST_JOB);
  return { all_signed: allSigned, date: formatDisplayDate(now), initials: input.initials || null };
}

/**
 * A signer starts their identity check (issue 16 §6) and is sent to the provider's page; they come back to
 * their signing screen. Only while the request is open for signing, when the firm requires it, not twice.
 */
export async function verifySignerIdentity(deps: AppDeps, actor: Actor, id: number) {
  const db: Db = deps.database.db;
  const { request, company, mySigner } = await visibleRequest(db, actor, id);
  if (!mySigner) throw new AppError('forbidden', 'Only the signers verify their identity here');
  if (request.status !== 'sent' || mySigner.signedAt)
    throw new AppError('conflict', 'This signature request is no longer open for signing');
  if (!request.identityRequired) throw new AppError('conflict', identityMessages.notRequired);
  await adoptRecentCheck(db, actor.firmId, actor.userId, { type: 'signature_request', id }, deps.clock.now());
  const [mine, signers] = await Promise.all([identityOfSigners(db, request), signersOf(db, id)]);
  if (mine(actor.userId).status === 'verified') throw new AppError('conflict', identityMessages.alreadyVerified);
  return startVerification(
    { db, identity: deps.identity, clock: deps.clock, publicUrl: deps.config.publicUrl },
    {
      firmId: actor.firmId,
      userId: actor.userId,
      email: signers.find((s) => s.signer.userId === actor.userId)?.user.email ?? '',
      subject: { type: 'signature_request', id },
      returnPath: `/review-signature-request/${id}?companyId=${company.id}`,
    },
  );
}

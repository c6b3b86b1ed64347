import { and, eq } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  canMarkRequestCompleted,
  identityCheckRequired,
  readFirmPreferences,
  NOTIFICATION_TYPES,
  sendBlocker,
  SIGNATURE_REQUEST_STATUSES,
  signatureRequestMessages,
  signatureRequestUploadSchema,
  type Actor,
  type SignatureFieldInput,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { notifications, signatureFields, signatureRequests, signatureSigners } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { userChannel } from '../../platform/realtime/realtime-hub.ts';
import { clientArrivalLink } from '../auth/index.ts';
import { receivePdfForm, type UploadPart } from '../documents/index.ts';
import { entityClientOwners } from '../entities/index.ts';
import { findFirm } from '../firm/index.ts';
import { appendEvidence } from '../signatures/index.ts';
import { assertStaffMayChange, requestNotFound, staffRequest } from './signature-request-access.ts';
import { fieldsOf, moveStatus, signersOf } from './signature-requests.repo.ts';
import { PREPARE_SIGNATURE_REQUEST_JOB } from './prepare-signature-request.ts';
import { signatureRequestMail } from './signature-request-mail.ts';

/** Where uploads and their signed copies are kept in the entity's documents (spec 002 §9). */
export const SIGNATURE_REQUESTS_FOLDER = '/Signature Requests';

type Deps = Pick<AppDeps, 'storage' | 'jobs' | 'clock'> & { db: Db };

/**
 * Upload Signature Request (spec 002 §5): exactly one entity, a non-empty PDF that is not password
 * protected (checked by its first bytes), a document name and a tax year. The file goes into the entity's
 * 'Signature Requests' folder; the entity's owners become its signers; a job prepares it.
 */
export async function uploadSignatureRequest(deps: Deps, actor: Actor, parts: AsyncIterable<UploadPart>) {
  await assertStaffMayChange(deps.db, actor);
  const { input, document } = await receivePdfForm(deps, actor, parts, {
    schema: signatureRequestUploadSchema,
    folder: SIGNATURE_REQUESTS_FOLDER,
    messages: signatureRequestMessages,
  });
  const { company_id, document_name, tax_year, signed_pages_only } = input;
  const owners = await entityClientOwners(deps.db, actor.firmId, company_id);
  const now = deps.clock.now();
  const request = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(signatureRequests)
      .values({
        firmId: actor.firmId,
        companyId: company_id,
        taxYear: tax_year,
        formName: document_name,
        signedPagesOnly: signed_pages_only,
        originalDocumentId: document.id,
        createdById: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (owners.length) {
      await tx
        .insert(signatureSigners)
        .values(owners.map((o, position) => ({ firmId: actor.firmId, requestId: row!.id, userId: o.id, position })));
    }
    await appendEvidence(tx, {
      firmId: actor.firmId,
      subjectType: 'signature_request',
      subjectId: row!.id,
      event: 'created',
      actorUserId: actor.userId,
      data: { form_name: document_name, tax_year, company_id, document_id: document.id },
      at: now,
    });
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.document_related,
      title: 'Signature request uploaded',
      description: `${document_name} (${tax_year})`,
      companyId: company_id,
      actorUserId: actor.userId,
    });
    // The request and the job that prepares it commit together (the outbox, issue 36 §1).
    await deps.jobs.sendWithin(tx, PREPARE_SIGNATURE_REQUEST_JOB, { requestId: row!.id }, { retryLimit: 2 });
    return row!;
  });
  deps.jobs.wake(PREPARE_SIGNATURE_REQUEST_JOB);
  return request;
}

/** Replaces the request's fields while it waits for them (action_required); each names a signer of it. */
export async function saveFields(db: Db, actor: Actor, id: number, fields: SignatureFieldInput[]) {
  await assertStaffMayChange(db, actor);
  const { request } = await staffRequest(db, actor, id);
  if (request.status !== 'action_required') {
    throw new AppError('validation_failed', 'Fields can be changed only before the request is sent');
  }
  const signerIds = new Set((await signersOf(db, id)).map((s) => s.signer.id));
  const stranger = fields.find((f) => !signerIds.has(f.signer_id));
  if (stranger) throw new AppError('validation_failed', 'Each field must belong to a signer of this request');
  if (request.pageCount !== null && fields.some((f) => f.page >= request.pageCount!)) {
    throw new AppError('validation_failed', 'A field is on a page the document does not have');
  }
  await db.transaction(async (tx) => {
    await tx.delete(signatureFields).where(eq(signatureFields.requestId, id));
    if (fields.length) {
      await tx.insert(signatureFields).values(
        fields.map((f) => ({
          firmId: actor.firmId,
          requestId: id,
          signerId: f.signer_id,
          kind: f.kind,
          page: f.page,
          x: f.x,
          y: f.y,
          width: f.width,
          height: f.height,
        })),
      );
    }
  });
  return fieldsOf(db, id);
}

/**
 * Send (spec 002 §4 sending → sent): every signer must have a signature field (the refusal names who has
 * none); each gets an email with a link to the review page and an in-app notification.
 */
export async function sendSignatureRequest(deps: AppDeps, actor: Actor, id: number) {
  const db = deps.database.db;
  await assertStaffMayChange(db, actor);
  const { request, company } = await staffRequest(db, actor, id);
  const [signers, fields] = await Promise.all([signersOf(db, id), fieldsOf(db, id)]);
  const blocked = sendBlocker(
    signers.map((s) => ({ id: s.signer.id, name: `${s.user.fname} ${s.user.lname}` })),
    fields.map((f) => ({ signer_id: f.signerId, kind: f.kind })),
  );
  if (blocked) throw new AppError('validation_failed', blocked);
  const now = deps.clock.now();
  const firm = await findFirm(db, actor.firmId);
  // Whether signers verify their identity is the firm's preference when the request goes out.
  const identityRequired = identityCheckRequired(readFirmPreferences(firm?.preferences));
  const sending = await moveStatus(db, id, ['action_required'], 'sending', { identityRequired });
  if (!sending) throw new AppError('conflict', `This request is ${request.status.replace('_', ' ')}`);
  // A signer who has never signed in gets an arrival link: their sign-in method, then the page (issue 21 §2).
  const link = (userId: number) =>
    clientArrivalLink(
      { db, clock: deps.clock, publicUrl: deps.config.publicUrl },
      request.firmId,
      userId,
      `/review-signature-request/${id}?companyId=${company.id}&signer=${userId}`,
    );
  try {
    for (const { signer, user } of signers) {
      if (!user.email) continue;
      await deps.mailer.send({
        firmId: request.firmId,
        to: user.email,
        ...signatureRequestMail(
          {
            firmName: firm?.name ?? 'Your firm',
            companyName: company.name,
            formName: request.formName,
            taxYear: request.taxYear,
            fname: user.fname,
          },
          await link(signer.userId),
        ),
      });
    }
  } catch {
    // Not stranded in sending: back to staff, who may send again once mail works.
    await moveStatus(db, id, ['sending'], 'action_required');
    throw new AppError('unavailable', signatureRequestMessages.sendFailed);
  }
  await db.insert(notifications).values(
    signers.map(({ signer }) => ({
      firmId: actor.firmId,
      userId: signer.userId,
      typeId: NOTIFICATION_TYPES.document,
      text: `Please sign ${request.formName} (${request.taxYear}) for ${company.name}`,
      clientName: company.name,
      link: `/review-signature-request/${id}?companyId=${company.id}`,
    })),
  );
  await db.transaction(async (tx) => {
    await moveStatus(tx, id, ['sending'], 'sent', { sentAt: now });
    await appendEvidence(tx, {
      firmId: actor.firmId,
      subjectType: 'signature_request',
      subjectId: id,
      event: 'sent',
      actorUserId: actor.userId,
      data: { signers: signers.map((s) => ({ user_id: s.signer.userId, email: s.user.email })) },
      at: now,
    });
  });
  await Promise.all(
    signers.map((s) => deps.realtime.publish(userChannel(s.signer.userId), { type: 'new_notification' })),
  );
}

/** 'Mark as completed' (spec 002 §4): offered until completed; the toast says so. */
export async function markCompleted(deps: Deps, actor: Actor, id: number) {
  await assertStaffMayChange(deps.db, actor);
  const { request } = await staffRequest(deps.db, actor, id);
  const from = SIGNATURE_REQUEST_STATUSES.filter(canMarkRequestCompleted);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const moved = await moveStatus(tx, id, from, 'completed', { completedAt: now });
    if (!moved) throw new AppError('conflict', `This request is ${request.status.replace('_', ' ')}`);
    await appendEvidence(tx, {
      firmId: actor.firmId,
      subjectType: 'signature_request',
      subjectId: id,
      event: 'completed',
      actorUserId: actor.userId,
      at: now,
    });
  });
  return { message: signatureRequestMessages.markedCompleted };
}

/** Delete hides the request; its evidence and files stay for three years (issue 16 §5). */
export async function deleteSignatureRequest(deps: Deps, actor: Actor, id: number) {
  await assertStaffMayChange(deps.db, actor);
  await staffRequest(deps.db, actor, id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(signatureRequests)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(signatureRequests.id, id), eq(signatureRequests.firmId, actor.firmId)))
      .returning({ id: signatureRequests.id });
    if (!row) throw requestNotFound();
    await appendEvidence(tx, {
      firmId: actor.firmId,
      subjectType: 'signature_request',
      subjectId: id,
      event: 'deleted',
      actorUserId: actor.userId,
      at: now,
    });
  });
  return { message: signatureRequestMessages.deleted };
}

import { and, eq, isNull } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  genericMessages,
  identityMessages,
  taxReturnMessages,
  type Actor,
  type AdoptedSignatureInput,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { RequestOrigin } from '../../http/request-context.ts';
import { taxReturnFormSigners, taxReturnForms, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { grantedDocumentLink } from '../documents/index.ts';
import { adoptRecentCheck, startVerification } from '../identity/index.ts';
import { adoptSignature, appendEvidence, recordSignatureEvidence } from '../signatures/index.ts';
import { everyFormSigned, formOf, formSignersOf } from './form-signers.repo.ts';
import { formTitle, queueFormSeal, SEAL_TAX_RETURN_FORM_JOB } from './seal-tax-return-form.ts';
import {
  assertStaffMayDeliver,
  followProgress,
  identityOfReturnSigners,
  lockReturn,
  staffReturn,
  visibleReturn,
} from '../tax-returns/index.ts';

/** A client of the entity who signs; staff and read-only clients do not (403). */
async function signerReturn(db: Db, actor: Actor, id: number) {
  const found = await visibleReturn(db, actor, id);
  if (actor.isAdvisor || actor.readonly) throw new AppError('forbidden', genericMessages.forbidden);
  return found;
}

/**
 * Sign one e-file authorization form (issue 18 §2): the signer adopts a typed or drawn signature through the
 * signatures feature, recorded with the time, their device's time, IP address, browser, login and identity
 * result (IRS Publication 1345's record). Only their own signature of a form on the portal, once, while the
 * return waits for signatures and, when the firm asks for it, once their identity is verified. The form's
 * last signature seals it; the return's last one moves it on.
 */
export async function signReturnForm(
  deps: Pick<AppDeps, 'jobs' | 'clock'> & { db: Db },
  actor: Actor,
  id: number,
  formId: number,
  input: AdoptedSignatureInput,
  origin: RequestOrigin,
) {
  const { db } = deps;
  const { taxReturn } = await signerReturn(db, actor, id);
  const form = await formOf(db, id, formId);
  const signers = await formSignersOf(db, formId);
  const mine = signers.find((s) => s.signer.userId === actor.userId);
  if (!mine) throw new AppError('forbidden', taxReturnMessages.notFormSigner);
  if (form.wetSignatureRequired) throw new AppError('conflict', taxReturnMessages.wetSignature);
  if (mine.signer.signedAt) throw new AppError('conflict', taxReturnMessages.alreadySigned);
  if (taxReturn.status !== 'sent') throw new AppError('conflict', taxReturnMessages.notSignable);
  const now = deps.clock.now();
  if (taxReturn.identityRequired)
    await adoptRecentCheck(db, actor.firmId, actor.userId, { type: 'tax_return', id }, now);
  const identity = (await identityOfReturnSigners(db, taxReturn))(actor.userId);
  if (identity.required && identity.status !== 'verified')
    throw new AppError('forbidden', identityMessages.verifyFirst);
  const adopted = adoptSignature(input, { ip: origin.ip ?? '', userAgent: origin.userAgent }, now);

  const result = await db.transaction(async (tx) => {
    // One signature of a return at a time: two signers finishing together each see the other's.
    await lockReturn(tx, id);
    const [signed] = await tx
      .update(taxReturnFormSigners)
      .set({
        signatureType: adopted.signatureType,
        signature: adopted.signature,
        signedAt: now,
        ipAddress: adopted.ipAddress,
        userAgent: adopted.userAgent,
      })
      .where(and(eq(taxReturnFormSigners.id, mine.signer.id), isNull(taxReturnFormSigners.signedAt)))
      .returning();
    if (!signed) throw new AppError('conflict', taxReturnMessages.alreadySigned);
    await recordSignatureEvidence(tx, {
      firmId: actor.firmId,
      subject: { type: 'tax_return', id },
      actorUserId: actor.userId,
      event: 'signed',
      adopted,
      data: {
        form_record_id: form.id,
        form: form.customFormName || `Form ${form.formId}`,
        page: form.page,
        role: mine.signer.role,
        signer_id: signed.id,
        login_id: mine.user.email,
        method: adopted.signatureType === 'drawn' ? 'drawn on screen' : 'typed name',
        identity: identity.label,
        // Which check this signature relied on (its own, or one passed for another document; issue 37 §2).
        identity_verification: identity.verification,
      },
      at: now,
    });
    const formDone = (await formSignersOf(tx, formId)).every((s) => s.signer.signedAt !== null);
    // The form's last signature and its seal's job commit together (the outbox, issue 36 §1); out of retries, a
    // seal is queued again by the sweep (resealPendingForms).
    if (formDone) await queueFormSeal(deps.jobs, formId, tx);
    return { formDone, allSigned: await returnSigned(tx, id, now) };
  });
  if (result.formDone) deps.jobs.wake(SEAL_TAX_RETURN_FORM_JOB);
  return { form_signed: result.formDone, all_signed: result.allSigned };
}

/**
 * After a signature: whether every form of the return is now signed; the return records it and moves on as
 * the state machine allows (signed, or paid when its vouchers are paid already). In the caller's transaction.
 */
async function returnSigned(tx: DbOrTx, id: number, now: Date) {
  const allSigned = await everyFormSigned(tx, id);
  await followProgress(tx, id, { lastSignedAt: now, allSigned });
  return allSigned;
}

/**
 * Staff record that a form to be signed on paper came back signed (a wet signature): it counts as signed,
 * and the return moves on when it was the last one. Only while the return waits for signatures; once.
 */
export async function markPaperFormSigned(db: Db, actor: Actor, id: number, formId: number, now: Date) {
  await assertStaffMayDeliver(db, actor);
  const { taxReturn, company } = await staffReturn(db, actor, id);
  const form = await formOf(db, id, formId);
  if (!form.wetSignatureRequired) throw new AppError('conflict', taxReturnMessages.notPaperForm);
  if (taxReturn.status !== 'sent') throw new AppError('conflict', taxReturnMessages.notSignable);
  return db.transaction(async (tx) => {
    await lockReturn(tx, id);
    const [marked] = await tx
      .update(taxReturnForms)
      .set({ markedSignedAt: now })
      .where(and(eq(taxReturnForms.id, formId), isNull(taxReturnForms.markedSignedAt)))
      .returning({ id: taxReturnForms.id });
    if (!marked) throw new AppError('conflict', taxReturnMessages.alreadySigned);
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.tax_return_delivery_related,
      title: 'Paper signature received',
      description: `${formTitle(form)} of ${taxReturn.taxReturnName} (${taxReturn.taxYear})`,
      companyId: company.id,
      actorUserId: actor.userId,
    });
    return { all_signed: await returnSigned(tx, id, now) };
  });
}

/**
 * A signer starts their identity check before signing (spec 002 §4) and comes back to the return's page.
 * Only while they have a form to sign, when the return was sent with the check, and not once verified.
 */
export async function verifyReturnSignerIdentity(deps: AppDeps, actor: Actor, id: number) {
  const db: Db = deps.database.db;
  const { taxReturn, company } = await signerReturn(db, actor, id);
  if (taxReturn.status !== 'sent') throw new AppError('conflict', taxReturnMessages.notSignable);
  if (!taxReturn.identityRequired) throw new AppError('conflict', identityMessages.notRequired);
  const [me] = await formsToSignOf(db, id, actor.userId);
  if (!me) throw new AppError('forbidden', taxReturnMessages.notFormSigner);
  await adoptRecentCheck(db, actor.firmId, actor.userId, { type: 'tax_return', id }, deps.clock.now());
  const identity = (await identityOfReturnSigners(db, taxReturn))(actor.userId);
  if (identity.status === 'verified') throw new AppError('conflict', identityMessages.alreadyVerified);
  return startVerification(
    { db, identity: deps.identity, clock: deps.clock, publicUrl: deps.config.publicUrl },
    {
      firmId: actor.firmId,
      userId: actor.userId,
      email: me.email ?? '',
      subject: { type: 'tax_return', id },
      returnPath: `/tax-return-delivery/${id}?companyId=${company.id}`,
    },
  );
}

/** The forms of this return the person has still to sign on the portal, with their email. */
function formsToSignOf(db: DbOrTx, taxReturnId: number, userId: number) {
  return db
    .select({ id: taxReturnForms.id, email: users.email })
    .from(taxReturnForms)
    .innerJoin(taxReturnFormSigners, eq(taxReturnFormSigners.formId, taxReturnForms.id))
    .innerJoin(users, eq(users.id, taxReturnFormSigners.userId))
    .where(
      and(
        eq(taxReturnForms.taxReturnId, taxReturnId),
        eq(taxReturnFormSigners.userId, userId),
        eq(taxReturnForms.wetSignatureRequired, false),
        isNull(taxReturnFormSigners.signedAt),
      ),
    );
}

/**
 * A 10-minute link to a form signed by everyone and sealed (issue 18 §2), for staff and the entity's
 * clients; each download is evidence too.
 */
export async function signedFormLink(deps: AppDeps, actor: Actor, id: number, formId: number, origin: RequestOrigin) {
  const db = deps.database.db;
  await visibleReturn(db, actor, id);
  const form = await formOf(db, id, formId);
  if (!form.signedDocumentId) throw new AppError('conflict', taxReturnMessages.signedFormNotReady);
  const now = deps.clock.now();
  const link = await grantedDocumentLink(db, actor, form.signedDocumentId, now);
  await appendEvidence(db, {
    firmId: actor.firmId,
    subjectType: 'tax_return',
    subjectId: id,
    event: 'downloaded',
    actorUserId: actor.userId,
    ipAddress: origin.ip,
    userAgent: origin.userAgent,
    data: { form_record_id: form.id, document_id: form.signedDocumentId },
    at: now,
  });
  return link;
}

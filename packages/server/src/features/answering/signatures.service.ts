import { and, eq } from 'drizzle-orm';
import {
  AppError,
  MARKED_NOT_NEEDED,
  applySignature,
  questionnaireMessages,
  signatureStatus,
  validateSignature,
  type QuestionnaireChange,
} from '@portal/domain';
import type { z } from 'zod';
import type { signAgreementSchema } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { questionnaireSignatures } from '../../db/schema/index.ts';
import { adoptSignature, recordSignatureEvidence, type SigningRequestInfo } from '../signatures/index.ts';
import { assertClientMayChange, type QuestionnaireScope, changeAfterWrite } from '../questionnaires/index.ts';

async function mySignature(db: DbOrTx, scope: QuestionnaireScope, signatureId: number) {
  const [row] = await db
    .select()
    .from(questionnaireSignatures)
    .where(
      and(
        eq(questionnaireSignatures.id, signatureId),
        eq(questionnaireSignatures.questionnaireId, scope.questionnaire.id),
      ),
    );
  if (!row) throw new AppError('not_found', 'Signature not found');
  if (row.userId !== scope.actor.userId) throw new AppError('forbidden', questionnaireMessages.notYourSignature);
  return row;
}

/**
 * sign_agreement (spec 001 §4): the caller signs their own signature, recorded with the time, their
 * device's time, IP address and user agent. With require_one_signature_per_section the section's other
 * pending signatures become Marked Not Needed.
 */
export async function signAgreement(
  db: Db,
  scope: QuestionnaireScope,
  signatureId: number,
  input: z.output<typeof signAgreementSchema>,
  request: SigningRequestInfo,
  now: Date,
): Promise<QuestionnaireChange> {
  assertClientMayChange(scope);
  const row = await mySignature(db, scope, signatureId);
  const adopted = adoptSignature(input, request, now);
  // The engagement letter's own rule on top of the signatures feature's: the marker text is not a signature.
  if (adopted.signature === MARKED_NOT_NEEDED)
    throw new AppError('validation_failed', validateSignature('')!, { signature: 'invalid' });
  return db.transaction(async (tx) => {
    const section = await tx
      .select()
      .from(questionnaireSignatures)
      .where(
        and(
          eq(questionnaireSignatures.questionnaireId, scope.questionnaire.id),
          eq(questionnaireSignatures.sectionId, row.sectionId),
        ),
      );
    const after = applySignature(section, row.id, input.signature, {
      signedAt: now.toISOString(),
      requireOneSignaturePerSection: scope.preferences.require_one_signature_per_section,
    });
    for (const s of after) {
      if (s.id === row.id) {
        await tx.update(questionnaireSignatures).set(adopted).where(eq(questionnaireSignatures.id, s.id));
      } else if (signatureStatus(s) === 'not_needed' && s.signature !== section.find((o) => o.id === s.id)?.signature) {
        await tx
          .update(questionnaireSignatures)
          .set({ signature: MARKED_NOT_NEEDED, signedAt: null })
          .where(eq(questionnaireSignatures.id, s.id));
      }
    }
    await recordSignatureEvidence(tx, {
      firmId: scope.actor.firmId,
      subject: { type: 'questionnaire', id: scope.questionnaire.id },
      actorUserId: scope.actor.userId,
      event: 'signed',
      adopted,
      data: { signature_id: row.id, section_id: row.sectionId },
      at: now,
    });
    return changeAfterWrite(tx, scope, now);
  });
}

/**
 * unsign: the caller takes back their own signature before the questionnaire is submitted. Signatures
 * that were marked not needed because of it are asked for again.
 */
export async function unsignAgreement(
  db: Db,
  scope: QuestionnaireScope,
  signatureId: number,
  request: SigningRequestInfo,
  now: Date,
) {
  assertClientMayChange(scope);
  const row = await mySignature(db, scope, signatureId);
  const clear = {
    signature: null,
    signatureType: null,
    signedAt: null,
    clientTime: null,
    ipAddress: null,
    userAgent: null,
  };
  return db.transaction(async (tx) => {
    await tx.update(questionnaireSignatures).set(clear).where(eq(questionnaireSignatures.id, row.id));
    if (scope.preferences.require_one_signature_per_section)
      await tx
        .update(questionnaireSignatures)
        .set({ signature: null })
        .where(
          and(
            eq(questionnaireSignatures.questionnaireId, scope.questionnaire.id),
            eq(questionnaireSignatures.sectionId, row.sectionId),
            eq(questionnaireSignatures.signature, MARKED_NOT_NEEDED),
          ),
        );
    // The chain is append-only: a withdrawn signature is a new event, and the 'signed' one stays.
    await recordSignatureEvidence(tx, {
      firmId: scope.actor.firmId,
      subject: { type: 'questionnaire', id: scope.questionnaire.id },
      actorUserId: scope.actor.userId,
      event: 'deleted',
      request,
      data: { signature_id: row.id, section_id: row.sectionId, withdrawn: true },
      at: now,
    });
    return changeAfterWrite(tx, scope, now);
  });
}

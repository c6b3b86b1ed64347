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
import type { DbOrTx } from '../../db/client.ts';
import { questionnaireSignatures } from '../../db/schema/index.ts';
import { assertClientMayChange, type QuestionnaireScope } from './questionnaire-access.ts';
import { changeAfterWrite } from './questionnaire-view.ts';

/** A drawn signature is a PNG image in a data URL; anything else is typed text. */
const DRAWN_PREFIX = 'data:image/png;base64,';

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
  db: DbOrTx,
  scope: QuestionnaireScope,
  signatureId: number,
  input: z.output<typeof signAgreementSchema>,
  request: { ip: string; userAgent: string | null },
  now: Date,
): Promise<QuestionnaireChange> {
  assertClientMayChange(scope);
  const row = await mySignature(db, scope, signatureId);
  const message = validateSignature(input.signature);
  if (message) throw new AppError('validation_failed', message, { signature: message });
  if (input.signature_type === 'drawn' && !input.signature.startsWith(DRAWN_PREFIX))
    throw new AppError('validation_failed', 'A drawn signature must be a PNG image', { signature: 'invalid' });
  if (input.signature.trim() === MARKED_NOT_NEEDED)
    throw new AppError('validation_failed', validateSignature('')!, { signature: 'invalid' });
  const section = await db
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
      await db
        .update(questionnaireSignatures)
        .set({
          signature: input.signature.trim(),
          signatureType: input.signature_type,
          signedAt: now,
          clientTime: input.client_time,
          ipAddress: request.ip,
          userAgent: request.userAgent?.slice(0, 500) ?? null,
        })
        .where(eq(questionnaireSignatures.id, s.id));
    } else if (signatureStatus(s) === 'not_needed' && s.signature !== section.find((o) => o.id === s.id)?.signature) {
      await db
        .update(questionnaireSignatures)
        .set({ signature: MARKED_NOT_NEEDED, signedAt: null })
        .where(eq(questionnaireSignatures.id, s.id));
    }
  }
  return changeAfterWrite(db, scope, now);
}

/**
 * unsign: the caller takes back their own signature before the questionnaire is submitted. Signatures
 * that were marked not needed because of it are asked for again.
 */
export async function unsignAgreement(db: DbOrTx, scope: QuestionnaireScope, signatureId: number, now: Date) {
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
  await db.update(questionnaireSignatures).set(clear).where(eq(questionnaireSignatures.id, row.id));
  if (scope.preferences.require_one_signature_per_section)
    await db
      .update(questionnaireSignatures)
      .set({ signature: null })
      .where(
        and(
          eq(questionnaireSignatures.questionnaireId, scope.questionnaire.id),
          eq(questionnaireSignatures.sectionId, row.sectionId),
          eq(questionnaireSignatures.signature, MARKED_NOT_NEEDED),
        ),
      );
  return changeAfterWrite(db, scope, now);
}

import { eq } from 'drizzle-orm';
import { AppError, type confirmProfileSchema } from '@portal/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { questionnaires, users } from '../../db/schema/index.ts';
import { assertClientMayChange, type QuestionnaireScope } from '../questionnaires/index.ts';

/** Ours: the sign-in address changes only through Profile Settings, where it is verified. */
const emailChangeMessage = 'To change your email address, please use Profile Settings.';

/**
 * 'Confirm this information' (spec 001 §5, update_profile_section): the client confirms their email and
 * sets their phone and whether they are reached by SMS (which needs a phone). Asked once per questionnaire.
 */
export async function confirmProfile(
  db: DbOrTx,
  scope: QuestionnaireScope,
  input: z.output<typeof confirmProfileSchema>,
  now: Date,
) {
  assertClientMayChange(scope);
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, scope.actor.userId));
  if ((me?.email ?? '').toLowerCase() !== input.email.toLowerCase())
    throw new AppError('validation_failed', emailChangeMessage, { email: emailChangeMessage });
  await db
    .update(users)
    .set({ phoneNumber: input.phone || null, preferredContactMethod: input.sms_contact ? 'sms' : 'email' })
    .where(eq(users.id, scope.actor.userId));
  await db.update(questionnaires).set({ profileConfirmedAt: now }).where(eq(questionnaires.id, scope.questionnaire.id));
  return { ok: true as const };
}

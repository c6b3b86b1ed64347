import { eq } from 'drizzle-orm';
import { AppError, canPayDeposit, questionnaireMessages } from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { questionnaires } from '../../db/schema/index.ts';
import {
  checkoutOf,
  createCheckout,
  isCheckoutPaid,
  markCheckoutPaid,
  type CheckoutRow,
  type PaymentsDeps,
} from '../payments/index.ts';
import { assertClientMayChange, type QuestionnaireScope } from '../questionnaires/index.ts';

type DepositDeps = PaymentsDeps & { db: Db };

const subjectOf = (scope: QuestionnaireScope) => ({ type: 'questionnaire' as const, id: scope.questionnaire.id });

/**
 * create_checkout_session (spec 001 §4 Deposit): only the client pays, while the deposit is unpaid. The
 * payer comes back to the questionnaire with the session id, which verify_checkout_session checks with the
 * provider: the return alone proves nothing.
 */
export async function createDepositCheckout(deps: DepositDeps, scope: QuestionnaireScope, now: Date) {
  assertClientMayChange(scope);
  const q = scope.questionnaire;
  if (!canPayDeposit(scope.mode, q.depositStatus) || !q.depositAmountCents)
    throw new AppError('validation_failed', questionnaireMessages.noDeposit);
  const opened = await createCheckout(deps, {
    actor: scope.actor,
    subject: subjectOf(scope),
    amountCents: q.depositAmountCents,
    description: `Deposit for ${q.name} (${q.taxYear})`,
    returnPath: `/questionnaire/${scope.company.hashId}?questionnaireId=${q.id}`,
  });
  if ('checkout_url' in opened) return opened;
  // A payment that went through without the payer coming back (a closed tab) is recorded, not charged again.
  await markDepositPaid(deps.db, opened.paid, q.id, now);
  throw new AppError('conflict', questionnaireMessages.depositPaid);
}

/** verify_checkout_session: asks the provider; a paid session marks the deposit paid. */
export async function verifyDepositCheckout(
  deps: DepositDeps,
  scope: QuestionnaireScope,
  sessionId: string,
  now: Date,
) {
  if (scope.mode !== 'client') throw new AppError('forbidden', questionnaireMessages.readOnly);
  const q = scope.questionnaire;
  const checkout = await checkoutOf(deps, scope.actor.firmId, subjectOf(scope), sessionId);
  if (q.depositStatus === 'paid') return { deposit_status: q.depositStatus };
  if (!(await isCheckoutPaid(deps, checkout))) return { deposit_status: q.depositStatus };
  await markDepositPaid(deps.db, checkout, q.id, now);
  return { deposit_status: 'paid' as const };
}

/** The checkout and the questionnaire's deposit become paid together. */
function markDepositPaid(db: Db, checkout: CheckoutRow, questionnaireId: number, now: Date) {
  return db.transaction(async (tx: DbOrTx) => {
    await markCheckoutPaid(tx, checkout, now);
    await tx
      .update(questionnaires)
      .set({ depositStatus: 'paid', updatedAt: now })
      .where(eq(questionnaires.id, questionnaireId));
  });
}

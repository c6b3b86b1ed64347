import { and, eq, ne } from 'drizzle-orm';
import { AppError, canPayDeposit, questionnaireMessages, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { depositCheckouts, firms, questionnaires } from '../../db/schema/index.ts';
import { withSessionParam, type PaymentsProvider } from '../../platform/payments/payments-provider.ts';
import { assertClientMayChange, type QuestionnaireScope } from './questionnaire-access.ts';

interface DepositDeps {
  db: DbOrTx;
  payments: PaymentsProvider;
  publicUrl: string;
}

/**
 * create_checkout_session (spec 001 §4 Deposit): only the client pays, while the deposit is unpaid. The
 * payer comes back to the questionnaire with the session id, which verify_checkout_session checks with the
 * provider: the return alone proves nothing.
 */
export async function createDepositCheckout(deps: DepositDeps, scope: QuestionnaireScope) {
  assertClientMayChange(scope);
  const q = scope.questionnaire;
  if (!canPayDeposit(scope.mode, q.depositStatus) || !q.depositAmountCents)
    throw new AppError('validation_failed', questionnaireMessages.noDeposit);
  // A payment that went through without the payer coming back (a closed tab) is found before a second charge.
  const earlier = await deps.db
    .select()
    .from(depositCheckouts)
    .where(
      and(
        eq(depositCheckouts.questionnaireId, q.id),
        eq(depositCheckouts.provider, deps.payments.kind),
        ne(depositCheckouts.status, 'expired'),
      ),
    );
  for (const c of earlier) {
    if (await deps.payments.isPaid(c.sessionId)) {
      await markPaid(deps.db, c, q.id, new Date());
      throw new AppError('conflict', questionnaireMessages.depositPaid);
    }
  }
  // Stripe needs absolute return addresses; the built-in checkout lives on this portal.
  const base = deps.payments.kind === 'stripe' ? deps.publicUrl : '';
  const back = `${base}/questionnaire/${scope.company.hashId}?questionnaireId=${q.id}`;
  const description = `Deposit for ${q.name} (${q.taxYear})`;
  const session = await deps.payments.createCheckout({
    amountCents: q.depositAmountCents,
    currency: 'usd',
    description,
    successUrl: back,
    cancelUrl: back,
    metadata: { questionnaire_id: String(q.id), firm_id: String(scope.actor.firmId) },
  });
  await deps.db.insert(depositCheckouts).values({
    firmId: scope.actor.firmId,
    questionnaireId: q.id,
    userId: scope.actor.userId,
    provider: deps.payments.kind,
    sessionId: session.sessionId,
    amountCents: q.depositAmountCents,
    description,
    successUrl: back,
    cancelUrl: back,
    expiresAt: session.expiresAt,
  });
  return { checkout_url: session.url };
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
  const [checkout] = await deps.db
    .select()
    .from(depositCheckouts)
    .where(
      and(
        eq(depositCheckouts.questionnaireId, q.id),
        eq(depositCheckouts.provider, deps.payments.kind),
        eq(depositCheckouts.sessionId, sessionId),
      ),
    );
  if (!checkout) throw new AppError('not_found', 'Checkout not found');
  if (q.depositStatus === 'paid') return { deposit_status: q.depositStatus };
  if (!(await deps.payments.isPaid(sessionId))) return { deposit_status: q.depositStatus };
  await markPaid(deps.db, checkout, q.id, now);
  return { deposit_status: 'paid' as const };
}

async function markPaid(
  db: DbOrTx,
  checkout: typeof depositCheckouts.$inferSelect,
  questionnaireId: number,
  now: Date,
) {
  await db
    .update(depositCheckouts)
    .set({ status: 'paid', paidAt: checkout.paidAt ?? now })
    .where(eq(depositCheckouts.id, checkout.id));
  await db
    .update(questionnaires)
    .set({ depositStatus: 'paid', updatedAt: now })
    .where(eq(questionnaires.id, questionnaireId));
}

/** The built-in checkout's session, for the person who opened it. */
async function testCheckout(db: DbOrTx, actor: Actor, sessionId: string) {
  const [row] = await db
    .select({ c: depositCheckouts, firmName: firms.name })
    .from(depositCheckouts)
    .innerJoin(firms, eq(firms.id, depositCheckouts.firmId))
    .where(
      and(
        eq(depositCheckouts.provider, 'test'),
        eq(depositCheckouts.sessionId, sessionId),
        eq(depositCheckouts.firmId, actor.firmId),
        eq(depositCheckouts.userId, actor.userId),
      ),
    );
  if (!row) throw new AppError('not_found', 'Checkout not found');
  return row;
}

const statusAt = (c: typeof depositCheckouts.$inferSelect, now: Date) =>
  c.status === 'open' && c.expiresAt <= now ? ('expired' as const) : c.status;

export async function testCheckoutInfo(db: DbOrTx, actor: Actor, sessionId: string, now: Date) {
  const { c, firmName } = await testCheckout(db, actor, sessionId);
  return {
    id: c.sessionId,
    amount: c.amountCents,
    currency: c.currency,
    description: c.description,
    firm_name: firmName,
    status: statusAt(c, now),
    cancel_url: c.cancelUrl,
  };
}

/** Pay on the test-mode page: nothing is charged; the session is marked paid for verify to find. */
export async function payTestCheckout(db: DbOrTx, actor: Actor, sessionId: string, now: Date) {
  const { c } = await testCheckout(db, actor, sessionId);
  const status = statusAt(c, now);
  if (status === 'expired') throw new AppError('conflict', 'This checkout has expired. Please start again.');
  if (status === 'open')
    await db.update(depositCheckouts).set({ status: 'paid', paidAt: now }).where(eq(depositCheckouts.id, c.id));
  return { redirect_url: withSessionParam(c.successUrl, c.sessionId) };
}

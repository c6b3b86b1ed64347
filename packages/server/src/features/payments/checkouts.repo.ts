import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firms, paymentCheckouts, type PAYMENT_SUBJECT_TYPES } from '../../db/schema/index.ts';

export type CheckoutRow = typeof paymentCheckouts.$inferSelect;
export type NewCheckout = typeof paymentCheckouts.$inferInsert;

/** What a checkout pays for: a questionnaire's deposit, a tax return's payment voucher. */
export interface PaymentSubject {
  type: (typeof PAYMENT_SUBJECT_TYPES)[number];
  id: number;
}

const ofSubject = (firmId: number, subject: PaymentSubject) =>
  and(
    eq(paymentCheckouts.firmId, firmId),
    eq(paymentCheckouts.subjectType, subject.type),
    eq(paymentCheckouts.subjectId, subject.id),
  );

export async function insertCheckout(db: DbOrTx, row: NewCheckout) {
  await db.insert(paymentCheckouts).values(row);
}

/** The subject's checkouts with this provider that are or may become paid (not expired). */
export function liveCheckouts(db: DbOrTx, firmId: number, subject: PaymentSubject, provider: CheckoutRow['provider']) {
  return db
    .select()
    .from(paymentCheckouts)
    .where(
      and(ofSubject(firmId, subject), eq(paymentCheckouts.provider, provider), ne(paymentCheckouts.status, 'expired')),
    );
}

export async function findSubjectCheckout(
  db: DbOrTx,
  firmId: number,
  subject: PaymentSubject,
  provider: CheckoutRow['provider'],
  sessionId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(
      and(
        ofSubject(firmId, subject),
        eq(paymentCheckouts.provider, provider),
        eq(paymentCheckouts.sessionId, sessionId),
      ),
    );
  return row;
}

export async function setCheckoutExpired(db: DbOrTx, id: number) {
  await db
    .update(paymentCheckouts)
    .set({ status: 'expired' })
    .where(and(eq(paymentCheckouts.id, id), eq(paymentCheckouts.status, 'open')));
}

export async function setCheckoutPaid(db: DbOrTx, id: number, paidAt: Date) {
  await db.update(paymentCheckouts).set({ status: 'paid', paidAt }).where(eq(paymentCheckouts.id, id));
}

/** The checkout a provider's event is about, whichever firm made it (the event names only the session). */
export async function findProviderCheckout(db: DbOrTx, provider: CheckoutRow['provider'], sessionId: string) {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.sessionId, sessionId)));
  return row;
}

/** A built-in test checkout session, only for the person who started it. */
export async function findTestCheckout(db: DbOrTx, firmId: number, userId: number, sessionId: string) {
  const [row] = await db
    .select({ c: paymentCheckouts, firmName: firms.name })
    .from(paymentCheckouts)
    .innerJoin(firms, eq(firms.id, paymentCheckouts.firmId))
    .where(
      and(
        eq(paymentCheckouts.provider, 'test'),
        eq(paymentCheckouts.sessionId, sessionId),
        eq(paymentCheckouts.firmId, firmId),
        eq(paymentCheckouts.userId, userId),
      ),
    );
  return row;
}

import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { depositCheckouts, firms } from '../../db/schema/index.ts';

export type CheckoutRow = typeof depositCheckouts.$inferSelect;
export type NewCheckout = typeof depositCheckouts.$inferInsert;

/**
 * What a checkout pays for. Today's table holds questionnaire deposits only (its questionnaire_id column);
 * vouchers and invoices add their subject type here and a column (or a subject pair) to the table.
 */
export interface PaymentSubject {
  type: 'questionnaire';
  id: number;
}

const ofSubject = (firmId: number, subject: PaymentSubject) =>
  and(eq(depositCheckouts.firmId, firmId), eq(depositCheckouts.questionnaireId, subject.id));

export async function insertCheckout(db: DbOrTx, row: NewCheckout) {
  await db.insert(depositCheckouts).values(row);
}

/** The subject's checkouts with this provider that may still be paid (not expired). */
export function liveCheckouts(db: DbOrTx, firmId: number, subject: PaymentSubject, provider: CheckoutRow['provider']) {
  return db
    .select()
    .from(depositCheckouts)
    .where(
      and(ofSubject(firmId, subject), eq(depositCheckouts.provider, provider), ne(depositCheckouts.status, 'expired')),
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
    .from(depositCheckouts)
    .where(
      and(
        ofSubject(firmId, subject),
        eq(depositCheckouts.provider, provider),
        eq(depositCheckouts.sessionId, sessionId),
      ),
    );
  return row;
}

export async function setCheckoutPaid(db: DbOrTx, id: number, paidAt: Date) {
  await db.update(depositCheckouts).set({ status: 'paid', paidAt }).where(eq(depositCheckouts.id, id));
}

/** A built-in test checkout session, only for the person who started it. */
export async function findTestCheckout(db: DbOrTx, firmId: number, userId: number, sessionId: string) {
  const [row] = await db
    .select({ c: depositCheckouts, firmName: firms.name })
    .from(depositCheckouts)
    .innerJoin(firms, eq(firms.id, depositCheckouts.firmId))
    .where(
      and(
        eq(depositCheckouts.provider, 'test'),
        eq(depositCheckouts.sessionId, sessionId),
        eq(depositCheckouts.firmId, firmId),
        eq(depositCheckouts.userId, userId),
      ),
    );
  return row;
}

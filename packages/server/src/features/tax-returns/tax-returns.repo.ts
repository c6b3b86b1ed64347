import { and, eq, inArray, sql } from 'drizzle-orm';
import { nextStatuses, type TaxReturnStatus } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  taxReturnFormSigners,
  taxReturnForms,
  taxReturnPaperFilings,
  taxReturns,
  taxReturnVouchers,
  users,
} from '../../db/schema/index.ts';

export type TaxReturnRecord = typeof taxReturns.$inferSelect;

/**
 * Moves a return on only from one of the statuses given: the update is the check, so two people acting at
 * once cannot both move it. Null when it was not in one of them. Every move must be one the domain's state
 * machine allows: asking for another is a mistake in the code, not in the request.
 */
export async function moveReturn(
  db: DbOrTx,
  id: number,
  from: readonly TaxReturnStatus[],
  to: TaxReturnStatus,
  values: Partial<typeof taxReturns.$inferInsert> = {},
) {
  const illegal = from.find((status) => !nextStatuses(status).includes(to));
  if (illegal) throw new Error(`A tax return cannot move from ${illegal} to ${to}`);
  const [row] = await db
    .update(taxReturns)
    .set({ ...values, status: to, updatedAt: sql`now()` })
    .where(and(eq(taxReturns.id, id), inArray(taxReturns.status, [...from])))
    .returning();
  return row ?? null;
}

/** The return's authorization forms with their signers, its vouchers and its paper filings. */
export async function deliveryPartsOf(db: DbOrTx, taxReturnId: number) {
  const [forms, vouchers, paper] = await Promise.all([
    db.select().from(taxReturnForms).where(eq(taxReturnForms.taxReturnId, taxReturnId)).orderBy(taxReturnForms.page),
    db
      .select()
      .from(taxReturnVouchers)
      .where(eq(taxReturnVouchers.taxReturnId, taxReturnId))
      .orderBy(taxReturnVouchers.page, taxReturnVouchers.id),
    db
      .select()
      .from(taxReturnPaperFilings)
      .where(eq(taxReturnPaperFilings.taxReturnId, taxReturnId))
      .orderBy(taxReturnPaperFilings.page),
  ]);
  const signers = forms.length
    ? await db
        .select({
          signer: taxReturnFormSigners,
          user: { fname: users.fname, lname: users.lname, email: users.email },
        })
        .from(taxReturnFormSigners)
        .innerJoin(users, eq(users.id, taxReturnFormSigners.userId))
        .where(
          inArray(
            taxReturnFormSigners.formId,
            forms.map((f) => f.id),
          ),
        )
        .orderBy(taxReturnFormSigners.id)
    : [];
  return { forms, signers, vouchers, paper };
}

/** Forgets a return's forms, signers, vouchers and paper filings (a replaced draft is read again). */
export async function clearDeliveryParts(db: DbOrTx, taxReturnId: number) {
  await db.delete(taxReturnForms).where(eq(taxReturnForms.taxReturnId, taxReturnId));
  await db.delete(taxReturnVouchers).where(eq(taxReturnVouchers.taxReturnId, taxReturnId));
  await db.delete(taxReturnPaperFilings).where(eq(taxReturnPaperFilings.taxReturnId, taxReturnId));
}

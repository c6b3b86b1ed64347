import { eq } from 'drizzle-orm';
import {
  AppError,
  taxReturnMessages,
  voucherAuthority,
  type Actor,
  type TaxReturnClassification,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import {
  taxReturnFormSigners,
  taxReturnForms,
  taxReturnPaperFilings,
  taxReturns,
  taxReturnVouchers,
} from '../../db/schema/index.ts';
import { entityClientOwners } from '../entities/index.ts';
import { assertStaffMayDeliver, staffReturn } from './tax-return-access.ts';
import { clearDeliveryParts } from './tax-returns.repo.ts';

/**
 * Staff confirm or correct the proposed classification (issue 17 §4) while the return waits for it: every
 * signer an owner of the entity, every page one the return has. Replaces what was there, in one transaction.
 */
export async function saveClassification(db: Db, actor: Actor, id: number, input: TaxReturnClassification) {
  await assertStaffMayDeliver(db, actor);
  const { taxReturn, company } = await staffReturn(db, actor, id);
  if (taxReturn.status !== 'action_required') throw new AppError('conflict', taxReturnMessages.notClassifiable);
  const owners = new Set((await entityClientOwners(db, actor.firmId, company.id)).map((o) => o.id));
  const field = (name: string, message: string) => new AppError('validation_failed', message, { [name]: message });
  if (input.e_sign_forms.some((f) => f.signers.some((s) => !owners.has(s.user_id))))
    throw field('e_sign_forms', taxReturnMessages.signerNotOwner);
  const pages = [...input.e_sign_forms, ...input.payment_vouchers, ...input.paper_filed_returns].map((p) => p.page);
  if (taxReturn.pageCount !== null && pages.some((p) => p >= taxReturn.pageCount!))
    throw field('page', taxReturnMessages.pageOutOfRange);
  const firmId = actor.firmId;
  await db.transaction(async (tx) => {
    await clearDeliveryParts(tx, id);
    for (const form of input.e_sign_forms) {
      const [row] = await tx
        .insert(taxReturnForms)
        .values({
          firmId,
          taxReturnId: id,
          page: form.page,
          formId: form.form_id,
          customFormName: form.custom_form_name,
          wetSignatureRequired: form.wet_signature_required,
        })
        .returning({ id: taxReturnForms.id });
      await tx
        .insert(taxReturnFormSigners)
        .values(form.signers.map((s) => ({ firmId, formId: row!.id, userId: s.user_id, role: s.role })));
    }
    if (input.payment_vouchers.length)
      await tx.insert(taxReturnVouchers).values(
        input.payment_vouchers.map((v) => ({
          firmId,
          taxReturnId: id,
          page: v.page,
          formId: v.form_id,
          customPaymentName: v.custom_payment_name,
          // Left open, it is read from the form (an IRS voucher) or the entity's state.
          authority: v.authority ?? voucherAuthority(v.form_id, '', company.state),
          amountCents: v.amount_cents,
          isDueAsap: v.is_due_asap,
          dueDate: v.is_due_asap ? null : v.due_date,
        })),
      );
    if (input.paper_filed_returns.length)
      await tx
        .insert(taxReturnPaperFilings)
        .values(input.paper_filed_returns.map((p) => ({ firmId, taxReturnId: id, page: p.page, formId: p.form_id })));
    await tx
      .update(taxReturns)
      .set({ invoiceAmountCents: input.invoice_amount_cents, updatedAt: new Date() })
      .where(eq(taxReturns.id, id));
  });
}

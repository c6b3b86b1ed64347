import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  assignmentChange,
  REMINDABLE_STATUSES,
  reminderToggleDisabled,
  taxReturnMessages,
  transitionRefusal,
  type Actor,
  type UpdateAssignments,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { taxReturns } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { assertAssignableAdvisor } from '../firm/index.ts';
import { remindReturn } from './reminders.ts';
import { assertStaffMayDeliver, returnGroupScope, staffReturn } from './tax-return-access.ts';
import { followProgress, moveReturn, type TaxReturnRecord } from './tax-returns.repo.ts';

const progressOf = (r: TaxReturnRecord) => ({ allSigned: r.allSigned, allPaid: r.allPaid, invoicePaid: r.invoicePaid });

/** 'Mark as finished' (spec 002 §4): only once signed and paid (or invoiced); the state machine says why not. */
export async function markFinished(db: Db, actor: Actor, id: number) {
  await assertStaffMayDeliver(db, actor);
  const { taxReturn, company } = await staffReturn(db, actor, id);
  const refusal = transitionRefusal(taxReturn.status, 'finished', progressOf(taxReturn));
  if (refusal)
    throw new AppError(
      'conflict',
      refusal === 'signatures_missing'
        ? taxReturnMessages.signaturesMissing
        : refusal === 'payment_missing'
          ? taxReturnMessages.paymentMissing
          : taxReturnMessages.cannotFinish,
    );
  if (!(await moveReturn(db, id, [taxReturn.status], 'finished')))
    throw new AppError('conflict', taxReturnMessages.cannotFinish);
  await recordActivity(db, {
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.tax_return_delivery_related,
    title: 'Tax return marked as finished',
    description: `${taxReturn.taxReturnName} (${taxReturn.taxYear})`,
    companyId: company.id,
    actorUserId: actor.userId,
  });
  return { message: taxReturnMessages.markedFinished };
}

/** The reminder toggle ('Reminder disabled updated'); it is disabled once all is signed and paid. */
export async function setReminderDisabled(db: Db, actor: Actor, id: number, disabled: boolean) {
  await assertStaffMayDeliver(db, actor);
  const { taxReturn } = await staffReturn(db, actor, id);
  if (reminderToggleDisabled(progressOf(taxReturn))) throw new AppError('conflict', taxReturnMessages.allDone);
  await db.update(taxReturns).set({ reminderDisabled: disabled, updatedAt: new Date() }).where(eq(taxReturns.id, id));
  return { message: taxReturnMessages.reminderDisabledUpdated };
}

/**
 * Invoice paid (spec 002 §4): the firm records its own invoice (its fee) paid through its card payment
 * integration; a return whose tax payments are all made then reads invoice_paid. The answer carries an error
 * field, as the spec's call does.
 */
export async function setInvoicePaid(db: Db, actor: Actor, id: number, paid: boolean) {
  await assertStaffMayDeliver(db, actor);
  await staffReturn(db, actor, id);
  // Takes its turn with signatures and payments arriving at the same moment, and reads what they left.
  await db.transaction((tx) => followProgress(tx, id, { invoicePaid: paid }));
  return { error: null, message: taxReturnMessages.invoicePaidUpdated };
}

/**
 * Update client assignments (spec 002 §5): the chosen returns get the firm user (or none, -1; 'Various', 0,
 * leaves each as it is). Only returns the caller may see; the firm user must be able to serve them.
 */
export async function updateAssignments(db: Db, actor: Actor, input: UpdateAssignments) {
  await assertStaffMayDeliver(db, actor);
  const change = assignmentChange(input.advisorId);
  if (change === 'unchanged') return { message: taxReturnMessages.assignmentsSaved };
  if (change.set !== null) await assertAssignableAdvisor(db, actor.firmId, change.set, null);
  await db
    .update(taxReturns)
    .set({ assignedAdvisorId: change.set, updatedAt: new Date() })
    .where(
      and(
        eq(taxReturns.firmId, actor.firmId),
        inArray(taxReturns.id, input.clientIds),
        isNull(taxReturns.deletedAt),
        returnGroupScope(actor),
      ),
    );
  return { message: taxReturnMessages.assignmentsSaved };
}

/**
 * Send reminders ('Reminders sent successfully.'): signers who have not signed, and the primary contact
 * while a voucher is unpaid, each get one email; the return remembers when.
 */
export async function sendReminders(deps: AppDeps, actor: Actor, id: number) {
  const db = deps.database.db;
  await assertStaffMayDeliver(db, actor);
  const found = await staffReturn(db, actor, id);
  const { taxReturn } = found;
  if (!(REMINDABLE_STATUSES as readonly string[]).includes(taxReturn.status))
    throw new AppError('conflict', taxReturnMessages.notSent);
  if (taxReturn.allSigned && taxReturn.allPaid) throw new AppError('conflict', taxReturnMessages.allDone);
  await db.update(taxReturns).set({ lastReminderSentAt: deps.clock.now() }).where(eq(taxReturns.id, id));
  await remindReturn({ ...deps, db }, found);
  return { message: taxReturnMessages.remindersSent };
}

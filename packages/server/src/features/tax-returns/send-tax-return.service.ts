import {
  ACTIVITY_TYPES,
  AppError,
  identityCheckRequired,
  NOTIFICATION_TYPES,
  taxReturnMessages,
  readFirmPreferences,
  type Actor,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { notifications } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { userChannel } from '../../platform/realtime/realtime-hub.ts';
import { entityClientOwners } from '../entities/index.ts';
import { findFirm } from '../firm/index.ts';
import { appendEvidence } from '../signatures/index.ts';
import { assertStaffMayDeliver, staffReturn } from './tax-return-access.ts';
import { clientEmailLink, deliveryPath } from './client-email-link.ts';
import { deliveryPartsOf, moveReturn } from './tax-returns.repo.ts';
import { returnReadyMail } from './tax-return-mail.ts';

/**
 * Send (issue 17 §4; spec 002 §4 action_required → sending → sent): every voucher complete, then each
 * signer (or, with no form to sign, the primary contact) gets the spec's email with the link and the
 * balance owed, and a notice in the portal.
 */
export async function sendTaxReturn(deps: AppDeps, actor: Actor, id: number) {
  const db = deps.database.db;
  await assertStaffMayDeliver(db, actor);
  const { taxReturn, company } = await staffReturn(db, actor, id);
  if (taxReturn.status !== 'action_required') throw new AppError('conflict', taxReturnMessages.notSendable);
  const { forms, signers, vouchers } = await deliveryPartsOf(db, id);
  if (vouchers.some((v) => !v.amountCents || (!v.isDueAsap && !v.dueDate)))
    throw new AppError('validation_failed', taxReturnMessages.voucherIncomplete, {
      payment_vouchers: taxReturnMessages.voucherIncomplete,
    });
  const sending = await moveReturn(db, id, ['action_required'], 'sending');
  if (!sending) throw new AppError('conflict', taxReturnMessages.notSendable);
  const firm = await findFirm(db, actor.firmId);
  const owners = await entityClientOwners(db, actor.firmId, company.id);
  const recipientIds = new Set(signers.map((s) => s.signer.userId));
  if (!recipientIds.size && company.userId) recipientIds.add(company.userId);
  const recipients = owners.filter((o) => recipientIds.has(o.id));
  const balanceCents = vouchers.reduce((sum, v) => sum + (v.amountCents ?? 0), 0);
  const path = deliveryPath(id, company.id);
  try {
    for (const person of recipients) {
      if (!person.email) continue;
      await deps.mailer.send({
        firmId: actor.firmId,
        to: person.email,
        ...returnReadyMail(
          {
            firmName: firm?.name ?? 'Your firm',
            companyName: company.name,
            taxYear: taxReturn.taxYear,
            preferredName: person.fname,
            balanceCents,
          },
          await clientEmailLink({ ...deps, db }, actor.firmId, person.id, path),
        ),
      });
    }
  } catch {
    // Not stranded in sending: back to staff, who may send again once mail works.
    await moveReturn(db, id, ['sending'], 'action_required');
    throw new AppError('unavailable', taxReturnMessages.sendFailed);
  }
  if (recipients.length)
    await db.insert(notifications).values(
      recipients.map((p) => ({
        firmId: actor.firmId,
        userId: p.id,
        typeId: NOTIFICATION_TYPES.document,
        text: `Your ${taxReturn.taxYear} tax return is ready for review`,
        clientName: company.name,
        link: path,
      })),
    );
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    // The return keeps the firm's identity setting it was sent with (spec 002 §4), as signature requests do.
    const identityRequired =
      forms.some((f) => !f.wetSignatureRequired) && identityCheckRequired(readFirmPreferences(firm?.preferences));
    await moveReturn(tx, id, ['sending'], 'sent', {
      sentAt: now,
      allSigned: forms.length === 0,
      allPaid: vouchers.length === 0,
      identityRequired,
    });
    await appendEvidence(tx, {
      firmId: actor.firmId,
      subjectType: 'tax_return',
      subjectId: id,
      event: 'sent',
      actorUserId: actor.userId,
      data: { recipients: recipients.map((p) => p.id), identity_required: identityRequired },
      at: now,
    });
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.tax_return_delivery_related,
      title: 'Tax return sent',
      description: `${taxReturn.taxReturnName} (${taxReturn.taxYear})`,
      companyId: company.id,
      actorUserId: actor.userId,
    });
  });
  await Promise.all(recipients.map((p) => deps.realtime.publish(userChannel(p.id), { type: 'new_notification' })));
  return { status: 'sent' as const };
}

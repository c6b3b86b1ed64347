import {
  ACTIVITY_TYPES,
  AppError,
  identityMessages,
  NOTIFICATION_TYPES,
  taxReturnMessages,
  type Actor,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { notifications } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { userChannel } from '../../platform/realtime/realtime-hub.ts';
import { findFirm } from '../firm/index.ts';
import {
  assertStaffMayDeliver,
  clientEmailLink,
  deliveryPartsOf,
  deliveryPath,
  identityOfReturnSigners,
  staffReturn,
} from '../tax-returns/index.ts';

/**
 * Resend from the identity verification checks dialog (spec 002 §2): staff ask a signer again to verify their
 * identity (their last check needs input, failed or was cancelled, or they never started), by email and in
 * the portal, with the link to the return. Only while the return waits for that signer's signature on the
 * portal and was sent with the check.
 */
export async function resendIdentityCheck(deps: AppDeps, actor: Actor, id: number, userId: number) {
  const db = deps.database.db;
  await assertStaffMayDeliver(db, actor);
  const { taxReturn, company } = await staffReturn(db, actor, id);
  const { forms, signers } = await deliveryPartsOf(db, id);
  const onPortal = new Set(forms.filter((f) => !f.wetSignatureRequired).map((f) => f.id));
  const mine = signers.filter((s) => s.signer.userId === userId && onPortal.has(s.signer.formId));
  if (!mine.length) throw new AppError('not_found', taxReturnMessages.formNotFound);
  const identity = (await identityOfReturnSigners(db, taxReturn))(userId);
  if (
    taxReturn.status !== 'sent' ||
    !taxReturn.identityRequired ||
    identity.status === 'verified' ||
    mine.every((s) => s.signer.signedAt)
  )
    throw new AppError('conflict', identityMessages.notResendable);
  const { user } = mine[0]!;
  const firm = await findFirm(db, actor.firmId);
  const path = deliveryPath(id, company.id);
  if (user.email)
    await deps.mailer.send({
      firmId: actor.firmId,
      to: user.email,
      subject: `Please verify your identity to sign your ${taxReturn.taxYear} tax return`,
      text: `Hi ${user.fname},\n\nBefore you sign your ${taxReturn.taxYear} tax return, ${firm?.name ?? 'your firm'} asks you to verify your identity with a photo ID and a selfie.${identity.error_description ? ` Your last check said: ${identity.error_description}` : ''}\n\nStart here:\n${await clientEmailLink({ ...deps, db }, actor.firmId, userId, path)}\n\nThank you,\n${firm?.name ?? 'Your firm'}\n`,
    });
  await db.insert(notifications).values({
    firmId: actor.firmId,
    userId,
    typeId: NOTIFICATION_TYPES.document,
    text: `Please verify your identity to sign your ${taxReturn.taxYear} tax return`,
    clientName: company.name,
    link: path,
  });
  await recordActivity(db, {
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.tax_return_delivery_related,
    title: 'Identity verification requested again',
    description: `${user.fname} ${user.lname}: ${taxReturn.taxReturnName} (${taxReturn.taxYear})`,
    companyId: company.id,
    actorUserId: actor.userId,
  });
  await deps.realtime.publish(userChannel(userId), { type: 'new_notification' });
  return { message: identityMessages.resent };
}

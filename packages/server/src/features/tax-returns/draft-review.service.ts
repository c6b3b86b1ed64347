import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  clientMayReviewDraft,
  genericMessages,
  NOTIFICATION_TYPES,
  taxReturnMessages,
  type Actor,
  type DraftReview,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { userChannel } from '../../platform/realtime/realtime-hub.ts';
import { assertStaffMayDeliver, staffReturn, visibleReturn } from './tax-return-access.ts';
import { moveReturn } from './tax-returns.repo.ts';
import { draftAnsweredMail } from './tax-return-mail.ts';
import { findFirm } from '../firm/index.ts';

/** Start Classification (spec 002 §4 Draft flow): staff move on from a draft under review, or an approved one. */
export async function startClassification(db: AppDeps['database']['db'], actor: Actor, id: number) {
  await assertStaffMayDeliver(db, actor);
  await staffReturn(db, actor, id);
  const moved = await moveReturn(db, id, ['draft', 'approved'], 'action_required');
  if (!moved) throw new AppError('conflict', taxReturnMessages.notDraft);
  return { status: moved.status };
}

/**
 * The client's answer to a draft (spec 002 §4): Approve sets approved; Request Changes, with a non-blank
 * reason, sets change_requested. Only an owner of the entity, only once; the firm hears of it.
 */
export async function reviewDraft(deps: AppDeps, actor: Actor, id: number, review: DraftReview) {
  const db = deps.database.db;
  // Only an owner of the entity while it is active sees it (404 otherwise); staff see it but do not answer.
  const found = await visibleReturn(db, actor, id);
  if (actor.isAdvisor || actor.readonly) throw new AppError('forbidden', genericMessages.forbidden);
  if (!clientMayReviewDraft(found.taxReturn.draftStatus) || found.taxReturn.status !== 'draft')
    throw new AppError('conflict', taxReturnMessages.notDraft);
  const approved = review.decision === 'approve';
  const moved = await moveReturn(db, id, ['draft'], approved ? 'approved' : 'change_requested', {
    draftStatus: approved ? 'approved' : 'change_requested',
    draftComment: approved ? null : review.reason,
  });
  if (!moved) throw new AppError('conflict', taxReturnMessages.notDraft);
  const { taxReturn, company } = found;
  const title = approved ? 'Tax return draft approved' : 'Changes requested to the tax return draft';
  await recordActivity(db, {
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.tax_return_delivery_related,
    title,
    description: approved
      ? `${taxReturn.taxReturnName} (${taxReturn.taxYear})`
      : `${taxReturn.taxReturnName} (${taxReturn.taxYear}): ${review.reason}`,
    companyId: company.id,
    actorUserId: actor.userId,
  });
  // Whoever uploaded the draft and the return's assigned firm user hear of the answer: a notice and an email.
  const staffIds = [...new Set([taxReturn.createdById, taxReturn.assignedAdvisorId])].filter(
    (u): u is number => typeof u === 'number' && u > 0,
  );
  const staff = staffIds.length
    ? await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            inArray(users.id, staffIds),
            eq(users.firmId, actor.firmId),
            eq(users.isAdvisor, true),
            isNull(users.deletedAt),
          ),
        )
    : [];
  if (staff.length) {
    await db.insert(notifications).values(
      staff.map((u) => ({
        firmId: actor.firmId,
        userId: u.id,
        typeId: NOTIFICATION_TYPES.document,
        text: `${title}: ${taxReturn.taxReturnName} (${taxReturn.taxYear}) for ${company.name}`,
        clientName: company.name,
        link: `/tax-return-delivery-admin-view/${id}`,
      })),
    );
    await Promise.all(staff.map((u) => deps.realtime.publish(userChannel(u.id), { type: 'new_notification' })));
  }
  const firm = staff.some((u) => u.email) ? await findFirm(db, actor.firmId) : null;
  for (const u of staff) {
    if (!u.email) continue;
    await deps.mailer.send({
      firmId: actor.firmId,
      to: u.email,
      ...draftAnsweredMail(
        {
          firmName: firm?.name ?? 'Your firm',
          companyName: company.name,
          taxYear: taxReturn.taxYear,
          title,
          returnName: taxReturn.taxReturnName,
          reason: approved ? null : review.reason,
        },
        `${deps.config.publicUrl}/tax-return-delivery-admin-view/${id}`,
      ),
    });
  }
  return { status: moved.status, draft_status: moved.draftStatus };
}

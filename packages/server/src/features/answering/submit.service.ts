import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  NOTIFICATION_TYPES,
  orderTasks,
  questionnaireMessages,
  firstSectionBlock,
  sectionKind,
  signatureStatus,
  submitBlock,
  submitMissing,
  type Actor,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyOwners, questionnaires, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import type { PortalEvents } from '../../platform/events/portal-events.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import { entityStaffToNotify, notifyStaff } from '../notifications/index.ts';
import {
  assertClientMayChange,
  type QuestionnaireScope,
  loadParts,
  ruleQuestion,
  ruleSection,
  visibilityOf,
} from '../questionnaires/index.ts';

/**
 * Why the questionnaire cannot be submitted yet, or null (spec 001 §4 Submit flow): the shared submit rule
 * (template preview, locked, unpaid deposit, I Agree) and first_section_required; then every shown
 * required question answered (fields inside entries too), or given an answer-later / upload-later date
 * (someone answers it later), unless a checklist is marked complete (submitMissing, the rule the client's
 * confirmation reads); and every signature of a shown engagement letter signed or not
 * needed: once submitted the questionnaire is closed, so nobody could sign afterwards.
 */
export async function submitProblem(db: DbOrTx, scope: QuestionnaireScope): Promise<string | null> {
  const parts = await loadParts(db, scope.questionnaire.id);
  const visibility = visibilityOf(parts);
  const shown = parts.sections.filter((s) => visibility.sectionVisible(ruleSection(s)));
  const review = shown.find((s) => sectionKind(ruleSection(s)) === 'review_and_submit');
  const blocked = submitBlock({
    mode: scope.mode,
    questionnaire: { locked: scope.questionnaire.locked, deposit_status: scope.questionnaire.depositStatus },
    sections: shown.map(ruleSection),
    agreed: review?.markedCompleted ?? false,
  });
  if (blocked) return blocked;
  const first = firstSectionBlock(shown.map(ruleSection), 0, scope.preferences.first_section_required);
  if (first) return first;
  for (const s of shown) {
    const questions = parts.questions.filter((q) => q.sectionId === s.id).map(ruleQuestion);
    // The client's confirmation names the same answers by the same domain rule before it offers Submit.
    if (submitMissing(ruleSection(s), questions, { isVisible: visibility.questionVisible }).length)
      return questionnaireMessages.incomplete;
    const kind = sectionKind(ruleSection(s));
    if (kind === 'signature' && parts.signatures.some((g) => g.sectionId === s.id && signatureStatus(g) === 'pending'))
      return questionnaireMessages.incomplete;
  }
  return null;
}

/**
 * submit_questionnaire: the client hands it in. It becomes completed (view-only for the client, 100%),
 * the firm users who serve the entity are notified, and the client is offered their next open one.
 */
export async function submitQuestionnaire(
  deps: { db: DbOrTx; realtime: RealtimeHub; events?: PortalEvents },
  scope: QuestionnaireScope,
  request: { ip: string; userAgent: string | null },
  now: Date,
) {
  const q = scope.questionnaire;
  if (q.submittedAt && q.completed) throw new AppError('conflict', questionnaireMessages.alreadySubmitted);
  assertClientMayChange(scope);
  const problem = await submitProblem(deps.db, scope);
  if (problem) throw new AppError('validation_failed', problem);
  // Only one of two submits at the same moment goes through (and notifies the firm). The submit, its log entry and
  // the portal's questionnaire_submitted event (workflows listen to it: spec 002 §4) commit together: the event is
  // told exactly when the submit happened (issue 36 §1).
  const submitted = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(questionnaires)
      .set({ completed: true, inProgress: false, submittedAt: now, lastActivityAt: now, updatedAt: now })
      .where(
        and(
          eq(questionnaires.id, q.id),
          eq(questionnaires.completed, false),
          eq(questionnaires.locked, false),
          isNull(questionnaires.deletedAt),
        ),
      )
      .returning({ id: questionnaires.id });
    if (!row) return false;
    await recordActivity(tx, {
      firmId: scope.actor.firmId,
      typeId: ACTIVITY_TYPES.questionnaire_related,
      title: 'Questionnaire submitted',
      description: `${q.name} (${q.taxYear})`,
      companyId: scope.company.id,
      questionnaireId: q.id,
      actorUserId: scope.actor.userId,
      ip: request.ip,
      userAgent: request.userAgent,
    });
    await deps.events?.record(tx, {
      type: 'questionnaire_submitted',
      firmId: scope.actor.firmId,
      companyId: scope.company.id,
      questionnaireId: q.id,
      actorUserId: scope.actor.userId,
    });
    return true;
  });
  if (!submitted) throw new AppError('conflict', questionnaireMessages.alreadySubmitted);
  deps.events?.wake();
  await notifyFirm(deps, scope);
  return { next: await nextOpenQuestionnaire(deps.db, scope.actor, q.id) };
}

/** The entity's staff hear of it (client manager and CPA, else partners), unless they opted out. */
async function notifyFirm(deps: { db: DbOrTx; realtime: RealtimeHub }, scope: QuestionnaireScope) {
  const firmId = scope.actor.firmId;
  const recipients = await entityStaffToNotify(deps.db, firmId, scope.company.id, NOTIFICATION_TYPES.questionnaire);
  if (!recipients.length) return;
  const [client] = await deps.db
    .select({ fname: users.fname, lname: users.lname })
    .from(users)
    .where(eq(users.id, scope.actor.userId));
  const clientName = client ? `${client.fname} ${client.lname}` : scope.company.name;
  const q = scope.questionnaire;
  await notifyStaff(deps, recipients, {
    firmId,
    typeId: NOTIFICATION_TYPES.questionnaire,
    text: `${clientName} submitted ${q.name} (${q.taxYear}) for ${scope.company.name}`,
    clientName,
    link: `/overview?companyId=${scope.company.id}&questionnaireId=${q.id}`,
  });
}

/** The client's next open questionnaire across their active entities, in the dashboard's order. */
export async function nextOpenQuestionnaire(db: DbOrTx, actor: Actor, exceptId: number) {
  const rows = await db
    .select({ q: questionnaires, companyHash: companies.hashId })
    .from(questionnaires)
    .innerJoin(companies, eq(companies.id, questionnaires.companyId))
    .innerJoin(companyOwners, and(eq(companyOwners.companyId, companies.id), eq(companyOwners.userId, actor.userId)))
    .where(
      and(
        eq(questionnaires.firmId, actor.firmId),
        eq(companies.inactive, false),
        isNull(companies.deletedAt),
        isNull(questionnaires.deletedAt),
        eq(questionnaires.isDraft, false),
        eq(questionnaires.completed, false),
        eq(questionnaires.locked, false),
      ),
    )
    .orderBy(asc(questionnaires.id))
    .limit(200);
  const open = orderTasks(
    rows
      .filter((r) => r.q.id !== exceptId)
      .map((r) => ({
        ...r,
        locked: r.q.locked,
        completed: r.q.completed,
        due_date: r.q.dueDate,
        created_at: r.q.createdAt.toISOString(),
      })),
  );
  const next = open[0];
  return next ? { name: next.q.name, hash_id: next.companyHash, questionnaire_id: next.q.id } : null;
}

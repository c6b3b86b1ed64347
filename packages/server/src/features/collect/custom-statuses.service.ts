import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIVITY_TYPES,
  AppError,
  canManageCustomStatuses,
  firmActionMessages,
  genericMessages,
  settingChanges,
  statusNoticeProblems,
  statusTellsClient,
  type Actor,
  type customStatusInputSchema,
  type customStatusPatchSchema,
  type sendCustomStatusChangeSchema,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { firmCustomStatuses, questionnaires } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { recordSettingsChange } from '../firm/index.ts';
import {
  assertStaff,
  staffQuestionnaires,
  notifyQuestionnaireClients,
  type ReminderDeps,
} from '../questionnaires/index.ts';

type Row = typeof firmCustomStatuses.$inferSelect;

const present = (s: Row) => ({
  id: s.id,
  firm_user_display_status: s.firmUserDisplayStatus,
  client_display_status: s.clientDisplayStatus,
  client_instruction: s.clientInstruction,
});

const notFound = () => new AppError('not_found', firmActionMessages.statusNotFound);

function assertManager(actor: Actor) {
  assertStaff(actor);
  if (!canManageCustomStatuses(actor)) throw new AppError('forbidden', genericMessages.forbidden);
}

/** A live status of the actor's firm; another firm's or a deleted one is 404. */
async function liveStatus(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(firmCustomStatuses)
    .where(
      and(
        eq(firmCustomStatuses.id, id),
        eq(firmCustomStatuses.firmId, actor.firmId),
        isNull(firmCustomStatuses.deletedAt),
      ),
    );
  if (!row) throw notFound();
  return row;
}

export async function listCustomStatuses(db: DbOrTx, actor: Actor) {
  assertStaff(actor);
  const rows = await db
    .select()
    .from(firmCustomStatuses)
    .where(and(eq(firmCustomStatuses.firmId, actor.firmId), isNull(firmCustomStatuses.deletedAt)))
    .orderBy(asc(firmCustomStatuses.firmUserDisplayStatus), asc(firmCustomStatuses.id));
  return { items: rows.map(present) };
}

/** What the activity log shows of a status: the three texts a firm edits. */
const textsOf = (row: typeof firmCustomStatuses.$inferSelect) => ({
  firm_user_display_status: row.firmUserDisplayStatus,
  client_display_status: row.clientDisplayStatus,
  client_instruction: row.clientInstruction,
});
const SECTION = 'Custom statuses';

export async function createCustomStatus(db: Db, actor: Actor, input: z.output<typeof customStatusInputSchema>) {
  assertManager(actor);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(firmCustomStatuses)
      .values({
        firmId: actor.firmId,
        firmUserDisplayStatus: input.firm_user_display_status,
        clientDisplayStatus: input.client_display_status,
        clientInstruction: input.client_instruction,
      })
      .returning();
    await recordSettingsChange(tx, actor, SECTION, settingChanges({}, textsOf(row!)), {
      title: `Custom status added: ${row!.firmUserDisplayStatus}`,
    });
    return present(row!);
  });
}

export async function updateCustomStatus(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof customStatusPatchSchema>,
) {
  assertManager(actor);
  return db.transaction(async (tx) => {
    const before = await liveStatus(tx, actor, id);
    const [row] = await tx
      .update(firmCustomStatuses)
      .set({
        ...(input.firm_user_display_status !== undefined
          ? { firmUserDisplayStatus: input.firm_user_display_status }
          : {}),
        ...(input.client_display_status !== undefined ? { clientDisplayStatus: input.client_display_status } : {}),
        ...(input.client_instruction !== undefined ? { clientInstruction: input.client_instruction } : {}),
      })
      .where(eq(firmCustomStatuses.id, id))
      .returning();
    await recordSettingsChange(tx, actor, SECTION, settingChanges(textsOf(before), textsOf(row!)), {
      title: `Custom status changed: ${row!.firmUserDisplayStatus}`,
    });
    return present(row!);
  });
}

/** Soft delete; questionnaires that had it show no status (the Collect list joins live ones only). */
export async function deleteCustomStatus(db: Db, actor: Actor, id: number, now: Date) {
  assertManager(actor);
  await db.transaction(async (tx) => {
    const before = await liveStatus(tx, actor, id);
    await tx.update(firmCustomStatuses).set({ deletedAt: now }).where(eq(firmCustomStatuses.id, id));
    const removed = Object.entries(textsOf(before)).map(([field, from]) => ({ field, from, to: null }));
    await recordSettingsChange(tx, actor, SECTION, removed, {
      title: `Custom status deleted: ${before.firmUserDisplayStatus}`,
    });
  });
  return { message: firmActionMessages.statusDeleted };
}

/** Update questionnaire firm_custom_status_id (spec 001 §7); null clears it. */
export async function setQuestionnaireStatus(db: Db, actor: Actor, id: number, statusId: number | null, now: Date) {
  return db.transaction(async (tx) => {
    const [q] = await staffQuestionnaires(tx, actor, [id]);
    const status = statusId === null ? null : await liveStatus(tx, actor, statusId);
    await tx
      .update(questionnaires)
      .set({ firmCustomStatusId: status?.id ?? null, updatedAt: now })
      .where(eq(questionnaires.id, q!.id));
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.questionnaire_related,
      title: status ? `Status set to ${status.firmUserDisplayStatus}` : 'Status cleared',
      description: `${q!.name} (${q!.taxYear})`,
      companyId: q!.companyId,
      questionnaireId: q!.id,
      actorUserId: actor.userId,
    });
    return { message: firmActionMessages.statusSet };
  });
}

/**
 * send_custom_status_change (spec 001 §5 Status-change notification): subject and body required, the SMS
 * text when given must not be blank; every questionnaire's status must tell the client something (a
 * client display status and an instruction), checked for all before anyone is told.
 * {client_display_status} and {client_instruction} fill in besides the reminder placeholders.
 */
export async function sendCustomStatusChange(
  deps: ReminderDeps,
  actor: Actor,
  input: z.infer<typeof sendCustomStatusChangeSchema>,
) {
  const problems = statusNoticeProblems(input);
  const first = Object.entries(problems)[0];
  if (first) throw new AppError('validation_failed', first[1], problems);
  const rows = await staffQuestionnaires(deps.db, actor, input.questionnaireIds);
  const statuses = await deps.db
    .select()
    .from(firmCustomStatuses)
    .where(and(eq(firmCustomStatuses.firmId, actor.firmId), isNull(firmCustomStatuses.deletedAt)));
  const byId = new Map(statuses.map((s) => [s.id, s]));
  const notices = rows.map((q) => {
    const status = q.firmCustomStatusId === null ? undefined : byId.get(q.firmCustomStatusId);
    if (!status) throw new AppError('validation_failed', firmActionMessages.noStatus);
    const view = present(status);
    if (!statusTellsClient(view)) throw new AppError('validation_failed', firmActionMessages.statusLacksClientText);
    return { q, view };
  });
  for (const { q, view } of notices) {
    if (q.isDraft) continue;
    await notifyQuestionnaireClients(
      deps,
      q.id,
      {
        subject: input.customEmailSubject,
        message: input.customEmailMessage,
        sms: input.customSmsMessage ?? null,
      },
      { client_display_status: view.client_display_status!, client_instruction: view.client_instruction! },
    );
    await recordActivity(deps.db, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.questionnaire_related,
      title: 'Status change sent to clients',
      description: `${view.firm_user_display_status} on ${q.name} (${q.taxYear})`,
      companyId: q.companyId,
      questionnaireId: q.id,
      actorUserId: actor.userId,
    });
  }
  return { message: firmActionMessages.notificationsUpdated };
}

import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { reminderTextSchema, sendRemindersSchema, updateQuestionnaireSchema } from '@portal/domain';
import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  canAdvisorSetDeposit,
  collectMessages,
  isCalendarDay,
  questionnaireMessages,
  reminderTextsOf,
  sendMessages,
  type Actor,
  type ReminderTexts,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { activityLogs, companies, questionnaires } from '../../db/schema/index.ts';
import {
  assertStaff,
  staffQuestionnaires,
  notifyQuestionnaireSent,
  questionnaireLink,
  sendQuestionnaireReminder,
  type ReminderDeps,
} from '../questionnaires/index.ts';

type Row = typeof questionnaires.$inferSelect;
type Deleted = 'exclude' | 'include';

const notFound = () => new AppError('not_found', questionnaireMessages.notFound);

/** Read-only staff may look at questionnaires but not change them or write to clients. */
function assertWriter(actor: Actor) {
  assertStaff(actor);
  assertCan(actor, 'client.write');
}

/** One activity entry per questionnaire, in one insert (a bulk action can touch a thousand). */
async function recordActivities(
  db: DbOrTx,
  actor: Actor,
  rows: Pick<Row, 'id' | 'companyId' | 'name' | 'taxYear'>[],
  title: string,
) {
  if (!rows.length) return;
  await db.insert(activityLogs).values(
    rows.map((q) => ({
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.questionnaire_related,
      title,
      description: `${q.name} (${q.taxYear})`,
      companyId: q.companyId,
      questionnaireId: q.id,
      actorUserId: actor.userId,
    })),
  );
}

/** Sets the same columns on every questionnaire and records what happened, in one transaction. */
async function bulkSet(
  db: Db,
  actor: Actor,
  ids: number[],
  set: Partial<typeof questionnaires.$inferInsert>,
  title: string,
  deleted: Deleted = 'exclude',
) {
  return db.transaction(async (tx) => {
    const rows = await staffQuestionnaires(tx, actor, ids, deleted);
    await tx
      .update(questionnaires)
      .set(set)
      .where(
        and(
          eq(questionnaires.firmId, actor.firmId),
          inArray(
            questionnaires.id,
            rows.map((r) => r.id),
          ),
        ),
      );
    await recordActivities(tx, actor, rows, title);
    return rows;
  });
}

export async function lockQuestionnaires(db: Db, actor: Actor, ids: number[], now: Date) {
  assertWriter(actor);
  await bulkSet(db, actor, ids, { locked: true, updatedAt: now }, 'Questionnaire locked');
  return { message: collectMessages.locked };
}

export async function toggleReminders(db: Db, actor: Actor, ids: number[], disabled: boolean, now: Date) {
  assertWriter(actor);
  await bulkSet(
    db,
    actor,
    ids,
    { remindersDisabled: disabled, updatedAt: now },
    disabled ? 'Questionnaire reminders turned off' : 'Questionnaire reminders turned on',
  );
  return { message: collectMessages.reminderUpdated };
}

export async function markCompleted(db: Db, actor: Actor, id: number, completed: boolean, now: Date) {
  assertWriter(actor);
  await bulkSet(
    db,
    actor,
    [id],
    { completed, ...(completed ? { inProgress: false } : {}), updatedAt: now },
    completed ? 'Questionnaire marked completed' : 'Questionnaire marked incomplete',
  );
  return { message: completed ? collectMessages.completed : collectMessages.incomplete };
}

/** The client can change and submit it again: not submitted, not completed. */
export async function unsubmitQuestionnaire(db: Db, actor: Actor, id: number, now: Date) {
  assertWriter(actor);
  await bulkSet(db, actor, [id], { submittedAt: null, completed: false, updatedAt: now }, 'Questionnaire unsubmitted');
  return { message: collectMessages.unsubmitted };
}

/** Soft delete: it leaves every list but Deleted, where it can be restored. */
export async function deleteQuestionnaire(db: Db, actor: Actor, id: number, now: Date) {
  assertWriter(actor);
  await bulkSet(db, actor, [id], { deletedAt: now, updatedAt: now }, 'Questionnaire deleted');
  return { message: collectMessages.deleted };
}

export async function restoreQuestionnaires(db: Db, actor: Actor, ids: number[], now: Date) {
  assertWriter(actor);
  await db.transaction(async (tx) => {
    const rows = (await staffQuestionnaires(tx, actor, ids, 'include')).filter((r) => r.deletedAt !== null);
    if (!rows.length) return;
    await tx
      .update(questionnaires)
      .set({ deletedAt: null, updatedAt: now })
      .where(
        and(
          eq(questionnaires.firmId, actor.firmId),
          isNotNull(questionnaires.deletedAt),
          inArray(
            questionnaires.id,
            rows.map((r) => r.id),
          ),
        ),
      );
    await recordActivities(tx, actor, rows, 'Questionnaire restored');
  });
  return { message: collectMessages.restored };
}

type Update = z.infer<typeof updateQuestionnaireSchema>;
const invalid = (message: string, field: string) => new AppError('validation_failed', message, { [field]: message });

/**
 * Update questionnaire (spec 001 §7): unlock is locked false; deposits move only as advisors may (spec 001
 * §4 Deposit: unpaid or pending to marked_paid, marked_paid back to pending).
 */
export async function updateQuestionnaire(db: Db, actor: Actor, id: number, input: Update, now: Date) {
  assertWriter(actor);
  return db.transaction(async (tx) => {
    const [q] = await staffQuestionnaires(tx, actor, [id]);
    if (input.deposit_status !== undefined) {
      if (!q!.depositStatus || !canAdvisorSetDeposit(q!.depositStatus, input.deposit_status))
        throw invalid(collectMessages.depositChangeNotAllowed, 'deposit_status');
    }
    if (input.due_date != null && !isCalendarDay(input.due_date)) throw invalid(sendMessages.dueDate, 'due_date');
    await tx
      .update(questionnaires)
      .set({
        ...(input.locked !== undefined ? { locked: input.locked } : {}),
        ...(input.reminders_disabled !== undefined ? { remindersDisabled: input.reminders_disabled } : {}),
        ...(input.track_changes !== undefined ? { trackChanges: input.track_changes } : {}),
        ...(input.deposit_status !== undefined ? { depositStatus: input.deposit_status } : {}),
        ...(input.due_date !== undefined ? { dueDate: input.due_date } : {}),
        updatedAt: now,
      })
      .where(eq(questionnaires.id, id));
    const titles = [
      input.locked === true ? 'Questionnaire locked' : input.locked === false ? 'Questionnaire unlocked' : null,
      input.reminders_disabled !== undefined
        ? `Questionnaire reminders turned ${input.reminders_disabled ? 'off' : 'on'}`
        : null,
      input.deposit_status !== undefined ? `Deposit set to ${input.deposit_status.replace('_', ' ')}` : null,
      input.due_date !== undefined ? `Due date set to ${input.due_date ?? 'none'}` : null,
      input.track_changes !== undefined ? `Track changes turned ${input.track_changes ? 'on' : 'off'}` : null,
    ].filter((t): t is string => t !== null);
    for (const title of titles) await recordActivities(tx, actor, [q!], title);
    const message =
      input.locked === false
        ? collectMessages.unlocked
        : input.locked === true
          ? collectMessages.locked
          : input.reminders_disabled !== undefined
            ? collectMessages.reminderUpdated
            : questionnaireMessages.saved;
    return { message };
  });
}

export async function getReminderText(db: DbOrTx, actor: Actor, id: number) {
  const [q] = await staffQuestionnaires(db, actor, [id]);
  return reminderTextsOf({
    reminder_email_subject: q!.reminderEmailSubject,
    reminder_email_message: q!.reminderEmailMessage,
    reminder_in_app_message: q!.reminderInAppMessage,
    reminder_sms_message: q!.reminderSmsMessage,
  });
}

export async function saveReminderText(
  db: Db,
  actor: Actor,
  id: number,
  input: z.infer<typeof reminderTextSchema>,
  now: Date,
) {
  assertWriter(actor);
  await bulkSet(
    db,
    actor,
    [id],
    {
      reminderEmailSubject: input.reminder_email_subject,
      reminderEmailMessage: input.reminder_email_message,
      reminderInAppMessage: input.reminder_in_app_message || null,
      reminderSmsMessage: input.reminder_sms_message || null,
      updatedAt: now,
    },
    'Reminder text updated',
  );
  return { message: collectMessages.reminderUpdated };
}

export async function generateLink(db: DbOrTx, actor: Actor, publicUrl: string, companyId: number, id: number) {
  const [q] = await staffQuestionnaires(db, actor, [id]);
  if (q!.companyId !== companyId) throw notFound();
  const [company] = await db.select({ hashId: companies.hashId }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  return { link: questionnaireLink(publicUrl, company.hashId, id) };
}

/** Drafts become sent now, and their entities' clients are told with a link straight in. */
export async function sendDrafts(deps: ReminderDeps, actor: Actor, ids: number[], now: Date) {
  assertWriter(actor);
  const sent = await deps.db.transaction(async (tx) => {
    const drafts = (await staffQuestionnaires(tx, actor, ids)).filter((q) => q.isDraft);
    if (!drafts.length) return [];
    const rows = await tx
      .update(questionnaires)
      .set({ isDraft: false, sentAt: now, updatedAt: now })
      .where(
        and(
          eq(questionnaires.isDraft, true),
          inArray(
            questionnaires.id,
            drafts.map((d) => d.id),
          ),
        ),
      )
      .returning();
    await recordActivities(tx, actor, rows, 'Questionnaire sent');
    return rows;
  });
  for (const q of sent) await notifyQuestionnaireSent(deps, q.id);
  return { message: collectMessages.draftsSent };
}

/**
 * send_questionnaire_reminders: customize false sends each questionnaire's own texts (or the defaults);
 * true sends the texts given, a subject and a message being required. Locked, completed and draft ones are
 * skipped: reminders are for open questionnaires only (spec 001 §4).
 */
export async function sendReminders(
  deps: ReminderDeps,
  actor: Actor,
  input: z.infer<typeof sendRemindersSchema>,
  now: Date,
) {
  assertWriter(actor);
  const rows = await staffQuestionnaires(deps.db, actor, input.questionnaire_ids);
  let texts: ReminderTexts | null = null;
  if (input.customize) {
    if (!input.reminder_email_subject?.trim()) throw invalid(sendMessages.subject, 'reminder_email_subject');
    if (!input.reminder_email_message?.trim()) throw invalid(collectMessages.messageRequired, 'reminder_email_message');
    texts = {
      reminder_email_subject: input.reminder_email_subject,
      reminder_email_message: input.reminder_email_message,
      reminder_in_app_message: input.reminder_in_app_message ?? '',
      reminder_sms_message: input.reminder_sms_message ?? '',
    };
  }
  for (const q of rows) {
    if (q.locked || q.completed || q.isDraft) continue;
    await sendQuestionnaireReminder(deps, q.id, texts, now);
  }
  return { message: collectMessages.remindersSent };
}

import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  AppError,
  assertCan,
  defaultTaxYear,
  readFirmPreferences,
  sendMessages,
  sendProblems,
  sendTaxYears,
  templateSectionProblems,
  utcDay,
  type Actor,
  type FirmPreferences,
  type SectionDefinition,
  type SendQuestionnairesInput,
} from '@portal/domain';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { questionnaireSendBatches, questionnaireSendSchedules, questionnaireTemplates } from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { PaymentsProvider } from '../../platform/payments/payments-provider.ts';
import { firmEntityTypes } from '../entities/index.ts';
import { findFirm } from '../firm/index.ts';
import { queueBatch, resolveRecipients, type BatchPayload } from './send-queue.ts';
import { runSchedule } from './send-schedules.ts';

export interface SendDeps {
  db: Db;
  jobs: JobQueue;
  payments: PaymentsProvider;
  config: Config;
}

/**
 * Deposits need billing on and a card payment integration (spec 001 §5). Stripe is one; the built-in test
 * checkout counts only outside production, where no real money is expected.
 */
export function paymentsReady(prefs: FirmPreferences, payments: PaymentsProvider, config: Config): boolean {
  return prefs.billing_enabled && (payments.kind === 'stripe' || config.NODE_ENV !== 'production');
}

const staffOnly = (actor: Actor) => {
  assertCan(actor, 'staff.any');
};
/** Sending changes clients' work: read-only staff may look but not send. */
const mayWrite = (actor: Actor) => {
  staffOnly(actor);
  assertCan(actor, 'client.write');
};

export async function sendOptions(deps: SendDeps, actor: Actor, now: Date) {
  staffOnly(actor);
  const firm = await findFirm(deps.db, actor.firmId);
  const prefs = readFirmPreferences(firm?.preferences);
  const types = await firmEntityTypes(deps.db, actor);
  return {
    tax_years: sendTaxYears(now),
    default_tax_year: defaultTaxYear(now),
    payments_ready: paymentsReady(prefs, deps.payments, deps.config),
    document_drop_off_enabled: prefs.document_drop_off_enabled,
    entity_types: types.entity_types.map((t) => t.name),
  };
}

export async function findSendTemplate(db: DbOrTx, firmId: number, id: number) {
  const [t] = await db
    .select()
    .from(questionnaireTemplates)
    .where(
      and(
        eq(questionnaireTemplates.id, id),
        eq(questionnaireTemplates.firmId, firmId),
        isNull(questionnaireTemplates.deletedAt),
      ),
    );
  if (!t) throw new AppError('not_found', 'Template not found');
  return t;
}

const isScheduled = (input: SendQuestionnairesInput) =>
  input.first_scheduled_date !== null || (input.frequency !== null && input.frequency !== 'once');

/**
 * send_questionnaires (spec 001 §7): checked by the §5 rules, then either a schedule (it runs on its days)
 * or a batch made in the background, whose progress the dialog polls.
 */
export async function sendQuestionnaires(deps: SendDeps, actor: Actor, input: SendQuestionnairesInput, now: Date) {
  mayWrite(actor);
  const firm = await findFirm(deps.db, actor.firmId);
  const prefs = readFirmPreferences(firm?.preferences);
  if (input.kind === 'drop_off' && !prefs.document_drop_off_enabled)
    throw new AppError('forbidden', 'Document drop-off is not enabled for this firm');
  const problems = sendProblems(input, { now, paymentsReady: paymentsReady(prefs, deps.payments, deps.config) });
  const first = Object.values(problems)[0];
  if (first) throw new AppError('validation_failed', first, problems as Record<string, string>);
  const template =
    input.kind === 'template' ? await findSendTemplate(deps.db, actor.firmId, input.questionnaire_template_id!) : null;
  const sectionProblems = templateSectionProblems(input, (template?.definition ?? []) as SectionDefinition[]);
  const sectionProblem = Object.values(sectionProblems)[0];
  if (sectionProblem)
    throw new AppError('validation_failed', sectionProblem, sectionProblems as Record<string, string>);
  const recipients = await resolveRecipients(deps.db, actor, input);

  if (isScheduled(input)) {
    const [schedule] = await deps.db
      .insert(questionnaireSendSchedules)
      .values({
        firmId: actor.firmId,
        userId: actor.userId,
        name: template?.name ?? (input.name || 'Questionnaire'),
        frequency: input.frequency ?? 'once',
        payload: input,
        anchorDate: input.first_scheduled_date!,
        nextSendDate: input.first_scheduled_date!,
      })
      .returning();
    // A schedule starting today sends its first batch now rather than at the next sweep.
    const batchId = await runSchedule(deps, schedule!, utcDay(now));
    return { message: sendMessages.scheduled, send_id: batchId, scheduled_send_id: schedule!.id };
  }
  const batchId = await queueBatch(deps, {
    firmId: actor.firmId,
    userId: actor.userId,
    scheduleId: null,
    payload: { ...input, resolved_company_ids: recipients },
    sendDate: utcDay(now),
  });
  const message =
    input.kind === 'drop_off' ? sendMessages.dropOffSent : input.is_draft ? sendMessages.drafts : sendMessages.sent;
  return { message, send_id: batchId, scheduled_send_id: null };
}

export async function batchProgress(db: DbOrTx, actor: Actor, id: number) {
  staffOnly(actor);
  const [b] = await db
    .select()
    .from(questionnaireSendBatches)
    .where(and(eq(questionnaireSendBatches.id, id), eq(questionnaireSendBatches.firmId, actor.firmId)));
  if (!b) throw new AppError('not_found', 'Send not found');
  const payload = b.payload as BatchPayload;
  return {
    id: b.id,
    status: b.status,
    total: b.total,
    done: b.done,
    failed: b.failed,
    is_draft: payload.is_draft === true,
  };
}

/** The firm's questionnaires still to be made by its queued and running sends (the queue status banner). */
export async function sendBacklog(db: DbOrTx, actor: Actor) {
  staffOnly(actor);
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(greatest(${questionnaireSendBatches.total} - ${questionnaireSendBatches.done} - ${questionnaireSendBatches.failed}, 0)), 0)::int`,
    })
    .from(questionnaireSendBatches)
    .where(
      and(
        eq(questionnaireSendBatches.firmId, actor.firmId),
        inArray(questionnaireSendBatches.status, ['queued', 'running']),
      ),
    );
  return { backlog_count: Number(row?.n ?? 0) };
}

export async function listSchedules(db: DbOrTx, actor: Actor) {
  staffOnly(actor);
  const rows = await db
    .select()
    .from(questionnaireSendSchedules)
    .where(and(eq(questionnaireSendSchedules.firmId, actor.firmId), isNull(questionnaireSendSchedules.cancelledAt)))
    .orderBy(desc(questionnaireSendSchedules.createdAt))
    .limit(200);
  return {
    items: rows.map((s) => {
      const p = s.payload as SendQuestionnairesInput;
      return {
        id: s.id,
        name: s.name,
        frequency: s.frequency,
        next_send_date: s.nextSendDate,
        days_until_due: p.days_until_due ?? 14,
        company_count: p.company_ids.length,
        company_types: p.company_types,
        created_at: s.createdAt.toISOString(),
      };
    }),
  };
}

export async function cancelSchedule(db: DbOrTx, actor: Actor, id: number, now: Date) {
  mayWrite(actor);
  const [row] = await db
    .update(questionnaireSendSchedules)
    .set({ cancelledAt: now, nextSendDate: null })
    .where(
      and(
        eq(questionnaireSendSchedules.id, id),
        eq(questionnaireSendSchedules.firmId, actor.firmId),
        isNull(questionnaireSendSchedules.cancelledAt),
      ),
    )
    .returning({ id: questionnaireSendSchedules.id });
  if (!row) throw new AppError('not_found', 'Scheduled send not found');
  return { message: 'Scheduled send cancelled' };
}

import {
  addDays,
  AppError,
  defaultTaxYear,
  sendMessageSchema,
  sendQuestionnairesSchema,
  utcDay,
  type Actor,
  type WorkflowAction,
  type WorkflowActionContent,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, Tx } from '../../db/client.ts';
import { recordEffect } from '../../platform/jobs/job-effects.ts';
import { joinConversation, sendMessage } from '../conversations/index.ts';
import { addNote, ensureEntityConversation, updateSpecialRole } from '../entities/index.ts';
import { addOpenItems, tellOfOpenItems } from '../rollover/index.ts';
import { reminderDeps } from '../questionnaires/index.ts';
import { sendQuestionnaires } from '../questionnaire-sends/index.ts';
import { bulkTags } from '../tags/index.ts';

export type ActionDeps = Pick<
  AppDeps,
  'database' | 'jobs' | 'realtime' | 'clock' | 'mailer' | 'sms' | 'config' | 'payments'
>;

/** Whom a run acts as and on what: the workflow's owner, the triggering entity (and questionnaire). */
export interface RunContext {
  actor: Actor;
  companyId: number;
  questionnaireId: number | null;
}

export const workflowActionMessages = {
  noClients: 'This entity has no clients to message',
  needsQuestionnaire:
    'Requesting additional items needs a submitted questionnaire (the questionnaire_submitted trigger)',
} as const;

type Performers = {
  [A in WorkflowAction]: (
    deps: ActionDeps,
    ctx: RunContext,
    content: WorkflowActionContent<A>,
    once: string,
  ) => Promise<unknown>;
};

/** What a step answers when a run before it took the action and died before recording the step. */
const DONE_BEFORE = { done_before_a_restart: true };

/**
 * The action's writes, in one transaction with the record that the step took it (`once`): a run taken up again
 * after its process died (issue 36 §1) finds the record and does not take the action a second time. The services
 * run on the transaction (a Tx serves where they take the database: their own transactions nest in it).
 */
const onceIn = async <T>(deps: ActionDeps, once: string, act: (tx: Tx) => Promise<T>) =>
  deps.database.db.transaction(async (tx) => ((await recordEffect(tx, once)) ? act(tx) : null));

/**
 * The portal actions a workflow may take. Each calls the owning feature's own service as the workflow's
 * owner, so the same permission checks, firm scoping, activity log and notifications apply as when that
 * person does it by hand. Each takes effect once per step of a run, however often the run's job runs: the writes
 * with their record (onceIn), the emails each recorded as sent; tagging and assigning are the same done twice.
 */
const performers: Performers = {
  async send_message(deps, ctx, content, once) {
    const sent = await onceIn(deps, once, async (tx) => {
      const db = tx as unknown as Db;
      const conversationId = await ensureEntityConversation(db, ctx.actor.firmId, ctx.companyId);
      if (!conversationId) throw new AppError('validation_failed', workflowActionMessages.noClients);
      // As a firm user does by hand: join the entity's conversation (staff who may read it can), then write.
      await joinConversation(db, ctx.actor, conversationId);
      const message = await sendMessage(
        { db, jobs: deps.jobs, realtime: deps.realtime, clock: deps.clock },
        ctx.actor,
        sendMessageSchema.parse({ conversation_id: conversationId, text: content.text }),
      );
      return { conversation_id: conversationId, message_id: message.id };
    });
    return sent ?? DONE_BEFORE;
  },
  async request_additional_items(deps, ctx, content, once) {
    const questionnaireId = ctx.questionnaireId;
    if (!questionnaireId) throw new AppError('validation_failed', workflowActionMessages.needsQuestionnaire);
    const items = content.items.map((text) => ({ text, question_type: 'text' as const }));
    const q = await onceIn(deps, once, (tx) =>
      addOpenItems(tx, ctx.actor, { questionnaire_id: questionnaireId, items }, deps.clock.now()),
    );
    // A draft is not the client's yet; after a crash, whoever was not told yet is told now.
    if (!q?.isDraft) await tellOfOpenItems(reminderDeps(deps), questionnaireId, once);
    return { questionnaire_id: questionnaireId, items: items.length };
  },
  async add_tag(deps, ctx, content) {
    const done = await bulkTags(deps.database.db, ctx.actor, 'entity', {
      ids: [ctx.companyId],
      names: [content.tag],
      remove: false,
      removeAll: false,
    });
    return { tags: done.tags.map((t) => t.name) };
  },
  async assign_firm_user(deps, ctx, content) {
    await updateSpecialRole(deps.database.db, ctx.actor, ctx.companyId, content.role, content.user_id);
    return { role: content.role, user_id: content.user_id };
  },
  async create_note(deps, ctx, content, once) {
    const notes = await onceIn(deps, once, (tx) =>
      addNote(tx as unknown as Db, ctx.actor, ctx.companyId, content.text),
    );
    return notes ? { note_id: notes.find((n) => n.text === content.text)?.id ?? null } : DONE_BEFORE;
  },
  async send_questionnaire(deps, ctx, content, once) {
    const now = deps.clock.now();
    const sent = await onceIn(deps, once, (tx) =>
      sendQuestionnaires(
        { db: tx as unknown as Db, jobs: deps.jobs, payments: deps.payments, config: deps.config },
        ctx.actor,
        sendQuestionnairesSchema.parse({
          kind: 'template',
          questionnaire_template_id: content.questionnaire_template_id,
          company_ids: [ctx.companyId],
          tax_year: defaultTaxYear(now),
          due_date: addDays(utcDay(now), content.days_until_due),
        }),
        now,
      ),
    );
    return sent ? { send_id: sent.send_id, message: sent.message } : DONE_BEFORE;
  },
};

/** Takes an action once under `once` (the run and step it belongs to), however often it is asked to. */
export function performAction<A extends WorkflowAction>(
  deps: ActionDeps,
  ctx: RunContext,
  action: A,
  content: WorkflowActionContent<A>,
  once: string,
): Promise<unknown> {
  return (performers[action] as Performers[A])(deps, ctx, content, once);
}

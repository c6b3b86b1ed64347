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
import { joinConversation, sendMessage } from '../conversations/index.ts';
import { addNote, ensureEntityConversation, updateSpecialRole } from '../entities/index.ts';
import { reminderDeps, sendOpenItems, sendQuestionnaires } from '../questionnaires/index.ts';
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
  [A in WorkflowAction]: (deps: ActionDeps, ctx: RunContext, content: WorkflowActionContent<A>) => Promise<unknown>;
};

/**
 * The portal actions a workflow may take. Each calls the owning feature's own service as the workflow's
 * owner, so the same permission checks, firm scoping, activity log and notifications apply as when that
 * person does it by hand.
 */
const performers: Performers = {
  async send_message(deps, ctx, content) {
    const db = deps.database.db;
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
  },
  async request_additional_items(deps, ctx, content) {
    if (!ctx.questionnaireId) throw new AppError('validation_failed', workflowActionMessages.needsQuestionnaire);
    const items = content.items.map((text) => ({ text, question_type: 'text' as const }));
    await sendOpenItems(
      reminderDeps(deps),
      ctx.actor,
      { questionnaire_id: ctx.questionnaireId, items },
      deps.clock.now(),
    );
    return { questionnaire_id: ctx.questionnaireId, items: items.length };
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
  async create_note(deps, ctx, content) {
    const notes = await addNote(deps.database.db, ctx.actor, ctx.companyId, content.text);
    return { note_id: notes.find((n) => n.text === content.text)?.id ?? null };
  },
  async send_questionnaire(deps, ctx, content) {
    const now = deps.clock.now();
    const sent = await sendQuestionnaires(
      { db: deps.database.db, jobs: deps.jobs, payments: deps.payments, config: deps.config },
      ctx.actor,
      sendQuestionnairesSchema.parse({
        kind: 'template',
        questionnaire_template_id: content.questionnaire_template_id,
        company_ids: [ctx.companyId],
        tax_year: defaultTaxYear(now),
        due_date: addDays(utcDay(now), content.days_until_due),
      }),
      now,
    );
    return { send_id: sent.send_id, message: sent.message };
  },
};

export function performAction<A extends WorkflowAction>(
  deps: ActionDeps,
  ctx: RunContext,
  action: A,
  content: WorkflowActionContent<A>,
): Promise<unknown> {
  return (performers[action] as Performers[A])(deps, ctx, content);
}

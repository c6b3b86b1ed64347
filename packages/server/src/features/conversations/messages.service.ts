import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  AppError,
  canUnsend,
  readFirmPreferences,
  isStaffOnlyPath,
  joinPath,
  isFutureTime,
  MESSAGE_TAGS,
  messageMessages,
  type Actor,
  type Message,
  type SendMessageInput,
} from '@portal/domain';
import { sendMessageSchema } from '@portal/domain';
import { documents, messages } from '../../db/schema/index.ts';
import { findFirm } from '../firm/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { richTextToPlain, sanitizeRichText } from '../../platform/rich-text/rich-text.ts';
import { readableConversation, writableConversation, type ConversationContext } from './conversation-access.ts';
import {
  afterDelivery,
  DELIVER_JOB,
  publishChange,
  queueClientNotice,
  recordDelivery,
  type DeliveryDeps,
} from './message-delivery.ts';
import { findMessage, messageFor } from './messages.repo.ts';

const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });

/** Sanitized rich text and its words; a message must have words (spec 000 §5). */
function cleanText(text: string) {
  const html = sanitizeRichText(text);
  const plain = richTextToPlain(html);
  if (!plain) throw invalid('text', messageMessages.enterMessage);
  return { html, plain };
}

/**
 * POST /api/conversations/send_message: now, or at a future scheduled_time; in the main timeline or
 * a thread. Auto-remind is for firm users waiting on a client.
 */
export async function sendMessage(deps: DeliveryDeps, actor: Actor, raw: SendMessageInput): Promise<Message> {
  const input = sendMessageSchema.parse(raw);
  const ctx = await writableConversation(deps.db, actor, input.conversation_id);
  // The firm's messaging preferences hold on the server too, not only in the screens.
  const prefs = readFirmPreferences((await findFirm(deps.db, actor.firmId))?.preferences);
  if (prefs.communication_disabled) throw new AppError('forbidden', messageMessages.communicationDisabled);
  const attachments = await checkedAttachments(deps.db, actor, ctx, input.attachment_ids);
  const { html, plain } = attachments.length && !input.text.trim() ? { html: '', plain: '' } : cleanText(input.text);
  const now = deps.clock.now();
  const scheduledTime = input.scheduled_time ? new Date(input.scheduled_time) : null;
  if (scheduledTime && !isFutureTime(scheduledTime, now)) throw invalid('scheduled_time', messageMessages.futureDate);
  const threadId = input.message_thread_id ?? null;
  if (threadId) {
    const root = await findMessage(deps.db, actor.firmId, threadId);
    if (!root || root.conversationId !== ctx.id || root.threadId !== null || root.deletedAt || !root.deliveredAt) {
      throw invalid('message_thread_id', 'This thread is no longer available');
    }
  }
  const message = await deps.db.transaction(async (tx) => {
    const [m] = await tx
      .insert(messages)
      .values({
        firmId: actor.firmId,
        conversationId: ctx.id,
        userId: actor.userId,
        threadId,
        text: html,
        plainText: plain,
        tag: prefs.message_tags_disabled ? 0 : MESSAGE_TAGS.indexOf(input.message_tag),
        hasReminder: actor.isAdvisor && input.has_reminder,
        attachments,
        scheduledTime,
        deliveredAt: scheduledTime ? null : now,
        createdAt: now,
      })
      .returning();
    // Its delivery job, or its clients' notice, is queued with it (the outbox, issue 36 §1).
    if (scheduledTime) await deps.jobs.sendWithin(tx, DELIVER_JOB, { messageId: m!.id }, { startAfter: scheduledTime });
    else {
      await recordDelivery(tx, m!, now);
      if (actor.isAdvisor) await queueClientNotice(tx, deps, m!);
    }
    return m!;
  });
  if (!scheduledTime) await afterDelivery(deps, message, actor.isAdvisor);
  return messageFor(deps.db, actor, ctx, message.id);
}

/**
 * Attachments are files of the conversation's entities, never STAFF ONLY ones; the web uploads them
 * to the entity's /Attachments folder first.
 */
async function checkedAttachments(db: DbOrTx, actor: Actor, ctx: ConversationContext, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.firmId, actor.firmId),
        inArray(documents.id, ids),
        inArray(
          documents.companyId,
          // A client's own view: only the active entities they see.
          ctx.companies.filter((c) => actor.isAdvisor || !c.inactive).map((c) => c.id),
        ),
        eq(documents.kind, 'file'),
        isNull(documents.deletedAt),
      ),
    );
  // Clients are in the conversation, so nothing STAFF ONLY can be sent there, by anyone.
  const usable = rows.filter((d) => !isStaffOnlyPath(joinPath(d.folderPath, d.name)));
  if (usable.length !== new Set(ids).size) throw invalid('attachment_ids', messageMessages.attachmentUnavailable);
  return usable.map((d) => ({ id: d.id, name: d.name, file_type: d.fileType }));
}

/** The caller's own message in a conversation they can write in. */
async function ownMessage(deps: DeliveryDeps, actor: Actor, messageId: number) {
  const message = await findMessage(deps.db, actor.firmId, messageId);
  if (!message) throw new AppError('not_found', 'Message not found');
  const ctx = await readableConversation(deps.db, actor, message.conversationId);
  if (message.userId !== actor.userId) throw new AppError('forbidden', messageMessages.notAuthor);
  if (message.deletedAt) throw new AppError('not_found', 'Message not found');
  return { message, ctx };
}

/** edit_message: new text for the author's message; sent ones are marked edited. */
export async function editMessage(deps: DeliveryDeps, actor: Actor, messageId: number, text: string) {
  const { message, ctx } = await ownMessage(deps, actor, messageId);
  await writableConversation(deps.db, actor, ctx.id);
  const { html, plain } = cleanText(text);
  await deps.db
    .update(messages)
    .set({ text: html, plainText: plain, isEdited: message.deliveredAt !== null })
    .where(eq(messages.id, message.id));
  await publishChange(deps, actor.firmId, ctx.id);
  return messageFor(deps.db, actor, ctx, message.id);
}

/** edit_scheduled_message: a new time, in the future, for a message not sent yet. */
export async function editScheduledTime(deps: DeliveryDeps, actor: Actor, messageId: number, isoTime: string) {
  const { message, ctx } = await ownMessage(deps, actor, messageId);
  if (message.deliveredAt) throw new AppError('conflict', messageMessages.notScheduled);
  const time = new Date(isoTime);
  if (!isFutureTime(time, deps.clock.now())) throw invalid('scheduled_time', messageMessages.futureDate);
  // The job queued for the old time finds the message not due and does nothing.
  await deps.db.transaction(async (tx) => {
    await tx.update(messages).set({ scheduledTime: time }).where(eq(messages.id, message.id));
    await deps.jobs.sendWithin(tx, DELIVER_JOB, { messageId: message.id }, { startAfter: time });
  });
  return messageFor(deps.db, actor, ctx, message.id);
}

/**
 * Unsend or delete (spec 000 §4): a message not sent yet, or sent less than 30 seconds ago, is taken
 * back entirely (no email or text goes out); after that it can only be deleted, and reads
 * 'This message was deleted'.
 */
export async function deleteMessage(deps: DeliveryDeps, actor: Actor, messageId: number) {
  const { message, ctx } = await ownMessage(deps, actor, messageId);
  const scheduled = message.deliveredAt === null;
  // Others' replies are theirs: a message that has any is deleted (it stays as the thread's start), not unsent.
  const [reply] = await deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.threadId, message.id))
    .limit(1);
  const unsend = !reply && canUnsend({ created_at: message.createdAt.toISOString(), scheduled }, deps.clock.now());
  if (unsend) {
    await deps.db.delete(messages).where(and(eq(messages.id, message.id), isNull(messages.deletedAt)));
  } else {
    await deps.db
      .update(messages)
      .set({ deletedAt: deps.clock.now(), text: '', plainText: '', hasReminder: false })
      .where(eq(messages.id, message.id));
  }
  await publishChange(deps, actor.firmId, ctx.id);
  return { unsent: unsend };
}

/** delete_scheduled_message: only for messages that are still waiting for their time. */
export async function deleteScheduledMessage(deps: DeliveryDeps, actor: Actor, messageId: number) {
  const { message } = await ownMessage(deps, actor, messageId);
  if (message.deliveredAt) throw new AppError('conflict', messageMessages.notScheduled);
  return deleteMessage(deps, actor, messageId);
}

import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGE_TAGS, messageMessages, type Actor, type Message } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { messages, messageUnseen, users } from '../../db/schema/index.ts';
import type { ConversationContext } from './conversation-access.ts';

export type MessageRow = typeof messages.$inferSelect;

/** Messages the caller may see: from when they joined (unless given the history); clients see sent ones and their own. */
export function visibleTo(actor: Actor, ctx: ConversationContext): SQL | undefined {
  return and(
    ctx.me?.visibleFrom ? gte(messages.createdAt, ctx.me.visibleFrom) : undefined,
    actor.isAdvisor ? undefined : or(isNotNull(messages.deliveredAt), eq(messages.userId, actor.userId)),
  );
}

const columns = {
  message: messages,
  fname: users.fname,
  lname: users.lname,
  isAdvisor: users.isAdvisor,
};

/** Adds the author, thread counts and the caller's unseen state, and shapes the API's Message. */
async function present(db: DbOrTx, actor: Actor, ctx: ConversationContext, rows: Awaited<ReturnType<typeof select>>) {
  const ids = rows.map((r) => r.message.id);
  if (ids.length === 0) return [];
  const rootIds = rows.filter((r) => r.message.threadId === null).map((r) => r.message.id);
  const [unseen, replies, unseenReplies] = await Promise.all([
    db
      .select({ id: messageUnseen.messageId, userId: messageUnseen.userId })
      .from(messageUnseen)
      .where(and(eq(messageUnseen.firmId, actor.firmId), inArray(messageUnseen.messageId, ids)))
      .orderBy(messageUnseen.userId),
    rootIds.length
      ? db
          .select({ threadId: messages.threadId, n: sql<number>`cast(count(*) as integer)` })
          .from(messages)
          .where(and(inArray(messages.threadId, rootIds), isNotNull(messages.deliveredAt), visibleTo(actor, ctx)))
          .groupBy(messages.threadId)
      : [],
    rootIds.length
      ? db
          .select({ threadId: messageUnseen.threadId, n: sql<number>`cast(count(*) as integer)` })
          .from(messageUnseen)
          .where(and(eq(messageUnseen.userId, actor.userId), inArray(messageUnseen.threadId, rootIds)))
          .groupBy(messageUnseen.threadId)
      : [],
  ]);
  const unseenIds = new Set(unseen.filter((u) => u.userId === actor.userId).map((u) => u.id));
  const unseenBy = new Map<number, number[]>();
  for (const u of unseen) unseenBy.set(u.id, [...(unseenBy.get(u.id) ?? []), u.userId]);
  const replyCount = new Map(replies.map((r) => [r.threadId, r.n]));
  const unseenReplyCount = new Map(unseenReplies.map((r) => [r.threadId, r.n]));
  return rows.map(({ message: m, fname, lname, isAdvisor }): Message => ({
    id: m.id,
    conversation_id: m.conversationId,
    text: m.deletedAt ? messageMessages.deleted : m.text,
    created_at: m.createdAt.toISOString(),
    user_id: m.userId,
    user_name: fname ? `${fname} ${lname}` : 'Former user',
    is_firm_user: isAdvisor ?? false,
    message_thread_id: m.threadId,
    reply_count: replyCount.get(m.id) ?? 0,
    unseen_replies: unseenReplyCount.get(m.id) ?? 0,
    scheduled: m.deliveredAt === null,
    scheduled_time: m.scheduledTime?.toISOString() ?? null,
    is_edited: m.isEdited,
    is_log: m.isLog,
    is_deleted: m.deletedAt !== null,
    has_reminder: m.hasReminder,
    tag: MESSAGE_TAGS[m.tag] ?? 'general',
    attachments: m.deletedAt ? [] : m.attachments,
    unseen: unseenIds.has(m.id),
    unseen_user_ids: unseenBy.get(m.id) ?? [],
  }));
}

function select(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number) {
  return db
    .select(columns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

export async function findMessage(db: DbOrTx, firmId: number, id: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.firmId, firmId), eq(messages.id, id)))
    .limit(1);
  return row;
}

/**
 * One page of the main timeline, oldest first: the latest `limit` sent messages, or those just before
 * or after a message. The caller's scheduled messages wait below the latest page.
 */
export async function messagePage(
  db: DbOrTx,
  actor: Actor,
  ctx: ConversationContext,
  page: { before?: number; after?: number; limit: number },
) {
  const base = and(
    eq(messages.conversationId, ctx.id),
    isNull(messages.threadId),
    isNotNull(messages.deliveredAt),
    visibleTo(actor, ctx),
  );
  const anchorId = page.before ?? page.after;
  const anchor = anchorId ? await findMessage(db, actor.firmId, anchorId) : undefined;
  const key = sql`(${messages.createdAt}, ${messages.id})`;
  let rows;
  let hasPrevious: boolean;
  let hasNext: boolean;
  if (anchor && page.after) {
    rows = await select(
      db,
      and(base, sql`${key} > (${anchor.createdAt.toISOString()}::timestamptz, ${anchor.id})`),
      [asc(messages.createdAt), asc(messages.id)],
      page.limit + 1,
    );
    hasNext = rows.length > page.limit;
    rows = rows.slice(0, page.limit);
    hasPrevious = true;
  } else {
    rows = await select(
      db,
      and(base, anchor ? sql`${key} < (${anchor.createdAt.toISOString()}::timestamptz, ${anchor.id})` : undefined),
      [desc(messages.createdAt), desc(messages.id)],
      page.limit + 1,
    );
    hasPrevious = rows.length > page.limit;
    rows = rows.slice(0, page.limit).reverse();
    hasNext = !!anchor;
  }
  if (!hasNext) {
    const pending = await select(
      db,
      and(
        eq(messages.conversationId, ctx.id),
        isNull(messages.threadId),
        isNull(messages.deliveredAt),
        isNull(messages.deletedAt),
        visibleTo(actor, ctx),
      ),
      [asc(messages.scheduledTime), asc(messages.id)],
      100,
    );
    rows = [...rows, ...pending];
  }
  const [firstUnseen] = await db
    .select({ id: sql<number>`min(${messageUnseen.messageId})` })
    .from(messageUnseen)
    .where(
      and(
        eq(messageUnseen.userId, actor.userId),
        eq(messageUnseen.conversationId, ctx.id),
        isNull(messageUnseen.threadId),
      ),
    );
  return {
    messages: await present(db, actor, ctx, rows),
    has_previous: hasPrevious,
    has_next: hasNext,
    first_unseen_id: firstUnseen?.id ? Number(firstUnseen.id) : null,
  };
}

/** A thread: its first message and every reply, oldest first (threads stay short). */
export async function threadMessages(db: DbOrTx, actor: Actor, ctx: ConversationContext, rootId: number) {
  const rows = await select(
    db,
    and(
      eq(messages.conversationId, ctx.id),
      or(eq(messages.id, rootId), eq(messages.threadId, rootId)),
      visibleTo(actor, ctx),
    ),
    [asc(messages.createdAt), asc(messages.id)],
    1000,
  );
  return present(db, actor, ctx, rows);
}

/** Every sent message of a conversation in a time range, oldest first, for export. */
export function exportRows(db: DbOrTx, actor: Actor, ctx: ConversationContext, from: Date | null) {
  return select(
    db,
    and(
      eq(messages.conversationId, ctx.id),
      isNotNull(messages.deliveredAt),
      isNull(messages.deletedAt),
      visibleTo(actor, ctx),
      from ? gte(messages.createdAt, from) : undefined,
    ),
    [asc(messages.createdAt), asc(messages.id)],
    100_000,
  );
}

/** One message as the caller sees it. */
export async function messageFor(db: DbOrTx, actor: Actor, ctx: ConversationContext, id: number): Promise<Message> {
  const rows = await select(db, and(eq(messages.id, id), eq(messages.conversationId, ctx.id)), [asc(messages.id)], 1);
  const [message] = await present(db, actor, ctx, rows);
  return message!;
}

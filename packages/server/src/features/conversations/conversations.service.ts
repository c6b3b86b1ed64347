import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  AppError,
  assertCan,
  can,
  messageMessages,
  type Actor,
  type ConversationSummary,
  userPreferencesSchema,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fromTheEnd, listTotal } from '../../db/list-total.ts';
import { conversationParticipants, conversations, messages, messageUnseen, users } from '../../db/schema/index.ts';
import { ensureEntityConversation, visibleEntity } from '../entities/index.ts';
import { readableConversation, type ConversationContext } from './conversation-access.ts';
import { companiesOf, participantsOf } from './participants.repo.ts';

type ListQuery = { page: number; per_page: number; search: string; unread_only: boolean; company_id?: number };

/** Which conversations the caller may list (the same rules as readableConversation, as SQL). */
function scopeOf(actor: Actor): SQL {
  const mine = sql`exists (select 1 from conversation_participants p where p.conversation_id = ${conversations.id} and p.user_id = ${actor.userId})`;
  const liveCompany = (extra: SQL) =>
    sql`exists (select 1 from conversation_companies cc join companies c on c.id = cc.company_id left join users u on u.id = c.user_id where cc.conversation_id = ${conversations.id} and c.deleted_at is null ${extra})`;
  if (!actor.isAdvisor) return sql`(${mine} and ${liveCompany(sql`and not c.inactive`)})`;
  const group =
    actor.firmAccess === 'group'
      ? sql`(${mine} or ${liveCompany(sql`and u.group_id = ${actor.groupId ?? -1}`)})`
      : sql`true`;
  const archivedAllowed = can(actor, 'conversations.read_archived') ? sql`true` : liveCompany(sql``);
  return sql`(${group} and ${archivedAllowed})`;
}

/** GET /api/v2/conversations: newest activity first, with filters (spec 000 §2 Messages). */
export async function listConversations(db: DbOrTx, actor: Actor, q: ListQuery) {
  const pattern = `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const where = and(
    eq(conversations.firmId, actor.firmId),
    scopeOf(actor),
    q.company_id
      ? sql`exists (select 1 from conversation_companies cc where cc.conversation_id = ${conversations.id} and cc.company_id = ${q.company_id})`
      : undefined,
    q.unread_only
      ? sql`exists (select 1 from message_unseen mu where mu.conversation_id = ${conversations.id} and mu.user_id = ${actor.userId})`
      : undefined,
    q.search
      ? // Matching names first (trigram indexes on people and entity names), then their conversations.
        sql`${conversations.id} in (
            select p.conversation_id from conversation_participants p join users u on u.id = p.user_id
            where u.firm_id = ${actor.firmId} and (u.fname || ' ' || u.lname) ilike ${pattern}
            union
            select cc.conversation_id from conversation_companies cc join companies c on c.id = cc.company_id
            where c.firm_id = ${actor.firmId} and c.name ilike ${pattern})`
      : undefined,
  );
  // The total as the other lists count it (list-total.ts): exact up to 1,000, past that once per filter.
  const count = (limit?: number) => {
    const matching = db
      .select({ one: sql`1` })
      .from(conversations)
      .where(where);
    return db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from((limit === undefined ? matching : matching.limit(limit)).as('matching'))
      .then(([row]) => row?.n ?? 0);
  };
  const [total, [unseen]] = await Promise.all([
    listTotal(
      `conversations:${actor.firmId}:${actor.userId}:${JSON.stringify([actor.firmAccess, actor.groupId, q.search, q.unread_only, q.company_id])}`,
      count,
      () => count(),
    ),
    db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(messageUnseen)
      .where(and(eq(messageUnseen.firmId, actor.firmId), eq(messageUnseen.userId, actor.userId))),
  ]);
  // A page past the middle of a big list is read from its end: the exact reverse order, then turned round.
  const reversed = fromTheEnd(total, q.page * q.per_page, q.per_page);
  const page = await db
    .select({ id: conversations.id, lastMessageAt: conversations.lastMessageAt })
    .from(conversations)
    .where(where)
    .orderBy(
      ...(reversed
        ? [sql`${conversations.lastMessageAt} asc nulls first`, asc(conversations.id)]
        : [sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id)]),
    )
    .limit(reversed ? reversed.limit : q.per_page)
    .offset(reversed ? reversed.offset : q.page * q.per_page);
  const rows = reversed ? page.reverse() : page;
  return {
    conversations: await summaries(db, actor, rows),
    total: total.total,
    total_is_estimate: total.estimate,
    unseen_total: unseen?.n ?? 0,
  };
}

/** Each conversation's latest sent message, read backwards along its index (one row per conversation). */
async function lastMessages(db: DbOrTx, ids: number[]) {
  const rows = await db.execute<{
    conversation_id: number;
    plain_text: string;
    created_at: string | Date;
    deleted_at: string | Date | null;
    fname: string | null;
    lname: string | null;
    unseen_user_ids: (number | string)[] | null;
  }>(sql`
    select c.id as conversation_id, m.plain_text, m.created_at, m.deleted_at, u.fname, u.lname,
      array(select mu.user_id from message_unseen mu where mu.message_id = m.id order by mu.user_id) as unseen_user_ids
    from unnest(${`{${ids.join(',')}}`}::int[]) as c(id)
    cross join lateral (
      select id, plain_text, created_at, deleted_at, user_id from messages
      where conversation_id = c.id and thread_id is null and delivered_at is not null
      order by created_at desc, id desc limit 1
    ) m
    left join users u on u.id = m.user_id`);
  return rows.rows.map((r) => ({
    conversationId: Number(r.conversation_id),
    plainText: r.plain_text,
    createdAt: new Date(r.created_at),
    deletedAt: r.deleted_at ? new Date(r.deleted_at) : null,
    fname: r.fname,
    lname: r.lname,
    unseenUserIds: (r.unseen_user_ids ?? []).map(Number),
  }));
}

/** The list's view of some conversations: people, entities, last message and the caller's unseen count. */
export async function summaries(
  db: DbOrTx,
  actor: Actor,
  rows: { id: number; lastMessageAt: Date | null }[],
  loaded?: Pick<ConversationContext, 'participants' | 'companies'>,
): Promise<ConversationSummary[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [people, companies, last, unseen] = await Promise.all([
    loaded?.participants ?? participantsOf(db, actor.firmId, ids),
    loaded?.companies ?? companiesOf(db, actor.firmId, ids),
    lastMessages(db, ids),
    db
      .select({ conversationId: messageUnseen.conversationId, n: sql<number>`cast(count(*) as integer)` })
      .from(messageUnseen)
      .where(and(eq(messageUnseen.userId, actor.userId), inArray(messageUnseen.conversationId, ids)))
      .groupBy(messageUnseen.conversationId),
  ]);
  const unseenBy = new Map(unseen.map((u) => [u.conversationId, u.n]));
  return rows.map((row) => {
    const ps = people.filter((p) => p.conversationId === row.id);
    const cs = companies.filter((c) => c.conversationId === row.id);
    const me = ps.find((p) => p.userId === actor.userId);
    const advisors = ps.filter((p) => p.isAdvisor);
    const away = advisors
      .map((p) => userPreferencesSchema.parse(p.preferences ?? {}))
      .find((prefs) => prefs.out_of_office);
    const clients = ps.filter((p) => !p.isAdvisor);
    const latest = last.find((m) => m.conversationId === row.id);
    // A participant who joined without the history does not even see its preview.
    const shown = latest && (!me?.visibleFrom || latest.createdAt >= me.visibleFrom) ? latest : undefined;
    const visibleCompanies = actor.isAdvisor ? cs : cs.filter((c) => !c.inactive);
    return {
      id: row.id,
      advisor_ids: advisors.map((p) => p.userId),
      advisor_names: advisors.map((p) => `${p.fname} ${p.lname}`),
      user_ids: clients.map((p) => p.userId),
      client_names: clients.map((p) => `${p.fname} ${p.lname}`),
      unseen_messages: unseenBy.get(row.id) ?? 0,
      last_message: shown
        ? {
            text: shown.deletedAt ? messageMessages.deleted : shown.plainText,
            created_at: shown.createdAt.toISOString(),
            user_name: shown.fname ? `${shown.fname} ${shown.lname}` : 'Former user',
            unseen_user_ids: shown.unseenUserIds,
          }
        : null,
      last_message_at: row.lastMessageAt?.toISOString() ?? null,
      relevant_company_ids: visibleCompanies.map((c) => c.id),
      relevant_company_hash_id: visibleCompanies[0]?.hashId ?? null,
      relevant_company_names: visibleCompanies.map((c) => c.name),
      archived: cs.length === 0,
      is_participant: !!me,
      read_only: cs.length === 0 || actor.readonly || cs.some((c) => c.readonlyAccess),
      advisor_out_of_office: !!away,
      advisor_out_of_office_message: away?.out_of_office_message ?? null,
    };
  });
}

export async function summaryOf(db: DbOrTx, actor: Actor, ctx: ConversationContext) {
  const [summary] = await summaries(db, actor, [{ id: ctx.id, lastMessageAt: ctx.lastMessageAt }], ctx);
  return summary!;
}

/**
 * The conversations about one entity (company_conversations for staff, get_client_conversation for its
 * owners). The entity's conversation is created on first need, so older entities get one too.
 */
export async function entityConversations(db: Db, actor: Actor, where: { id: number } | { hashId: string }) {
  const { company } = await visibleEntity(db, actor, where);
  await db.transaction((tx) => ensureEntityConversation(tx, actor.firmId, company.id));
  return listConversations(db, actor, {
    page: 0,
    per_page: 50,
    search: '',
    unread_only: false,
    company_id: company.id,
  });
}

/** update_conversation_as_seen: the caller has seen the main timeline. */
export async function markConversationSeen(db: DbOrTx, actor: Actor, conversationId: number) {
  await readableConversation(db, actor, conversationId);
  await db
    .delete(messageUnseen)
    .where(
      and(
        eq(messageUnseen.userId, actor.userId),
        eq(messageUnseen.conversationId, conversationId),
        isNull(messageUnseen.threadId),
      ),
    );
}

/** update_thread_as_seen: the caller has seen a thread's replies. */
export async function markThreadSeen(db: DbOrTx, actor: Actor, threadId: number) {
  const [root] = await db
    .select({ conversationId: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.firmId, actor.firmId), eq(messages.id, threadId)))
    .limit(1);
  if (!root) throw new AppError('not_found', 'Message not found');
  await readableConversation(db, actor, root.conversationId);
  await db
    .delete(messageUnseen)
    .where(and(eq(messageUnseen.userId, actor.userId), eq(messageUnseen.threadId, threadId)));
}

/** mark_as_unseen: the latest message becomes unseen for the caller again (spec 000 §4). */
export async function markConversationUnseen(db: DbOrTx, actor: Actor, conversationId: number) {
  const ctx = await readableConversation(db, actor, conversationId);
  if (!ctx.me) throw new AppError('forbidden', messageMessages.notInConversation);
  const [latest] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, ctx.id), isNull(messages.threadId), isNotNull(messages.deliveredAt)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  if (!latest) return;
  await db
    .insert(messageUnseen)
    .values({
      firmId: actor.firmId,
      messageId: latest.id,
      userId: actor.userId,
      conversationId: ctx.id,
      threadId: null,
    })
    .onConflictDoNothing();
}

/**
 * update_conversation {id, advisor_ids}: the firm users taking part (partner or full users only, at
 * least one participant, staff who may serve the conversation's entities).
 */
export async function updateConversationAdvisors(db: Db, actor: Actor, id: number, advisorIds: number[]) {
  const ctx = await readableConversation(db, actor, id);
  assertCan(actor, 'conversations.manage_participants');
  const unique = [...new Set(advisorIds)];
  if (unique.length === 0) {
    throw new AppError('validation_failed', messageMessages.participantRequired, {
      advisor_ids: messageMessages.participantRequired,
    });
  }
  await assertStaffOf(db, actor, ctx, unique);
  await db.transaction(async (tx) => {
    await tx
      .delete(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, id), eq(conversationParticipants.isAdvisor, true)));
    await tx
      .insert(conversationParticipants)
      .values(unique.map((userId) => ({ firmId: actor.firmId, conversationId: id, userId, isAdvisor: true })));
  });
}

/** Add yourself: staff who may read a conversation can join it. */
export async function joinConversation(db: DbOrTx, actor: Actor, id: number) {
  assertCan(actor, 'staff.any');
  const ctx = await readableConversation(db, actor, id);
  if (ctx.archived) throw new AppError('forbidden', messageMessages.archived);
  await db
    .insert(conversationParticipants)
    .values({ firmId: actor.firmId, conversationId: id, userId: actor.userId, isAdvisor: true })
    .onConflictDoNothing();
}

async function assertStaffOf(db: DbOrTx, actor: Actor, ctx: ConversationContext, ids: number[]) {
  const staff = await db
    .select({ id: users.id, groupId: users.groupId })
    .from(users)
    .where(
      and(eq(users.firmId, actor.firmId), inArray(users.id, ids), eq(users.isAdvisor, true), isNull(users.deletedAt)),
    );
  const groups = ctx.companies.map((c) => c.contactGroupId).filter((g): g is number => g !== null);
  const serves = (g: number | null) => g === null || groups.length === 0 || groups.includes(g);
  if (staff.length !== ids.length || staff.some((s) => !serves(s.groupId))) {
    throw new AppError('validation_failed', 'Choose firm users who may see this conversation', {
      advisor_ids: 'Choose firm users who may see this conversation',
    });
  }
}

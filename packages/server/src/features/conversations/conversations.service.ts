import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  AppError,
  assertCan,
  messageMessages,
  type Actor,
  type ConversationSummary,
  userPreferencesSchema,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { readCountedList } from '../../db/list-query.ts';
import { EXACT_TOTAL_LIMIT } from '../../db/list-total.ts';
import { conversationParticipants, messages, messageUnseen, users } from '../../db/schema/index.ts';
import { ensureEntityConversation, visibleEntity } from '../entities/index.ts';
import { readableConversation, type ConversationContext } from './conversation-access.ts';
import { listPage, type ListedConversation, type ListQuery } from './conversations-list.repo.ts';

/**
 * GET /api/v2/conversations: newest activity first, with filters (spec 000 §2 Messages). One statement per page
 * (conversations-list.repo.ts): the total is kept as the other lists keep it (list-total.ts), and when it has to
 * be counted the first pages come in the same statement as the count (readCountedList).
 */
export async function listConversations(db: Db, actor: Actor, q: ListQuery) {
  const offset = q.page * q.per_page;
  const { page, total } = await readCountedList(db, {
    totalKey: `conversations:${actor.firmId}:${actor.userId}:${JSON.stringify([actor.firmAccess, actor.groupId, q.search, q.unread_only, q.company_id])}`,
    offset,
    perPage: q.per_page,
    // Any page within the counted rows is read forwards with them.
    countedWithin: EXACT_TOTAL_LIMIT + 1,
    counted: async (upTo) => {
      const run = await listPage(db, actor, q, {
        reversed: false,
        countUpTo: upTo,
        limit: q.per_page,
        offset,
      });
      return { page: run, upTo: run.total ?? 0 };
    },
    count: async (limit) =>
      (await listPage(db, actor, q, { reversed: false, countUpTo: limit ?? null, limit: 0, offset: 0 })).total ?? 0,
    // A page past the middle of a big list is read from its end: the exact reverse order (turned round in SQL).
    page: (window) => listPage(db, actor, q, window),
  });
  return {
    conversations: page.rows.map((row) => summaryOfListed(actor, row)),
    total: total.total,
    total_is_estimate: total.estimate,
    unseen_total: page.unseen_total,
  };
}

/** What a summary is made of, however it was read. */
interface SummaryParts {
  id: number;
  lastMessageAt: Date | null;
  people: {
    userId: number;
    isAdvisor: boolean;
    visibleFrom: Date | null;
    fname: string;
    lname: string;
    preferences: unknown;
  }[];
  companies: { id: number; hashId: string; name: string; inactive: boolean; readonlyAccess: boolean }[];
  latest?: {
    plainText: string;
    createdAt: Date;
    deleted: boolean;
    fname: string | null;
    lname: string | null;
    unseenUserIds: number[];
  };
  unseen: number;
}

const dateOrNull = (d: string | null) => (d === null ? null : new Date(d));

/** A row of the list statement (its people, entities and latest message as JSON) as a summary. */
function summaryOfListed(actor: Actor, row: ListedConversation): ConversationSummary {
  return toSummary(actor, {
    id: row.id,
    lastMessageAt: dateOrNull(row.at),
    people: row.people.map((p) => ({
      userId: p.id,
      isAdvisor: p.advisor,
      visibleFrom: dateOrNull(p.from),
      fname: p.fname,
      lname: p.lname,
      preferences: p.prefs,
    })),
    companies: row.companies.map((c) => ({
      id: c.id,
      hashId: c.hash_id,
      name: c.name,
      inactive: c.inactive,
      readonlyAccess: c.readonly,
    })),
    latest: row.last
      ? {
          plainText: row.last.text,
          createdAt: new Date(row.last.at),
          deleted: row.last.deleted,
          fname: row.last.fname,
          lname: row.last.lname,
          unseenUserIds: row.last.unseen,
        }
      : undefined,
    unseen: Number(row.unseen),
  });
}

function toSummary(actor: Actor, parts: SummaryParts): ConversationSummary {
  const { people: ps, companies: cs } = parts;
  const me = ps.find((p) => p.userId === actor.userId);
  const advisors = ps.filter((p) => p.isAdvisor);
  // Only an advisor away has preferences worth reading: parsing every advisor's on every row of a list was a
  // measurable share of a made conversations page (issue 39).
  const awayAdvisor = advisors.find(
    (p) => (p.preferences as { out_of_office?: unknown } | null | undefined)?.out_of_office === true,
  );
  const away = awayAdvisor ? userPreferencesSchema.parse(awayAdvisor.preferences) : undefined;
  const clients = ps.filter((p) => !p.isAdvisor);
  const latest = parts.latest;
  // A participant who joined without the history does not even see its preview.
  const shown = latest && (!me?.visibleFrom || latest.createdAt >= me.visibleFrom) ? latest : undefined;
  const visibleCompanies = actor.isAdvisor ? cs : cs.filter((c) => !c.inactive);
  return {
    id: parts.id,
    advisor_ids: advisors.map((p) => p.userId),
    advisor_names: advisors.map((p) => `${p.fname} ${p.lname}`),
    user_ids: clients.map((p) => p.userId),
    client_names: clients.map((p) => `${p.fname} ${p.lname}`),
    unseen_messages: parts.unseen,
    last_message: shown
      ? {
          text: shown.deleted ? messageMessages.deleted : shown.plainText,
          created_at: shown.createdAt.toISOString(),
          user_name: shown.fname ? `${shown.fname} ${shown.lname}` : 'Former user',
          unseen_user_ids: shown.unseenUserIds,
        }
      : null,
    last_message_at: parts.lastMessageAt?.toISOString() ?? null,
    last_message_datetime: parts.lastMessageAt?.toISOString() ?? null,
    relevant_company_ids: visibleCompanies.map((c) => c.id),
    relevant_company_hash_id: visibleCompanies[0]?.hashId ?? null,
    relevant_company_names: visibleCompanies.map((c) => c.name),
    archived: cs.length === 0,
    is_participant: !!me,
    read_only: cs.length === 0 || actor.readonly || cs.some((c) => c.readonlyAccess),
    advisor_out_of_office: !!away,
    advisor_out_of_office_message: away?.out_of_office_message ?? null,
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
    deleted: !!r.deleted_at,
    fname: r.fname,
    lname: r.lname,
    unseenUserIds: (r.unseen_user_ids ?? []).map(Number),
  }));
}

/** The view of one conversation whose people and entities were loaded: its last message and the caller's unseen count. */
async function detailSummary(
  db: DbOrTx,
  actor: Actor,
  row: { id: number; lastMessageAt: Date | null },
  loaded: Pick<ConversationContext, 'participants' | 'companies'>,
): Promise<ConversationSummary> {
  const [last, unseen] = await Promise.all([
    lastMessages(db, [row.id]),
    db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(messageUnseen)
      .where(and(eq(messageUnseen.userId, actor.userId), eq(messageUnseen.conversationId, row.id))),
  ]);
  return toSummary(actor, {
    id: row.id,
    lastMessageAt: row.lastMessageAt,
    people: loaded.participants.filter((p) => p.conversationId === row.id),
    companies: loaded.companies.filter((c) => c.conversationId === row.id),
    latest: last[0],
    unseen: unseen[0]?.n ?? 0,
  });
}

export async function summaryOf(db: DbOrTx, actor: Actor, ctx: ConversationContext) {
  return detailSummary(db, actor, { id: ctx.id, lastMessageAt: ctx.lastMessageAt }, ctx);
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

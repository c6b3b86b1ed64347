import { and, eq } from 'drizzle-orm';
import { AppError, can, messageMessages, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';
import { companiesOf, participantsOf, type ConversationCompany, type Participant } from './participants.repo.ts';

export interface ConversationContext {
  id: number;
  lastMessageAt: Date | null;
  participants: Participant[];
  companies: ConversationCompany[];
  /** The caller's own participation, if any. */
  me: Participant | undefined;
  archived: boolean;
  /** Sending is closed: archived, or a read-only user or entity (spec 000 §5). */
  readOnly: boolean;
}

export const conversationNotFound = () => new AppError('not_found', 'Conversation not found');

/** Whether staff may read a conversation: group-limited users only about their group's entities. */
export function staffMayRead(actor: Actor, ctx: Pick<ConversationContext, 'me' | 'companies'>): boolean {
  if (ctx.me) return true;
  if (actor.firmAccess !== 'group') return true;
  return ctx.companies.some((c) => actor.groupId !== null && c.contactGroupId === actor.groupId);
}

/**
 * A conversation the caller may read (spec 000 §4, §6). Another firm's, or a client's that is not
 * theirs or has no active entity, is 404; an archived one is for admins only (403).
 */
export async function readableConversation(db: DbOrTx, actor: Actor, id: number): Promise<ConversationContext> {
  const [row] = await db
    .select({ id: conversations.id, lastMessageAt: conversations.lastMessageAt })
    .from(conversations)
    .where(and(eq(conversations.firmId, actor.firmId), eq(conversations.id, id)))
    .limit(1);
  if (!row) throw conversationNotFound();
  const [participants, companies] = await Promise.all([
    participantsOf(db, actor.firmId, [id]),
    companiesOf(db, actor.firmId, [id]),
  ]);
  const me = participants.find((p) => p.userId === actor.userId);
  const archived = companies.length === 0;
  if (actor.isAdvisor) {
    if (!staffMayRead(actor, { me, companies })) throw conversationNotFound();
    if (archived && !can(actor, 'conversations.read_archived')) {
      throw new AppError('forbidden', messageMessages.archived);
    }
  } else if (!me || !companies.some((c) => !c.inactive)) {
    throw conversationNotFound();
  }
  const readOnly = archived || actor.readonly || companies.some((c) => c.readonlyAccess);
  return { id, lastMessageAt: row.lastMessageAt, participants, companies, me, archived, readOnly };
}

/** A conversation the caller may write in: readable, open, and the caller takes part. */
export async function writableConversation(db: DbOrTx, actor: Actor, id: number): Promise<ConversationContext> {
  const ctx = await readableConversation(db, actor, id);
  if (ctx.archived) throw new AppError('forbidden', messageMessages.archived);
  if (ctx.readOnly) throw new AppError('forbidden', messageMessages.readOnly);
  if (!ctx.me) throw new AppError('forbidden', messageMessages.notInConversation);
  return ctx;
}

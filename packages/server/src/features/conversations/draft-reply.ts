import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { AppError, assertCan, messageMessages, type Actor } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { messages, users } from '../../db/schema/index.ts';
import type { ReplyDrafter } from '../../platform/ai/reply-drafter.ts';
import { findFirm } from '../firm/index.ts';
import { readableConversation } from './conversation-access.ts';
import { visibleTo } from './messages.repo.ts';

export const AI_NOT_CONFIGURED = messageMessages.aiNotConfigured;
/** How much of the conversation the draft is built from. */
const TURNS = 20;

/** generate_response: a draft reply from the conversation's latest messages, for the firm user to edit. */
export async function draftReply(deps: { db: Db; ai: ReplyDrafter | null }, actor: Actor, conversationId: number) {
  assertCan(actor, 'staff.any');
  const ctx = await readableConversation(deps.db, actor, conversationId);
  if (!deps.ai) throw new AppError('unavailable', AI_NOT_CONFIGURED);
  const rows = await deps.db
    .select({ text: messages.plainText, fname: users.fname, lname: users.lname, isAdvisor: users.isAdvisor })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .where(
      and(
        eq(messages.conversationId, ctx.id),
        isNotNull(messages.deliveredAt),
        isNull(messages.deletedAt),
        visibleTo(actor, ctx),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(TURNS);
  const [me, firm] = await Promise.all([
    deps.db.select({ fname: users.fname, lname: users.lname }).from(users).where(eq(users.id, actor.userId)),
    findFirm(deps.db, actor.firmId),
  ]);
  try {
    const text = await deps.ai.draft({
      firmName: firm?.name ?? 'the firm',
      advisorName: me[0] ? `${me[0].fname} ${me[0].lname}` : 'the firm',
      turns: rows.reverse().map((r) => ({
        fromFirm: r.isAdvisor ?? true,
        author: r.fname ? `${r.fname} ${r.lname}` : 'Former user',
        text: r.text,
      })),
    });
    return { message: text };
  } catch {
    throw new AppError('unavailable', messageMessages.generateFailed);
  }
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { companies, conversations, messages, messageUnseen } from '../schema/index.ts';
import { participantsOf } from '../../features/conversations/participants.repo.ts';
import { ensureEntityConversation } from '../../features/entities/entity-conversation.repo.ts';
import { richTextToPlain, sanitizeRichText } from '../../platform/rich-text/rich-text.ts';

const EXCHANGE: Array<{ fromFirm: boolean; text: string }> = [
  { fromFirm: true, text: 'Hi! Tax season is here. Could you upload your W-2s and 1099s when you have them?' },
  { fromFirm: false, text: 'Sure, I will send them this week. Do you also need the mortgage statement?' },
  { fromFirm: true, text: 'Yes please, the Form 1098 from your lender. Thank you!' },
];

/**
 * Every demo entity gets its conversation; the first `withMessages` get a short exchange that ends
 * with an unread firm message, so the client's inbox and the firm's list both have something in them.
 */
export async function seedDemoConversations(tx: DbOrTx, firmId: number, withMessages: number) {
  const all = await tx.select({ id: companies.id }).from(companies).where(eq(companies.firmId, firmId));
  let seeded = 0;
  const start = Date.now() - 3 * 24 * 3600_000;
  for (const { id } of all.sort((a, b) => a.id - b.id)) {
    const conversationId = await ensureEntityConversation(tx, firmId, id);
    if (!conversationId || seeded >= withMessages) continue;
    const people = await participantsOf(tx, firmId, [conversationId]);
    const advisor = people.find((p) => p.isAdvisor);
    const client = people.find((p) => !p.isAdvisor);
    if (!advisor || !client) continue;
    seeded++;
    let last: { id: number; createdAt: Date } | undefined;
    for (const [i, line] of EXCHANGE.entries()) {
      const at = new Date(start + i * 3600_000);
      const html = sanitizeRichText(line.text);
      const [m] = await tx
        .insert(messages)
        .values({
          firmId,
          conversationId,
          userId: line.fromFirm ? advisor.userId : client.userId,
          text: html,
          plainText: richTextToPlain(html),
          deliveredAt: at,
          createdAt: at,
        })
        .returning({ id: messages.id, createdAt: messages.createdAt });
      last = m!;
    }
    await tx
      .insert(messageUnseen)
      .values({ firmId, messageId: last!.id, userId: client.userId, conversationId, threadId: null });
    await tx.update(conversations).set({ lastMessageAt: last!.createdAt }).where(eq(conversations.id, conversationId));
  }
  return seeded;
}

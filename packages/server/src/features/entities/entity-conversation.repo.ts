import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  companyOwners,
  conversationCompanies,
  conversationParticipants,
  conversations,
  users,
} from '../../db/schema/index.ts';

// An entity's conversation comes and goes with its owners, so entities keep it; conversations only reads it.

/** The conversation about an entity (its relevant_conversation_id), or null when it has none yet. */
export async function entityConversationId(db: DbOrTx, firmId: number, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: conversationCompanies.conversationId })
    .from(conversationCompanies)
    .where(and(eq(conversationCompanies.firmId, firmId), eq(conversationCompanies.companyId, companyId)))
    .orderBy(conversationCompanies.conversationId)
    .limit(1);
  return row?.id ?? null;
}

/**
 * The entity's conversation, created on first need: its owners take part as clients with the whole
 * history, and the primary contact's assigned firm user as the advisor. Null when it has no owners.
 */
export async function ensureEntityConversation(db: DbOrTx, firmId: number, companyId: number): Promise<number | null> {
  const existing = await entityConversationId(db, firmId, companyId);
  if (existing) return existing;
  const owners = await db
    .select({ id: users.id, assignedAdvisorId: users.assignedAdvisorId, isPrimary: eq(companies.userId, users.id) })
    .from(companyOwners)
    .innerJoin(users, eq(users.id, companyOwners.userId))
    .innerJoin(companies, eq(companies.id, companyOwners.companyId))
    .where(and(eq(companyOwners.firmId, firmId), eq(companyOwners.companyId, companyId), isNull(users.deletedAt)));
  if (owners.length === 0) return null;
  const primary = owners.find((o) => o.isPrimary) ?? owners[0]!;
  const advisorId = primary.assignedAdvisorId && primary.assignedAdvisorId > 0 ? primary.assignedAdvisorId : null;
  const [conversation] = await db.insert(conversations).values({ firmId }).returning({ id: conversations.id });
  const id = conversation!.id;
  await db.insert(conversationCompanies).values({ firmId, conversationId: id, companyId });
  await db
    .insert(conversationParticipants)
    .values([
      ...owners.map((o) => ({ firmId, conversationId: id, userId: o.id, isAdvisor: false })),
      ...(advisorId ? [{ firmId, conversationId: id, userId: advisorId, isAdvisor: true }] : []),
    ])
    .onConflictDoNothing();
  return id;
}

/**
 * Keeps the entity conversation's clients equal to its owners (update owners, add owner). A new owner
 * sees the earlier messages only when they were copied or transferred to them; removed owners leave.
 */
export async function syncConversationOwners(
  db: DbOrTx,
  firmId: number,
  companyId: number,
  opts: { withHistory: boolean },
) {
  const conversationId = await entityConversationId(db, firmId, companyId);
  if (!conversationId) {
    await ensureEntityConversation(db, firmId, companyId);
    return;
  }
  const owners = await db
    .select({ userId: companyOwners.userId })
    .from(companyOwners)
    .where(and(eq(companyOwners.firmId, firmId), eq(companyOwners.companyId, companyId)));
  const ownerIds = owners.map((o) => o.userId);
  // Without the history, a new owner's view starts just after the latest message.
  const [conversation] = await db
    .select({ lastMessageAt: conversations.lastMessageAt })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const last = conversation?.lastMessageAt;
  const visibleFrom = opts.withHistory || !last ? null : new Date(last.getTime() + 1);
  const clientsOnly = and(
    eq(conversationParticipants.conversationId, conversationId),
    eq(conversationParticipants.isAdvisor, false),
  );
  await db
    .delete(conversationParticipants)
    .where(ownerIds.length ? and(clientsOnly, notInArray(conversationParticipants.userId, ownerIds)) : clientsOnly);
  if (ownerIds.length) {
    await db
      .insert(conversationParticipants)
      .values(
        ownerIds.map((userId) => ({
          firmId,
          conversationId,
          userId,
          isAdvisor: false,
          visibleFrom,
        })),
      )
      .onConflictDoNothing();
  }
}

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  companyOwners,
  conversationCompanies,
  conversationParticipants,
  users,
} from '../../db/schema/index.ts';

/** The participants of some conversations, with their names, in the order they joined. */
export function participantsOf(db: DbOrTx, firmId: number, conversationIds: number[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      conversationId: conversationParticipants.conversationId,
      userId: conversationParticipants.userId,
      isAdvisor: conversationParticipants.isAdvisor,
      visibleFrom: conversationParticipants.visibleFrom,
      fname: users.fname,
      lname: users.lname,
      email: users.email,
      phoneNumber: users.phoneNumber,
      preferredContactMethod: users.preferredContactMethod,
      preferences: users.preferences,
      readonlyAccess: users.readonlyAccess,
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(
      and(
        eq(conversationParticipants.firmId, firmId),
        inArray(conversationParticipants.conversationId, conversationIds),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(conversationParticipants.createdAt, conversationParticipants.userId);
}
export type Participant = Awaited<ReturnType<typeof participantsOf>>[number];

/** The entities of some conversations that are not deleted (a conversation without any is archived). */
export function companiesOf(db: DbOrTx, firmId: number, conversationIds: number[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      conversationId: conversationCompanies.conversationId,
      id: companies.id,
      hashId: companies.hashId,
      name: companies.name,
      inactive: companies.inactive,
      readonlyAccess: companies.readonlyAccess,
      contactUserId: companies.userId,
      contactGroupId: users.groupId,
    })
    .from(conversationCompanies)
    .innerJoin(companies, eq(companies.id, conversationCompanies.companyId))
    .leftJoin(users, eq(users.id, companies.userId))
    .where(
      and(
        eq(conversationCompanies.firmId, firmId),
        inArray(conversationCompanies.conversationId, conversationIds),
        isNull(companies.deletedAt),
      ),
    )
    .orderBy(companies.name);
}
export type ConversationCompany = Awaited<ReturnType<typeof companiesOf>>[number];

/**
 * The clients who turned an entity's notifications off on every one of these entities they own
 * (companies/{id}/save_owner_notifications): they are not emailed or texted about its messages.
 */
export async function ownersWithNotificationsOff(db: DbOrTx, firmId: number, companyIds: number[]) {
  if (companyIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ userId: companyOwners.userId, subscribed: companyOwners.notificationSubscribed })
    .from(companyOwners)
    .where(and(eq(companyOwners.firmId, firmId), inArray(companyOwners.companyId, companyIds)));
  const on = new Set(rows.filter((r) => r.subscribed).map((r) => r.userId));
  return new Set(rows.filter((r) => !r.subscribed && !on.has(r.userId)).map((r) => r.userId));
}

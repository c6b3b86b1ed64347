import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  entityMessages,
  entityNameSchema,
  individualEntityName,
  NEW_CUSTOM_ENTITY_TYPE,
  readFirmPreferences,
  temporaryEmail,
  type Actor,
  type CreateClientInput,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { newHashId } from '../../db/hash-id.ts';
import { companies, companyOwners, entityTypes, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import type { PortalEvents } from '../../platform/events/portal-events.ts';
import { findFirmUserByEmail } from '../auth/index.ts';
import { ensureEntityConversation } from '../entities/index.ts';
import { assertAssignableAdvisor, assertFirmGroup, findFirm } from '../firm/index.ts';

/** An email is one person within a firm; another firm's client with the same email is another record. */
async function assertEmailsFree(db: DbOrTx, firmId: number, input: CreateClientInput) {
  const fields: Record<string, string> = {};
  if (input.email && (await findFirmUserByEmail(db, firmId, input.email))) fields.email = entityMessages.emailExists;
  if (input.spouse?.email && (await findFirmUserByEmail(db, firmId, input.spouse.email))) {
    fields['spouse.email'] = entityMessages.emailExists;
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError('conflict', first, fields);
}

/** Groups on: a group is required; a group-limited user creates only in their own group. */
async function resolveGroup(db: DbOrTx, actor: Actor, groupsOn: boolean, requested: number | null | undefined) {
  if (!groupsOn) return null;
  const groupId = actor.firmAccess === 'group' ? actor.groupId : requested;
  if (!groupId)
    throw new AppError('validation_failed', entityMessages.groupRequired, {
      firm_group_id: entityMessages.groupRequired,
    });
  await assertFirmGroup(db, actor.firmId, groupId, 'firm_group_id');
  return groupId;
}

/** The stored assignee: null for none (-1), 0 for 'Various', else a checked staff member. */
async function resolveAdvisor(db: DbOrTx, firmId: number, advisorId: number, groupId: number | null) {
  await assertAssignableAdvisor(db, firmId, advisorId, groupId);
  return advisorId === -1 ? null : advisorId;
}

async function resolveEntityType(db: DbOrTx, firmId: number, input: CreateClientInput) {
  if (input.entity_type !== NEW_CUSTOM_ENTITY_TYPE) return input.entity_type;
  const name = input.custom_entity_type!;
  await db.insert(entityTypes).values({ firmId, name }).onConflictDoNothing();
  return name;
}

/**
 * Create User and Entity (spec 000 §5): the client, an optional spouse, and their first entity, at once. Once
 * committed, the portal's new_client_added event is told (workflows listen to it: spec 002 §4).
 */
export async function createClient(db: Db, actor: Actor, input: CreateClientInput, events?: PortalEvents) {
  assertCan(actor, 'staff.any');
  const firm = await findFirm(db, actor.firmId);
  if (!firm) throw new AppError('not_found', 'Firm not found');
  const prefs = readFirmPreferences(firm.preferences);
  await assertEmailsFree(db, actor.firmId, input);
  const groupId = await resolveGroup(db, actor, prefs.has_firm_groups, input.firm_group_id);
  const advisorId = await resolveAdvisor(db, actor.firmId, input.assigned_advisor_id, groupId);
  const entityName =
    input.entity_type === 'Individual'
      ? individualEntityName(input, input.spouse)
      : entityNameSchema.parse(input.entity_name ?? '');

  const created = await db.transaction(async (tx) => {
    const entityType = await resolveEntityType(tx, actor.firmId, input);
    const person = (p: { fname: string; lname: string; email: string | null }, phone: string | null) => {
      const uid = randomUUID();
      return {
        uid,
        firmId: actor.firmId,
        fname: p.fname,
        lname: p.lname,
        email: p.email ?? temporaryEmail(uid),
        phoneNumber: phone,
        timeZone: input.time_zone,
        groupId,
        assignedAdvisorId: advisorId,
        mustSetPassword: true,
        preferences: { has_temp_email: !p.email },
      };
    };
    const [client] = await tx.insert(users).values(person(input, input.phone_number)).returning();
    const spouse = input.spouse ? (await tx.insert(users).values(person(input.spouse, null)).returning())[0]! : null;
    const [company] = await tx
      .insert(companies)
      .values({
        firmId: actor.firmId,
        hashId: newHashId(),
        name: entityName,
        entityType,
        userId: client!.id,
        spouseUserId: spouse?.id ?? null,
      })
      .returning();
    await tx
      .insert(companyOwners)
      .values(
        [client!, spouse]
          .filter((u) => u !== null)
          .map((u) => ({ firmId: actor.firmId, companyId: company!.id, userId: u!.id })),
      );
    await ensureEntityConversation(tx, actor.firmId, company!.id);
    await tx
      .update(users)
      .set({ defaultCompanyId: company!.id })
      .where(and(eq(users.firmId, actor.firmId), inArray(users.id, spouse ? [client!.id, spouse.id] : [client!.id])));
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.detail_change,
      title: spouse ? 'Client and spouse created' : 'Client created',
      description: `${client!.fname} ${client!.lname} with ${entityName} (${entityType})`,
      companyId: company!.id,
      actorUserId: actor.userId,
      subjectUserId: client!.id,
    });
    // The portal's new_client_added event, in the same transaction (issue 36 §1).
    await events?.record(tx, {
      type: 'new_client_added',
      firmId: actor.firmId,
      companyId: company!.id,
      clientUserId: client!.id,
      actorUserId: actor.userId,
    });
    return {
      user: { ...client!, defaultCompanyId: company!.id },
      companyId: company!.id,
      companyHashId: company!.hashId,
      spouseId: spouse?.id ?? null,
      message: spouse ? entityMessages.createdUserAndSpouse : entityMessages.createdUser,
    };
  });
  events?.wake();
  return created;
}

/** The 200 ms debounced availability check of the create form. */
export async function checkEmailAvailability(db: DbOrTx, actor: Actor, email: string) {
  assertCan(actor, 'staff.any');
  // Only this firm's people count: whether another firm has a client with this email is not this firm's business.
  const owner = email ? await findFirmUserByEmail(db, actor.firmId, email) : null;
  if (!owner) return { is_available: true, user: null };
  return { is_available: false, user: { id: owner.id, full_name: `${owner.fname} ${owner.lname}` } };
}

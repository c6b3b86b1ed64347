import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  BUILT_IN_ENTITY_TYPES,
  DEFAULT_TIME_ZONE,
  entityMessages,
  entityNameSchema,
  sameEntityName,
  servesGroup,
  type Actor,
  type UpdateEntityInput,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, companyOwners, entityTypes, users } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { visibleEntity } from './entities.service.ts';
import { ownedEntities, ownerIdsOf } from './entities.repo.ts';
import { syncConversationOwners } from './entity-conversation.repo.ts';
import { findFirmUserByEmail } from '../auth/index.ts';
import { assertAssignableAdvisor, inActorGroup } from '../firm/index.ts';

const userNotFound = () => new AppError('not_found', 'User not found');

type PreviousMessages = { copyPreviousMessages?: boolean; transferPreviousMessages?: boolean };
/** Copied or transferred, a new owner sees the conversation's history; otherwise only what follows. */
const withHistory = (h: PreviousMessages) => !!(h.copyPreviousMessages || h.transferPreviousMessages);

/** An entity staff may change: visible to them (404 otherwise) and staff only (403). */
async function managedEntity(db: DbOrTx, actor: Actor, id: number) {
  const found = await visibleEntity(db, actor, { id });
  assertCan(actor, 'staff.any');
  return found;
}

function log(db: DbOrTx, actor: Actor, companyId: number, title: string, description: string) {
  return recordActivity(db, {
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.detail_change,
    title,
    description,
    companyId,
    actorUserId: actor.userId,
  });
}

/** Edit entity: details, name rules (unique among the primary contact's entities), inactive, read-only. */
export async function updateEntity(db: Db, actor: Actor, id: number, input: UpdateEntityInput) {
  const { company } = await managedEntity(db, actor, id);
  let name: string | undefined;
  if (input.name !== undefined) {
    const parsed = entityNameSchema.safeParse(input.name);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? entityMessages.nameRequired;
      throw new AppError('validation_failed', message, { name: message });
    }
    name = parsed.data;
    const siblings = company.userId ? (await ownedEntities(db, actor.firmId, company.userId)).map((e) => e.name) : [];
    if (!sameEntityName(name, company.name) && siblings.some((n) => sameEntityName(n, name!))) {
      throw new AppError('conflict', entityMessages.nameExists, { name: entityMessages.nameExists });
    }
  }
  const { name: _ignored, ...rest } = input;
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        ...(name !== undefined && { name }),
        ...(rest.entity_type !== undefined && { entityType: rest.entity_type }),
        ...(rest.business_email !== undefined && { businessEmail: rest.business_email }),
        ...(rest.other_email !== undefined && { otherEmail: rest.other_email }),
        ...(rest.street !== undefined && { street: rest.street }),
        ...(rest.city !== undefined && { city: rest.city }),
        ...(rest.state !== undefined && { state: rest.state }),
        ...(rest.zip !== undefined && { zip: rest.zip }),
        ...(rest.country !== undefined && { country: rest.country }),
        ...(rest.external_entity_id !== undefined && { externalEntityId: rest.external_entity_id }),
        ...(rest.inactive !== undefined && { inactive: rest.inactive }),
        ...(rest.readonly_access !== undefined && { readonlyAccess: rest.readonly_access }),
        ...(rest.spouse_ssn !== undefined && { spouseSsnLast4: rest.spouse_ssn }),
        updatedAt: new Date(),
      })
      .where(and(eq(companies.firmId, actor.firmId), eq(companies.id, company.id)));
    await log(tx, actor, company.id, 'Entity updated', `${name ?? company.name}: ${Object.keys(input).join(', ')}`);
  });
}

/**
 * A staff member of this firm (for client manager and CPA) who may serve the entity's group:
 * staff without a group, or in the group of the entity's primary contact (spec 000 §6).
 */
async function assertStaff(db: DbOrTx, actor: Actor, userId: number, entityGroupId: number | null) {
  const [staff] = await db
    .select({ id: users.id, groupId: users.groupId })
    .from(users)
    .where(
      and(eq(users.firmId, actor.firmId), eq(users.id, userId), eq(users.isAdvisor, true), isNull(users.deletedAt)),
    )
    .limit(1);
  if (!staff) throw userNotFound();
  if (!servesGroup(staff.groupId, entityGroupId)) {
    throw new AppError('validation_failed', "This firm user is not in the entity's firm group", {
      user_id: "This firm user is not in the entity's firm group",
    });
  }
}

export async function updateSpecialRole(
  db: Db,
  actor: Actor,
  id: number,
  role: 'client_manager' | 'cpa',
  userId: number | null,
) {
  const { company, contact } = await managedEntity(db, actor, id);
  if (userId !== null) await assertStaff(db, actor, userId, contact?.groupId ?? null);
  await db
    .update(companies)
    .set(role === 'cpa' ? { cpaId: userId, updatedAt: new Date() } : { clientManagerId: userId, updatedAt: new Date() })
    .where(and(eq(companies.firmId, actor.firmId), eq(companies.id, company.id)));
  await log(db, actor, company.id, role === 'cpa' ? 'CPA changed' : 'Client manager changed', company.name);
}

/** Clients of this firm (and the caller's group) that may own the entity. */
async function assertClients(db: DbOrTx, actor: Actor, ids: number[]) {
  const rows = await db
    .select({ id: users.id, groupId: users.groupId })
    .from(users)
    .where(
      and(eq(users.firmId, actor.firmId), inArray(users.id, ids), eq(users.isAdvisor, false), isNull(users.deletedAt)),
    );
  if (rows.length !== new Set(ids).size || rows.some((r) => !inActorGroup(actor, r.groupId))) throw userNotFound();
}

/** The entity's owners become exactly this set; the primary contact must stay among them. */
export async function updateOwners(
  db: Db,
  actor: Actor,
  id: number,
  ownerIds: number[],
  history: PreviousMessages = {},
) {
  const { company } = await managedEntity(db, actor, id);
  const unique = [...new Set(ownerIds)];
  await assertClients(db, actor, unique);
  if (company.userId && !unique.includes(company.userId)) {
    throw new AppError('validation_failed', 'Choose another primary contact before removing this owner', {
      owner_ids: 'Choose another primary contact before removing this owner',
    });
  }
  await db.transaction(async (tx) => {
    await tx
      .delete(companyOwners)
      .where(and(eq(companyOwners.firmId, actor.firmId), eq(companyOwners.companyId, company.id)));
    await tx
      .insert(companyOwners)
      .values(unique.map((userId) => ({ firmId: actor.firmId, companyId: company.id, userId })));
    await syncConversationOwners(tx, actor.firmId, company.id, { withHistory: withHistory(history) });
    await log(tx, actor, company.id, 'Owners updated', `${company.name}: ${unique.length} owner(s)`);
  });
  return ownerIdsOf(db, actor.firmId, company.id);
}

/** Any owner can become the primary contact. */
export async function changePrimaryContact(db: Db, actor: Actor, id: number, userId: number) {
  const { company } = await managedEntity(db, actor, id);
  const owners = await ownerIdsOf(db, actor.firmId, company.id);
  if (!owners.includes(userId)) throw userNotFound();
  await db
    .update(companies)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(companies.firmId, actor.firmId), eq(companies.id, company.id)));
  await log(db, actor, company.id, 'Primary contact changed', company.name);
}

/** Soft delete and restore (spec 000 §4): a deleted entity leaves every list until restored. */
export async function deleteEntity(db: Db, actor: Actor, id: number) {
  const { company } = await managedEntity(db, actor, id);
  await db
    .update(companies)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(companies.firmId, actor.firmId), eq(companies.id, company.id)));
  await log(db, actor, company.id, 'Entity deleted', company.name);
}

export async function restoreEntity(db: Db, actor: Actor, id: number) {
  assertCan(actor, 'staff.any');
  const [row] = await db
    .select({ company: companies, groupId: users.groupId })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.userId))
    .where(and(eq(companies.firmId, actor.firmId), eq(companies.id, id), isNotNull(companies.deletedAt)))
    .limit(1);
  if (!row || !inActorGroup(actor, row.groupId ?? null)) throw new AppError('not_found', 'Entity not found');
  await db
    .update(companies)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(and(eq(companies.firmId, actor.firmId), eq(companies.id, id)));
  await log(db, actor, id, 'Entity restored', row.company.name);
}

/** The firm's entity types: the built-in ones, then its own (spec 002 §3). */
export async function firmEntityTypes(db: DbOrTx, actor: Actor) {
  assertCan(actor, 'staff.any');
  const custom = await db
    .select({ name: entityTypes.name })
    .from(entityTypes)
    .where(eq(entityTypes.firmId, actor.firmId))
    .orderBy(asc(entityTypes.name));
  return {
    entity_types: [
      ...BUILT_IN_ENTITY_TYPES.map((name) => ({ name, built_in: true })),
      ...custom.map((c) => ({ name: c.name, built_in: false })),
    ],
    error: null,
  };
}

/**
 * Add owner, new user (spec 000 §7 create_new_owner): a client with a valid unused email becomes an
 * owner of the entity, in the primary contact's group, assigned like them unless told otherwise.
 */
export async function createNewOwner(
  db: Db,
  actor: Actor,
  id: number,
  input: {
    firstName: string;
    lastName: string;
    email: string | null;
    phoneNumber: string | null;
    advisor?: number;
  } & PreviousMessages,
) {
  const { company } = await managedEntity(db, actor, id);
  if (input.email && (await findFirmUserByEmail(db, actor.firmId, input.email))) {
    throw new AppError('conflict', entityMessages.emailExists, { email: entityMessages.emailExists });
  }
  const [contact] = company.userId
    ? await db
        .select({ groupId: users.groupId, advisorId: users.assignedAdvisorId })
        .from(users)
        .where(eq(users.id, company.userId))
    : [];
  const groupId = contact?.groupId ?? (actor.firmAccess === 'group' ? actor.groupId : null);
  const advisorId = input.advisor ?? contact?.advisorId ?? -1;
  await assertAssignableAdvisor(db, actor.firmId, advisorId, groupId);
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({
        firmId: actor.firmId,
        fname: input.firstName,
        lname: input.lastName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        timeZone: DEFAULT_TIME_ZONE,
        groupId,
        assignedAdvisorId: advisorId === -1 ? null : advisorId,
        mustSetPassword: true,
        defaultCompanyId: company.id,
      })
      .returning();
    await tx.insert(companyOwners).values({ firmId: actor.firmId, companyId: company.id, userId: owner!.id });
    await syncConversationOwners(tx, actor.firmId, company.id, { withHistory: withHistory(input) });
    await log(tx, actor, company.id, 'Owner added', `${input.firstName} ${input.lastName} now owns ${company.name}`);
    return owner!;
  });
}

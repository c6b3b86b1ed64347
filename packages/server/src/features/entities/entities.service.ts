import {
  ACTIVITY_TYPES,
  AppError,
  assertCan,
  entityMessages,
  entityNameSchema,
  individualAllowed,
  individualEntityName,
  maskSsn,
  sameEntityName,
  type Actor,
  type CreateEntityInput,
  type EntityDetail,
  userPreferencesSchema,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { newHashId } from '../../db/hash-id.ts';
import { companies, companyOwners } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { ownersOf } from './entities-list.repo.ts';
import { tagsOf } from '../tags/index.ts';
import { ensureEntityConversation, entityConversationId } from './entity-conversation.repo.ts';
import { latestTaxReturnId, ownerNotificationsOf, primaryContactOf, staffSubscribed } from './entity-extras.repo.ts';
import {
  findCompany,
  findFirmUser,
  firmRoleAssignmentsOf,
  isOwner,
  noteCount,
  ownedEntities,
  relatedEntities,
} from './entities.repo.ts';

const notFound = () => new AppError('not_found', 'Entity not found');

/**
 * An entity the caller may see: staff of its firm (a group-limited user only their group's), or a
 * client who owns it while it is active. Anything else is 404, so ids reveal nothing.
 */
export async function visibleEntity(db: DbOrTx, actor: Actor, where: { id: number } | { hashId: string }) {
  const found = await findCompany(db, actor.firmId, where);
  if (!found) throw notFound();
  if (actor.isAdvisor) {
    if (actor.firmAccess === 'group' && (actor.groupId === null || found.contact?.groupId !== actor.groupId))
      throw notFound();
    return found;
  }
  if (found.company.inactive || !(await isOwner(db, actor.firmId, found.company.id, actor.userId))) throw notFound();
  return found;
}

export async function entityDetail(
  db: DbOrTx,
  actor: Actor,
  where: { id: number } | { hashId: string },
): Promise<EntityDetail> {
  const { company: c, contact } = await visibleEntity(db, actor, where);
  const [owners, tags, notes, roles, ownerNotifications, primary, taxReturnId, conversationId, staffOn] =
    await Promise.all([
      ownersOf(db, actor.firmId, [c.id]),
      tagsOf(db, 'entity', actor.firmId, [c.id]),
      // Notes and firm roles are the firm's: a client sees none, not even their number.
      actor.isAdvisor ? noteCount(db, actor.firmId, c.id) : 0,
      actor.isAdvisor ? firmRoleAssignmentsOf(db, actor.firmId, c.id) : [],
      ownerNotificationsOf(db, actor.firmId, c.id),
      primaryContactOf(db, actor.firmId, c.userId),
      latestTaxReturnId(db, actor.firmId, c.id),
      entityConversationId(db, actor.firmId, c.id),
      actor.isAdvisor ? staffSubscribed(db, actor.firmId, c.id, actor.userId) : false,
    ]);
  const subscribedOwners = ownerNotifications.filter((o) => o.subscribed).map((o) => o.userId);
  return {
    id: c.id,
    hash_id: c.hashId,
    name: c.name,
    entity_type: c.entityType,
    business_email: c.businessEmail,
    other_email: c.otherEmail,
    street: c.street,
    city: c.city,
    state: c.state,
    zip: c.zip,
    country: c.country,
    inactive: c.inactive,
    readonly_access: c.readonlyAccess,
    paying: c.paying,
    user_id: c.userId,
    primary_contact_name: contact ? `${contact.fname} ${contact.lname}` : null,
    primary_contact_email: contact?.email ?? null,
    client_manager_id: c.clientManagerId,
    cpa_id: c.cpaId,
    external_entity_id: c.externalEntityId,
    owners: owners.map((o) => ({ id: o.id, uid: o.uid, full_name: `${o.fname} ${o.lname}` })),
    owner_ids: owners.map((o) => o.id),
    entity_tags: tags.get(c.id) ?? [],
    note_count: notes,
    firm_group_id: contact?.groupId ?? null,
    firm_role_assignments: roles,
    external_user_id: primary?.externalUserId ?? null,
    tax_return_id: taxReturnId,
    all_owner_ids: [...new Set([...(c.userId !== null ? [c.userId] : []), ...owners.map((o) => o.id)])],
    notification_subscribed: actor.isAdvisor ? staffOn : subscribedOwners.includes(actor.userId),
    notification_subscribed_users: subscribedOwners,
    relevant_conversation_id: conversationId,
    spouse_ssn: maskSsn(c.spouseSsnLast4),
    user: primary
      ? {
          paying: primary.paying,
          preferences: { has_temp_email: userPreferencesSchema.parse(primary.preferences ?? {}).has_temp_email },
          assigned_advisor_id: primary.assignedAdvisorId,
        }
      : null,
    updated_at: c.updatedAt.toISOString(),
    created_at: c.createdAt.toISOString(),
    deleted_at: c.deletedAt?.toISOString() ?? null,
  };
}

/** POST /api/companies: another entity for an existing client; names are unique among their entities. */
export async function createEntity(db: Db, actor: Actor, input: CreateEntityInput) {
  assertCan(actor, 'staff.any');
  const owner = await findFirmUser(db, actor.firmId, input.user_id);
  if (!owner || owner.isAdvisor) throw new AppError('not_found', 'User not found');
  if (actor.firmAccess === 'group' && owner.groupId !== actor.groupId)
    throw new AppError('not_found', 'User not found');
  const name =
    input.entity_type === 'Individual' ? individualEntityName(owner) : entityNameSchema.safeParse(input.name ?? '');
  const entityName = typeof name === 'string' ? name : name.success ? name.data : null;
  if (entityName === null) {
    const message =
      typeof name === 'string'
        ? entityMessages.nameRequired
        : (name.error?.issues[0]?.message ?? entityMessages.nameRequired);
    throw new AppError('validation_failed', message, { name: message });
  }
  const existing = await ownedEntities(db, actor.firmId, owner.id);
  if (input.entity_type === 'Individual' && !individualAllowed(existing.map((e) => e.entityType))) {
    throw new AppError('conflict', entityMessages.individualExists, { entity_type: entityMessages.individualExists });
  }
  if (existing.some((e) => sameEntityName(e.name, entityName))) {
    throw new AppError('conflict', entityMessages.nameExists, { name: entityMessages.nameExists });
  }
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        firmId: actor.firmId,
        hashId: newHashId(),
        name: entityName,
        entityType: input.entity_type,
        businessEmail: input.business_email,
        otherEmail: input.other_email,
        street: input.street,
        city: input.city,
        state: input.state,
        zip: input.zip,
        country: input.country,
        userId: owner.id,
      })
      .returning();
    await tx.insert(companyOwners).values({ firmId: actor.firmId, companyId: company!.id, userId: owner.id });
    await ensureEntityConversation(tx, actor.firmId, company!.id);
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.detail_change,
      title: 'Entity created',
      description: `${entityName} (${input.entity_type}) for ${owner.fname} ${owner.lname}`,
      companyId: company!.id,
      actorUserId: actor.userId,
      subjectUserId: owner.id,
    });
    return company!;
  });
}

export async function relatedEntitiesOf(db: DbOrTx, actor: Actor, companyId: number) {
  assertCan(actor, 'staff.any');
  await visibleEntity(db, actor, { id: companyId });
  return relatedEntities(db, actor.firmId, companyId, 10);
}

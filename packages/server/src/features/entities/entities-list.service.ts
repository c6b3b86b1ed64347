import { AppError, assertCan, type Actor, type EntityListItem, type EntityListQuery } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { countMatchingEntities, listEntities, listEntityIds, type EntityScope } from './entities-list.repo.ts';
import { searchPickerEntities } from './entity-picker.repo.ts';

/** A group-limited user sees only their group (none without one); others may pick a group. */
export function listScope(actor: Actor): EntityScope {
  return actor.firmAccess === 'group' ? { groupId: actor.groupId } : {};
}

export function assertGroupAllowed(actor: Actor, firmGroupId: number | undefined) {
  if (actor.firmAccess === 'group' && firmGroupId !== undefined && firmGroupId !== actor.groupId) {
    throw new AppError('forbidden', 'You can only see your own group');
  }
}

/** GET /api/v2/entities: the Entities table, paged, sorted and filtered by the server. */
export async function entitiesPage(db: Db, actor: Actor, q: EntityListQuery) {
  assertCan(actor, 'staff.any');
  assertGroupAllowed(actor, q.firm_group_id);
  const scope = listScope(actor);
  if (q.count) return { total: await countMatchingEntities(db, actor.firmId, q, scope) };
  if (q.only_ids) {
    const ids = await listEntityIds(db, actor.firmId, q, scope);
    return { ids, total: ids.length };
  }
  const { rows, total } = await listEntities(db, actor.firmId, q, scope);
  const entities: EntityListItem[] = rows.map((r) => ({
    id: r.id,
    hash_id: r.hash_id,
    name: r.name,
    entity_type: r.entity_type,
    business_email: r.business_email,
    inactive: r.inactive,
    readonly_access: r.readonly_access,
    paying: r.paying,
    user_id: r.user_id,
    primary_contact_name: r.primary_contact_fname ? `${r.primary_contact_fname} ${r.primary_contact_lname}` : null,
    primary_contact_email: r.primary_contact_email,
    client_manager_id: r.client_manager_id,
    cpa_id: r.cpa_id,
    external_entity_id: r.external_entity_id,
    owners: r.owners,
    entity_tags: r.entity_tags,
    updated_at: r.updated_at.toISOString(),
    created_at: r.created_at.toISOString(),
    deleted_at: r.deleted_at?.toISOString() ?? null,
  }));
  return { entities, total: total.total, total_is_estimate: total.estimate };
}

/** GET /api/v2/entities/picker: what an entity picker offers for a search (issue 38 §4), staff only, within their group. */
export async function pickerEntities(db: Db, actor: Actor, search: string | undefined) {
  assertCan(actor, 'staff.any');
  return { entities: await searchPickerEntities(db, actor.firmId, search, listScope(actor)) };
}

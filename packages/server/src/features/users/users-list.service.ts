import { assertCan, fullName, type Actor, type UserListItem, type UserListQuery } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { assertGroupAllowed, listScope } from '../entities/index.ts';
import { countMatchingUsers, listUserIds, listUsers } from './users-list.repo.ts';

/** GET /api/v2/users: the Users table (clients, or staff with filters.is_advisor), paged by the server. */
export async function usersPage(db: Db, actor: Actor, q: UserListQuery) {
  assertCan(actor, 'staff.any');
  assertGroupAllowed(actor, q.firm_group_id);
  const scope = listScope(actor);
  if (q.count) return { total: await countMatchingUsers(db, actor.firmId, q, scope) };
  if (q.only_ids) {
    const ids = await listUserIds(db, actor.firmId, q, scope);
    return { ids, total: ids.length };
  }
  const { rows, total } = await listUsers(db, actor.firmId, q, scope);
  const list: UserListItem[] = rows.map((row) => ({
    id: row.id,
    uid: row.uid,
    fname: row.fname,
    lname: row.lname,
    full_name: fullName(row),
    email: row.email,
    phone_number: row.phoneNumber,
    is_advisor: row.isAdvisor,
    firm_access: row.firmAccess,
    group_id: row.groupId,
    paying: row.paying,
    readonly_access: row.readonlyAccess,
    assigned_advisor_id: row.assignedAdvisorId,
    entity_count: row.entityCount,
    contact_tags: row.contactTags,
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
  }));
  return { users: list, total: total.total, total_is_estimate: total.estimate };
}

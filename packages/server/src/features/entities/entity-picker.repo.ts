import { sql, type SQL } from 'drizzle-orm';
import { ENTITY_PICKER_LIMIT, type EntityPickerOption } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { containsPattern, entityIdsNamed, hasTrigram } from '../../db/like.ts';
import type { EntityScope } from './entities-list.repo.ts';

/**
 * The entities a picker offers for `search` (issue 38 §4): those whose name or external id matches, and those owned
 * by a person whose name or email matches ("Ben" finds Patel Partnership Co. when Ben Patel owns it). Each match is
 * read through its own trigram index and the matches united, then the first 20 by name fetched with their owners
 * (the primary contact first) in the same statement. A group-limited user sees their group's entities only (the
 * primary contact's group decides, as on the Entities list).
 */
export async function searchPickerEntities(
  db: Db,
  firmId: number,
  search: string | undefined,
  scope: EntityScope,
): Promise<EntityPickerOption[]> {
  const term = search?.trim();
  const pattern = term ? containsPattern(term) : null;
  const matched: SQL = pattern
    ? sql`c.id = any(array(
        ${entityIdsNamed(firmId, pattern, hasTrigram(term ?? ''))}
        union
        select id from companies where firm_id = ${firmId} and external_entity_id ilike ${pattern}
        union
        select o.company_id from users u
          join company_owners o on o.user_id = u.id and o.firm_id = ${firmId}
          where u.firm_id = ${firmId} and u.deleted_at is null
            and ((u.fname || ' ' || u.lname) ilike ${pattern} or u.email ilike ${pattern})))`
    : sql`true`;
  const group: SQL =
    scope.groupId === undefined ? sql`true` : scope.groupId === null ? sql`false` : sql`pc.group_id = ${scope.groupId}`;
  const { rows } = await db.execute<EntityPickerOption>(sql`
    select c.id, c.hash_id, c.name, c.entity_type, c.inactive, c.readonly_access, c.paying,
      pc.email as primary_contact_email, c.external_entity_id,
      coalesce((
        select json_agg(json_build_object('id', u.id, 'name', trim(u.fname || ' ' || u.lname), 'email', u.email)
          order by (u.id = c.user_id) desc, o.created_at, u.id)
        from company_owners o join users u on u.id = o.user_id and u.deleted_at is null
        where o.firm_id = ${firmId} and o.company_id = c.id
      ), '[]'::json) as owners
    from companies c
    left join users pc on pc.id = c.user_id
    where c.firm_id = ${firmId} and c.deleted_at is null and ${matched} and ${group}
    order by c.name, c.id
    limit ${ENTITY_PICKER_LIMIT}`);
  return rows;
}

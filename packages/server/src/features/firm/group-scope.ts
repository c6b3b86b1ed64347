import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Actor } from '@portal/domain';
import { companies, users } from '../../db/schema/index.ts';

/** A group-limited user reaches only their group's records; one without a group reaches none. */
export function inActorGroup(actor: Actor, groupId: number | null): boolean {
  return actor.firmAccess !== 'group' || (actor.groupId !== null && groupId === actor.groupId);
}

/**
 * The same rule in SQL, for a list of records that belong to entities: a group-limited user sees only the
 * entities whose primary contact is in their group (undefined: no limit).
 */
export function companyInActorGroup(actor: Actor, companyId: AnyColumn): SQL | undefined {
  if (actor.firmAccess !== 'group') return undefined;
  if (actor.groupId === null) return sql`false`;
  return sql`${companyId} in (select ${companies.id} from ${companies} inner join ${users} on ${users.id} = ${companies.userId} where ${companies.firmId} = ${actor.firmId} and ${users.groupId} = ${actor.groupId})`;
}

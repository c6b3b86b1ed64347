import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { AppError, genericMessages, questionnaireMessages, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, questionnaires, users } from '../../db/schema/index.ts';

type Row = typeof questionnaires.$inferSelect;
type Deleted = 'exclude' | 'include';

const notFound = () => new AppError('not_found', questionnaireMessages.notFound);

/**
 * A group-limited firm user works only with the entities of their group's clients (the primary contact's
 * group decides, as in the entities list); a group user without a group sees none. Others see the firm.
 */
export function entityScope(actor: Actor): SQL | undefined {
  if (actor.firmAccess !== 'group') return undefined;
  if (actor.groupId === null) return sql`false`;
  return sql`${questionnaires.companyId} in (select ${companies.id} from ${companies} inner join ${users} on ${users.id} = ${companies.userId} where ${companies.firmId} = ${actor.firmId} and ${users.groupId} = ${actor.groupId})`;
}

export function assertStaff(actor: Actor) {
  if (!actor.isAdvisor) throw new AppError('forbidden', genericMessages.forbidden);
}

/**
 * The questionnaires a firm user acts on, all of them or none (spec 001 §6 advisors): a client is 403;
 * any id of another firm, outside the user's group, or deleted (unless restoring) is 404 and nothing
 * changes, so a bulk call never half-applies.
 */
export async function staffQuestionnaires(
  db: DbOrTx,
  actor: Actor,
  ids: number[],
  deleted: Deleted = 'exclude',
): Promise<Row[]> {
  assertStaff(actor);
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(questionnaires)
    .where(
      and(
        eq(questionnaires.firmId, actor.firmId),
        inArray(questionnaires.id, unique),
        entityScope(actor),
        deleted === 'exclude' ? isNull(questionnaires.deletedAt) : undefined,
      ),
    );
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

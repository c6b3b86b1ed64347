import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { AppError, assertCan, type Actor, type ActivityQuery } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { readList } from '../../db/list-query.ts';
import { upToLimit } from '../../db/list-total.ts';
import { activityLogs, questionnaires, users } from '../../db/schema/index.ts';
import { visibleEntity } from '../entities/index.ts';
import { manageableUser } from '../users/index.ts';

/** The activity feed: the firm's, an entity's or a user's, newest first, for advisors only. */
export async function activityPage(db: DbOrTx, actor: Actor, q: ActivityQuery) {
  assertCan(actor, 'activities.read');
  // A scoped feed obeys the same visibility as the record it belongs to (404 across firms or groups).
  if (q.company_id) await visibleEntity(db, actor, { id: q.company_id });
  if (q.user_id && q.user_id !== actor.userId) await manageableUser(db, actor, q.user_id);
  if (q.questionnaire_id) await visibleQuestionnaire(db, actor, q.questionnaire_id);
  const where = and(
    eq(activityLogs.firmId, actor.firmId),
    q.company_id ? eq(activityLogs.companyId, q.company_id) : undefined,
    q.user_id ? or(eq(activityLogs.subjectUserId, q.user_id), eq(activityLogs.actorUserId, q.user_id)) : undefined,
    q.questionnaire_id ? eq(activityLogs.questionnaireId, q.questionnaire_id) : undefined,
    q.type_id !== undefined ? eq(activityLogs.typeId, q.type_id) : undefined,
    q.search
      ? or(
          ilike(activityLogs.title, containsPattern(q.search)),
          ilike(activityLogs.description, containsPattern(q.search)),
        )
      : undefined,
  );
  // Newest first; a page past the middle is read from the feed's end (db/list-query.ts).
  const { rows, total } = await readList(db, {
    totalKey: `activity:${actor.firmId}:${JSON.stringify([q.company_id, q.user_id, q.questionnaire_id, q.type_id, q.search])}`,
    count: (limit) => countLogs(db, where, limit),
    q: { rows_per_page: q.per_page, page: q.page - 1, descending: true },
    page: (descending, window) => feedPage(db, actor.firmId, where, descending, window),
  });
  return {
    activity_logs: rows.map(({ log, fname, lname }) => ({
      id: log.id,
      type_id: log.typeId,
      title: log.title,
      description: log.description,
      company_id: log.companyId,
      questionnaire_id: log.questionnaireId,
      actor_name: fname ? `${fname} ${lname}` : null,
      created_at: log.createdAt.toISOString(),
    })),
    total: total.total,
    total_is_estimate: total.estimate,
  };
}

/**
 * The feed's rows in its order, `limit` after `offset`: a deferred join (issue 39 §2), the page's ids read off the
 * feed's index in its order, and only those rows then read with their actor.
 */
function feedPage(
  db: DbOrTx,
  firmId: number,
  where: SQL | undefined,
  descending: boolean,
  window: { offset: number; limit: number } | null,
) {
  const direction = descending ? desc : asc;
  const order = [direction(activityLogs.createdAt), direction(activityLogs.id)];
  const ids = db
    .select({ id: activityLogs.id })
    .from(activityLogs)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const pageIds = window ? ids.limit(window.limit).offset(window.offset) : ids;
  return db
    .select({ log: activityLogs, fname: users.fname, lname: users.lname })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.actorUserId))
    .where(and(eq(activityLogs.firmId, firmId), sql`${activityLogs.id} = any(array(${pageIds}))`))
    .orderBy(...order);
}

/** How many logs match; with `limit`, no more than that (it stops reading there). */
async function countLogs(db: DbOrTx, where: SQL | undefined, limit?: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(activityLogs)
    .where(where);
  const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(upToLimit(matching, limit));
  return row?.n ?? 0;
}

/** A questionnaire's feed is visible to whoever sees its entity; another firm's questionnaire is a 404. */
async function visibleQuestionnaire(db: DbOrTx, actor: Actor, id: number) {
  const [found] = await db
    .select({ companyId: questionnaires.companyId })
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), eq(questionnaires.firmId, actor.firmId)));
  if (!found) throw new AppError('not_found', 'Questionnaire not found');
  await visibleEntity(db, actor, { id: found.companyId });
}

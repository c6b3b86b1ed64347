import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import { isStaffOnlyPath, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import { documentScope } from './document-access.ts';
import { itemFactsOf } from './document-facts.ts';
import { pathOf, presentDocument } from './documents.repo.ts';

/** Documents uploaded outside questionnaires, newest first; from3MonthsAgo keeps the last 3 months. */
export async function recentUploads(db: DbOrTx, actor: Actor, companyId: number, from3MonthsAgo: boolean, now: Date) {
  const scope = await documentScope(db, actor, { id: companyId });
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - 3);
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, scope.company.id),
        eq(documents.kind, 'file'),
        isNull(documents.questionnaireId),
        isNull(documents.deletedAt),
        from3MonthsAgo ? gte(documents.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(documents.createdAt))
    .limit(500);
  const shown = rows.filter((d) => actor.isAdvisor || !isStaffOnlyPath(pathOf(d)));
  const facts = await itemFactsOf(db, shown, { staff: actor.isAdvisor, hideStaffOnly: !actor.isAdvisor });
  return shown.map((d) => presentDocument(d, null, [], facts));
}

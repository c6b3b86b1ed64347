import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { signatureRequestListQuerySchema, SignatureRequestStatus } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { indexOrder } from '../../db/index-order.ts';
import { companies, signatureFields, signatureRequests, signatureSigners, users } from '../../db/schema/index.ts';

export type RequestRow = typeof signatureRequests.$inferSelect;
export type SignerRow = typeof signatureSigners.$inferSelect;
export type FieldRow = typeof signatureFields.$inferSelect;

/** One request of the firm with its entity; deleted ones only when asked (evidence downloads). */
export async function findRequest(db: DbOrTx, firmId: number, id: number, opts: { withDeleted?: boolean } = {}) {
  const [row] = await db
    .select({
      request: signatureRequests,
      company: { id: companies.id, name: companies.name, hashId: companies.hashId },
    })
    .from(signatureRequests)
    .innerJoin(companies, eq(companies.id, signatureRequests.companyId))
    .where(
      and(
        eq(signatureRequests.firmId, firmId),
        eq(signatureRequests.id, id),
        opts.withDeleted ? undefined : isNull(signatureRequests.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export function signersOf(db: DbOrTx, requestId: number) {
  return db
    .select({ signer: signatureSigners, user: { fname: users.fname, lname: users.lname, email: users.email } })
    .from(signatureSigners)
    .innerJoin(users, eq(users.id, signatureSigners.userId))
    .where(eq(signatureSigners.requestId, requestId))
    .orderBy(asc(signatureSigners.position));
}

export function fieldsOf(db: DbOrTx, requestId: number) {
  return db
    .select()
    .from(signatureFields)
    .where(eq(signatureFields.requestId, requestId))
    .orderBy(asc(signatureFields.page), asc(signatureFields.y), asc(signatureFields.x), asc(signatureFields.id));
}

/**
 * Moves a request on only from one of the statuses given: the update is the check, so two people acting at
 * once cannot both move it. Null when it was not in one of them.
 */
export async function moveStatus(
  db: DbOrTx,
  id: number,
  from: readonly SignatureRequestStatus[],
  to: SignatureRequestStatus,
  values: Partial<typeof signatureRequests.$inferInsert> = {},
) {
  const [row] = await db
    .update(signatureRequests)
    .set({ ...values, status: to, updatedAt: sql`now()` })
    .where(and(eq(signatureRequests.id, id), inArray(signatureRequests.status, [...from])))
    .returning();
  return row ?? null;
}

export type ListQuery = z.output<typeof signatureRequestListQuerySchema>;

/**
 * The staff table (spec 002 §2): one page, sorted and searched by the server, with one row past the page
 * saying whether there is more, so no page counts the whole firm. The page is read from the requests alone
 * (by the firm's partial index for the default order; a search reads names by trigram and the entities
 * matching by name as an array) and joined to its entities after; sorting by entity name walks the firm's
 * entities in name order and reads each one's requests by index.
 */
export async function listRequests(db: DbOrTx, firmId: number, q: ListQuery, groupScope: SQL | undefined) {
  const dir = q.descending ? desc : asc;
  const search = q.search_term ? containsPattern(q.search_term) : null;
  const where = and(
    eq(signatureRequests.firmId, firmId),
    isNull(signatureRequests.deletedAt),
    groupScope,
    search
      ? or(
          ilike(signatureRequests.formName, search),
          sql`${signatureRequests.companyId} = any(array(select ${companies.id} from ${companies} where ${companies.firmId} = ${firmId} and ${ilike(companies.name, search)}))`,
        )
      : undefined,
  );
  const limit = q.per_page + 1;
  const offset = (q.page - 1) * q.per_page;
  if (q.sort_by === 'company_name') {
    const nulls = q.descending ? sql`desc` : sql`asc`;
    const byName = sql`(select ${companies.id}, ${companies.name}, ${companies.hashId} from ${companies} where ${companies.firmId} = ${firmId} order by ${companies.name} ${nulls} offset 0) as c`;
    const rows = await db
      .select({
        request: signatureRequests,
        company: { id: sql<number>`c.id`, name: sql<string>`c.name`, hashId: sql<string>`c.hash_id` },
      })
      .from(signatureRequests)
      .innerJoin(byName, sql`c.id = ${signatureRequests.companyId}`)
      .where(where)
      .orderBy(sql`c.name ${nulls}`, dir(signatureRequests.id))
      .limit(limit)
      .offset(offset);
    return { rows: rows.slice(0, q.per_page), hasMore: rows.length > q.per_page };
  }
  const order = {
    updated_at: signatureRequests.updatedAt,
    tax_year: signatureRequests.taxYear,
    form_name: signatureRequests.formName,
    status: signatureRequests.status,
  }[q.sort_by];
  const page = await db
    .select()
    .from(signatureRequests)
    .where(where)
    // A search reads its few matches by trigram and sorts them; a plain page walks the order's index.
    .orderBy(
      ...(search ? [dir(order), dir(signatureRequests.id)] : indexOrder(q.descending, order, signatureRequests.id)),
    )
    .limit(limit)
    .offset(offset);
  const ids = [...new Set(page.map((r) => r.companyId))];
  const entities = ids.length
    ? await db
        .select({ id: companies.id, name: companies.name, hashId: companies.hashId })
        .from(companies)
        .where(inArray(companies.id, ids))
    : [];
  const byId = new Map(entities.map((c) => [c.id, c]));
  const rows = page.map((request) => ({ request, company: byId.get(request.companyId)! }));
  return { rows: rows.slice(0, q.per_page), hasMore: rows.length > q.per_page };
}

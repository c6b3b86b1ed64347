import { and, asc, eq, ilike, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { signatureRequestListQuerySchema, SignatureRequestStatus } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, entityIdsNamed, hasTrigram } from '../../db/like.ts';
import { indexOrder } from '../../db/index-order.ts';
import { readPageOfIds } from '../../db/list-query.ts';
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
 * saying whether there is more, so no page counts the whole firm. A page is a deferred join (issue 39 §2): its ids
 * first, from the sort's index of live requests that carries the list's filter columns (migration 0060), so an
 * index-only scan (a search's names tested in the index too, or its few matches read by trigram); then only those
 * rows and their entities. Sorted by entity name, the firm's entities are walked in name order and each one's
 * requests read by index.
 */
export async function listRequests(db: DbOrTx, firmId: number, q: ListQuery, groupScope: SQL | undefined) {
  const search = q.search_term ? containsPattern(q.search_term) : null;
  const where = and(
    eq(signatureRequests.firmId, firmId),
    isNull(signatureRequests.deletedAt),
    groupScope,
    search
      ? or(
          ilike(signatureRequests.formName, search),
          sql`${signatureRequests.companyId} = any(array(${entityIdsNamed(firmId, search, hasTrigram(q.search_term ?? ''))}))`,
        )
      : undefined,
  );
  const { rows: page, hasMore } = await readPageOfIds(
    q,
    (limit, offset) => pageIdsOf(db, firmId, q, { where, search, groupScope }, limit, offset),
    (ids) =>
      db
        .select()
        .from(signatureRequests)
        .where(and(eq(signatureRequests.firmId, firmId), inArray(signatureRequests.id, ids))),
    (r) => r.id,
  );
  const companyIds = [...new Set(page.map((r) => r.companyId))];
  const entities = companyIds.length
    ? await db
        .select({ id: companies.id, name: companies.name, hashId: companies.hashId })
        .from(companies)
        .where(inArray(companies.id, companyIds))
    : [];
  const byId = new Map(entities.map((c) => [c.id, c]));
  return { rows: page.map((request) => ({ request, company: byId.get(request.companyId)! })), hasMore };
}

/**
 * The ids of a page of requests in its order, `limit` after `offset`, from the sort's index of the firm's live
 * requests (by entity name, from each request's copy of its entity's name: migration 0065).
 */
async function pageIdsOf(
  db: DbOrTx,
  firmId: number,
  q: ListQuery,
  { where, search, groupScope }: { where: SQL | undefined; search: string | null; groupScope: SQL | undefined },
  limit: number,
  offset: number,
): Promise<number[]> {
  const order = {
    updated_at: signatureRequests.updatedAt,
    company_name: signatureRequests.companyName,
    tax_year: signatureRequests.taxYear,
    form_name: signatureRequests.formName,
    status: signatureRequests.status,
  }[q.sort_by];
  const live = and(eq(signatureRequests.firmId, firmId), isNull(signatureRequests.deletedAt), groupScope);
  const walk = (cond: SQL | undefined) =>
    db
      .select({
        id: signatureRequests.id,
        formName: signatureRequests.formName,
        companyId: signatureRequests.companyId,
      })
      .from(signatureRequests)
      .where(cond)
      .orderBy(...indexOrder(q.descending, order, signatureRequests.id));
  // A search walks the sort's index testing each name there (fenced by offset 0, written out: drizzle leaves out an offset of 0; a term most names share would
  // otherwise have its thousands of matches read by trigram and sorted for a deep page).
  const found = search
    ? await db
        .select({ id: sql<number>`w.id` })
        .from(
          walk(live)
            .offset(sql.raw('0') as unknown as Placeholder)
            .as('w'),
        )
        .where(
          or(
            sql`w.form_name ilike ${search}`,
            sql`w.company_id = any(array(${entityIdsNamed(firmId, search, hasTrigram(q.search_term ?? ''))}))`,
          ),
        )
        .limit(limit)
        .offset(offset)
    : await walk(where).limit(limit).offset(offset);
  return found.map((r) => r.id);
}

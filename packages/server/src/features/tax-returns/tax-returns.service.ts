import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  DELIVERY_INSTRUCTION,
  REQUEST_TYPES,
  ACTIVITY_TYPES,
  AppError,
  currentStatusOf,
  identityCheckRequired,
  paymentStatusOf,
  readFirmPreferences,
  showsDraftCopy,
  TAX_RETURN_DISPLAY_GROUPS,
  taxReturnMessages,
  type Actor,
  type IdentityCheck,
  type TaxReturnDetail,
  type TaxReturnListQuery,
  type TaxReturnRow,
  type VerificationStatus,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { containsPattern, entityIdsNamed, hasTrigram } from '../../db/like.ts';
import { indexOrder } from '../../db/index-order.ts';
import { readPageOfIds } from '../../db/list-query.ts';
import type { RequestOrigin } from '../../http/request-context.ts';
import { companies, taxReturnFormSigners, taxReturnForms, taxReturns } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { grantedDocumentLink } from '../documents/index.ts';
import { entityClientOwners } from '../entities/index.ts';
import { findFirm } from '../firm/index.ts';
import {
  adoptRecentCheck,
  aggregateVerifications,
  aggregateVerificationSql,
  identityChecksOf,
} from '../identity/index.ts';
import { recordFirstView } from '../signatures/index.ts';
import {
  assertDeliveryEnabled,
  assertStaffMayDeliver,
  returnListScope,
  staffReturn,
  visibleReturn,
} from './tax-return-access.ts';
import { identityOfReturnSigners } from './return-signer-identities.ts';
import { deliveryCountsOf, deliveryPartsOf, type DeliveryCounts, type TaxReturnRecord } from './tax-returns.repo.ts';

type Company = { id: number; name: string; hashId: string; externalEntityId: string | null };

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What a row shows beside the return itself: its signatures and payments, and its identity checks. */
type RowFacts = DeliveryCounts & { fraud: VerificationStatus | null };

/**
 * The facts of a page of returns in three queries whatever its size: counts of signatures and payments, and
 * 'ID fraud detection' (spec 002 §4's aggregate over each signer's newest check) while the firm checks identity.
 */
async function rowFactsOf(db: DbOrTx, firmId: number, ids: number[]): Promise<Map<number, RowFacts>> {
  const [counts, firm] = await Promise.all([deliveryCountsOf(db, ids), findFirm(db, firmId)]);
  const checked = identityCheckRequired(readFirmPreferences(firm?.preferences));
  const fraud = checked
    ? await aggregateVerifications(
        db,
        firmId,
        'tax_return',
        ids.map((id) => ({ id, signerCount: counts.get(id)!.signers })),
      )
    : new Map<number, VerificationStatus>();
  return new Map(ids.map((id) => [id, { ...counts.get(id)!, fraud: checked ? (fraud.get(id) ?? null) : null }]));
}

function presentRow(r: TaxReturnRecord, company: Company, counts: RowFacts): TaxReturnRow {
  return {
    id: r.id,
    company_id: company.id,
    company_name: company.name,
    company_hash: company.hashId,
    tax_year: r.taxYear,
    tax_return_name: r.taxReturnName,
    status: r.status,
    current_status: currentStatusOf(r.status),
    draft_status: r.draftStatus,
    total_signature_count: counts.signaturesTotal,
    payment: {
      status: paymentStatusOf({
        vouchersPaid: counts.vouchersPaid,
        vouchersTotal: counts.vouchersTotal,
        invoice: r.invoiceAmountCents !== null,
        invoicePaid: r.invoicePaid,
      }),
    },
    external_entity_id: company.externalEntityId,
    all_signed: r.allSigned,
    all_paid: r.allPaid,
    invoice_paid: r.invoicePaid,
    reminder_disabled: r.reminderDisabled,
    signatures_signed: counts.signaturesSigned,
    signatures_total: counts.signaturesTotal,
    vouchers_paid: counts.vouchersPaid,
    vouchers_total: counts.vouchersTotal,
    paper_filings_mailed: counts.paperMailed,
    paper_filings_total: counts.paperTotal,
    fraud_detection_status: counts.fraud,
    last_signed_at: iso(r.lastSignedAt),
    last_reminder_sent_at: iso(r.lastReminderSentAt),
    assigned_advisor_id: r.assignedAdvisorId,
    updated_at: r.updatedAt.toISOString(),
  };
}

/**
 * One return with its forms, signers, vouchers and paper filings, for staff and its clients (spec 002 §3).
 * A signer's first look at a return waiting for their signature joins its evidence (`viewer`).
 */
export async function taxReturnDetail(
  db: DbOrTx,
  actor: Actor,
  id: number,
  viewer?: { origin: RequestOrigin; now: Date },
): Promise<TaxReturnDetail> {
  const { taxReturn: r, company } = await visibleReturn(db, actor, id);
  const { forms, signers, vouchers, paper } = await deliveryPartsOf(db, id);
  const mine = signers.filter(
    (s) => s.signer.userId === actor.userId && !forms.find((f) => f.id === s.signer.formId)?.wetSignatureRequired,
  );
  const signsOnPortal = mine.length > 0;
  // A signer whose check passed for another document a moment ago is not asked again (issue 37 §2).
  if (viewer && !actor.isAdvisor && r.identityRequired && r.status === 'sent' && mine.some((s) => !s.signer.signedAt))
    await adoptRecentCheck(db, actor.firmId, actor.userId, { type: 'tax_return', id }, viewer.now);
  const [owners, facts, identityOf, checks] = await Promise.all([
    entityClientOwners(db, actor.firmId, company.id),
    rowFactsOf(db, actor.firmId, [id]),
    identityOfReturnSigners(db, r),
    actor.isAdvisor ? identityChecksOf(db, actor.firmId, { type: 'tax_return', id }) : [],
  ]);
  if (viewer && !actor.isAdvisor && signsOnPortal && r.status === 'sent')
    await recordFirstView(db, {
      firmId: actor.firmId,
      subjectType: 'tax_return',
      subjectId: id,
      actorUserId: actor.userId,
      ipAddress: viewer.origin.ip,
      userAgent: viewer.origin.userAgent,
      at: viewer.now,
    });
  return {
    ...presentRow(r, company, facts.get(id)!),
    request_type: REQUEST_TYPES.delivery,
    instruction: DELIVERY_INSTRUCTION,
    draft_comment: r.draftComment,
    page_count: r.pageCount,
    error_message: r.errorMessage,
    original_document_id: r.originalDocumentId,
    watermarked_document_id: r.watermarkedDocumentId,
    watermarked_file: r.watermarkedDocumentId
      ? {
          document_id: r.watermarkedDocumentId,
          // The document call serves the DRAFT copy only while the draft is the return's current copy.
          link: showsDraftCopy(r.status) ? `/api/tax_returns/${id}/document` : null,
        }
      : null,
    e_sign_forms: forms.map((f) => {
      const ofForm = signers.filter((s) => s.signer.formId === f.id);
      return {
        id: f.id,
        page: f.page,
        form_id: f.formId,
        custom_form_name: f.customFormName,
        custom_payment_name: vouchers.find((v) => v.formId === f.formId)?.customPaymentName ?? null,
        signatures: ofForm.length,
        signatureData: f.wetSignatureRequired
          ? []
          : ofForm.map(({ signer }) => ({
              signer_id: signer.id,
              user_id: signer.userId,
              role: signer.role,
              signature_type: signer.signatureType,
              signature: signer.signature,
              signed_at: iso(signer.signedAt),
            })),
        isMarkedSigned: f.markedSignedAt !== null,
        wetSignaturesRequired: f.wetSignatureRequired,
        wetSignatures: f.wetSignatureRequired
          ? ofForm.map(({ signer }) => ({
              user_id: signer.userId,
              role: signer.role,
              received_at: iso(f.markedSignedAt),
            }))
          : [],
        wet_signature_required: f.wetSignatureRequired,
        marked_signed_at: iso(f.markedSignedAt),
        signed_document_ready: f.signedDocumentId !== null,
        signers: ofForm.map(({ signer, user }) => ({
          id: signer.id,
          user_id: signer.userId,
          role: signer.role,
          fname: user.fname,
          lname: user.lname,
          email: user.email,
          signed_at: iso(signer.signedAt),
        })),
      };
    }),
    signers: [...new Map(signers.map(({ signer, user }) => [signer.userId, { id: signer.userId, ...user }])).values()],
    payment_vouchers: vouchers.map((v) => ({
      voucher_id: v.id,
      id: v.id,
      page: v.page,
      form_id: v.formId,
      custom_payment_name: v.customPaymentName,
      authority: v.authority,
      amount_cents: v.amountCents,
      is_due_asap: v.isDueAsap,
      due_date: v.dueDate,
      is_paid: v.paidAt !== null,
      paid_on: v.paidOn,
      payment_method: v.paymentMethod,
      confirmation_number: v.confirmationNumber,
    })),
    paper_filed_returns: paper.map((p) => ({
      id: p.id,
      page: p.page,
      form_id: p.formId,
      is_mailed: p.mailedAt !== null,
    })),
    proposal_notes: actor.isAdvisor ? r.proposalNotes : [],
    stripe_identity_verifications: checks,
    tax_return_identity_verifications: actor.isAdvisor ? signerVerifications(signers, checks) : [],
    invoice_amount_cents: r.invoiceAmountCents,
    identity_required: r.identityRequired,
    viewer_id: actor.userId,
    my_identity: !actor.isAdvisor && signsOnPortal && r.identityRequired ? identityOf(actor.userId) : null,
    owners,
  };
}

/** Each signer's newest identity check for the return (checks come newest first); not_started without one. */
function signerVerifications(signers: { signer: { userId: number } }[], checks: IdentityCheck[]) {
  const people = [...new Set(signers.map((s) => s.signer.userId))];
  return people.map((userId) => {
    const newest = checks.find((c) => c.user_id === userId);
    return {
      user_id: userId,
      status: newest ? newest.status : ('not_started' as const),
      checked_at: newest?.stripe_verification_session_created_at ?? null,
    };
  });
}

/**
 * The Deliver table (spec 002 §2): one page, sorted, filtered and searched by the server, with one row past
 * the page saying whether there is more, so no page counts the whole firm. `company_id` alone serves an
 * entity's list (the entity page and the client dashboard's heading).
 */
export async function listTaxReturns(db: DbOrTx, actor: Actor, q: TaxReturnListQuery) {
  await assertDeliveryEnabled(db, actor);
  const scope = await returnListScope(db, actor, q.company_id);
  const fraud = q.fraud_detection_status
    ? await fraudDetectionFilter(db, actor.firmId, q.fraud_detection_status)
    : undefined;
  const search = q.search_term ? containsPattern(q.search_term) : null;
  const live = and(eq(taxReturns.firmId, actor.firmId), isNull(taxReturns.deletedAt), scope);
  const filters = and(
    q.status ? eq(taxReturns.status, q.status) : undefined,
    q.display_group ? inArray(taxReturns.status, [...TAX_RETURN_DISPLAY_GROUPS[q.display_group]]) : undefined,
    q.year ? eq(taxReturns.taxYear, q.year) : undefined,
    q.company_id ? eq(taxReturns.companyId, q.company_id) : undefined,
    q.signatures_signed === undefined ? undefined : eq(taxReturns.allSigned, q.signatures_signed),
    q.payments_made === undefined ? undefined : eq(taxReturns.invoicePaid, q.payments_made),
    q.voucher_payments_made === undefined ? undefined : eq(taxReturns.allPaid, q.voucher_payments_made),
    q.reminder_sent === undefined
      ? undefined
      : q.reminder_sent
        ? isNotNull(taxReturns.lastReminderSentAt)
        : isNull(taxReturns.lastReminderSentAt),
    q.reminder_disabled === undefined ? undefined : eq(taxReturns.reminderDisabled, q.reminder_disabled),
    fraud,
    search
      ? or(
          ilike(taxReturns.taxReturnName, search),
          sql`${taxReturns.companyId} = any(array(${entityIdsNamed(actor.firmId, search, hasTrigram(q.search_term ?? ''))}))`,
        )
      : undefined,
  );
  const entity = {
    id: companies.id,
    name: companies.name,
    hashId: companies.hashId,
    externalEntityId: companies.externalEntityId,
  };
  // A deferred join (issue 39 §2, db/list-query.ts): the page's ids first, from the sort's index of live returns that
  // carries the list's filter columns (migration 0060), so an index-only scan; then only those rows, their entities and
  // their facts.
  const { rows: shown, hasMore } = await readPageOfIds(
    q,
    (limit, offset) => pageIdsOf(db, actor.firmId, q, { live, filters }, limit, offset),
    (ids) =>
      db
        .select()
        .from(taxReturns)
        .where(and(eq(taxReturns.firmId, actor.firmId), inArray(taxReturns.id, ids))),
    (r) => r.id,
  );
  const companyIds = [...new Set(shown.map((r) => r.companyId))];
  const [entities, counts] = await Promise.all([
    companyIds.length ? db.select(entity).from(companies).where(inArray(companies.id, companyIds)) : [],
    rowFactsOf(
      db,
      actor.firmId,
      shown.map((r) => r.id),
    ),
  ]);
  const byId = new Map(entities.map((c) => [c.id, c]));
  return {
    items: shown.map((r) => presentRow(r, byId.get(r.companyId)!, counts.get(r.id)!)),
    has_more: hasMore,
  };
}

/**
 * The ids of a Deliver page in its order, from the sort's index of the firm's live returns (by entity name, from each
 * return's copy of its entity's name: migration 0065).
 */
async function pageIdsOf(
  db: DbOrTx,
  firmId: number,
  q: TaxReturnListQuery,
  { live, filters }: { live: SQL | undefined; filters: SQL | undefined },
  limit: number,
  offset: number,
): Promise<number[]> {
  const where = and(live, filters);
  const order = {
    updated_at: taxReturns.updatedAt,
    company_name: taxReturns.companyName,
    tax_year: taxReturns.taxYear,
    tax_return_name: taxReturns.taxReturnName,
    status: taxReturns.status,
  }[q.sort_by];
  const orderBy = indexOrder(q.descending, order, taxReturns.id);
  if (filters && !q.company_id) {
    // A filter or search walks the sort's index of the firm's live returns testing each one there (fenced by offset 0,
    // written out: drizzle leaves out an offset of 0; named as the table so the filters read its columns): otherwise
    // a filter most returns share has its thousands of matches read and sorted for a deep page.
    const t = taxReturns;
    const walk = db
      .select({
        id: t.id,
        companyId: t.companyId,
        status: t.status,
        taxYear: t.taxYear,
        allSigned: t.allSigned,
        invoicePaid: t.invoicePaid,
        allPaid: t.allPaid,
        reminderDisabled: t.reminderDisabled,
        lastReminderSentAt: t.lastReminderSentAt,
        taxReturnName: t.taxReturnName,
        updatedAt: t.updatedAt,
        companyName: t.companyName,
      })
      .from(t)
      .where(live)
      .orderBy(...orderBy)
      .offset(sql.raw('0') as unknown as Placeholder);
    const walked = await db.execute<{ id: number }>(
      sql`select ${t.id} from (${walk}) as ${t} where ${filters} order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`,
    );
    return walked.rows.map((r) => Number(r.id));
  }
  const found = await db
    .select({ id: taxReturns.id })
    .from(taxReturns)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return found.map((r) => r.id);
}

/**
 * The 'ID fraud detection' filter (spec 002 §2): the spec's aggregate over each return's signers, as the
 * column shows it; nothing matches while the firm does not check identity (the column is empty then).
 */
async function fraudDetectionFilter(db: DbOrTx, firmId: number, status: VerificationStatus) {
  const firm = await findFirm(db, firmId);
  if (!identityCheckRequired(readFirmPreferences(firm?.preferences))) return sql`false`;
  // One check expected per person who signs a form of the return, as rowFactsOf counts them.
  const expected = sql`select count(distinct ${taxReturnFormSigners.userId}) from ${taxReturnFormSigners}
    inner join ${taxReturnForms} on ${taxReturnForms.id} = ${taxReturnFormSigners.formId}
    where ${taxReturnForms.taxReturnId} = ${taxReturns.id}`;
  return sql`${aggregateVerificationSql(firmId, 'tax_return', sql`${taxReturns.id}`, expected)} = ${status}`;
}

/** Delete after confirmation ('Tax return has been deleted'): hidden, its files and evidence kept. */
export async function deleteTaxReturn(db: DbOrTx, actor: Actor, id: number, now: Date) {
  await assertStaffMayDeliver(db, actor);
  const { taxReturn, company } = await staffReturn(db, actor, id);
  await db.update(taxReturns).set({ deletedAt: now, updatedAt: now }).where(eq(taxReturns.id, id));
  await recordActivity(db, {
    firmId: actor.firmId,
    typeId: ACTIVITY_TYPES.tax_return_delivery_related,
    title: 'Tax return deleted',
    description: `${taxReturn.taxReturnName} (${taxReturn.taxYear})`,
    companyId: company.id,
    actorUserId: actor.userId,
  });
  return { message: taxReturnMessages.deleted };
}

/**
 * A 10-minute link to the return's PDF: the copy stamped DRAFT while it is a draft under review, the
 * original otherwise (staff may ask for the original at any time).
 */
export async function taxReturnDocumentLink(db: Db, actor: Actor, id: number, kind: 'current' | 'original', now: Date) {
  const { taxReturn: r } = await visibleReturn(db, actor, id);
  const draftCopy = showsDraftCopy(r.status) && !(kind === 'original' && actor.isAdvisor);
  const documentId = draftCopy ? (r.watermarkedDocumentId ?? r.originalDocumentId) : r.originalDocumentId;
  if (!documentId) throw new AppError('not_found', taxReturnMessages.notFound);
  // visibleReturn decided: the file sits in a folder clients do not browse ('Tax Return Delivery').
  return grantedDocumentLink(db, actor, documentId, now);
}

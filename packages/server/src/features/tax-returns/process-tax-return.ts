import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import {
  proposeSigners,
  TAX_RETURN_DELIVERY_FOLDER,
  voucherAuthority,
  type EntitySigners,
  type ProposedClassification,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import {
  taxReturnFormSigners,
  taxReturnForms,
  taxReturnPaperFilings,
  taxReturns,
  taxReturnVouchers,
} from '../../db/schema/index.ts';
import { watermarkPdf } from '../../platform/pdf/watermark-pdf.ts';
import { findDocument, storeRecordFile } from '../documents/index.ts';
import { entityClientOwners } from '../entities/index.ts';
import { findFirm } from '../firm/index.ts';
import { classifyReturnPdf } from './classify-return.ts';
import { clientEmailLink, deliveryPath } from './client-email-link.ts';
import { findReturn } from './tax-return-access.ts';
import { announceReturn } from './return-updates.ts';
import { moveReturn } from './tax-returns.repo.ts';
import { draftReadyMail } from './tax-return-mail.ts';

export const PROCESS_TAX_RETURN_JOB = 'tax-returns.process';

/** The PDF could not be read: the reason staff see on the return. */
export const UNREADABLE_RETURN = 'The PDF could not be read. Please upload the return again.';

/**
 * The background step after an upload (spec 002 §4 processing): read the pages, propose which are e-file
 * authorization forms (with their signers among the entity's owners), payment vouchers and paper filings,
 * then wait for staff (action_required). A draft is stamped DRAFT, stored beside the original and sent to
 * the entity's primary contact for approval (draft). A PDF that cannot be read sets error with the reason.
 */
export async function processTaxReturn(
  deps: Pick<AppDeps, 'storage' | 'mailer' | 'config' | 'realtime' | 'clock'> & { db: AppDeps['database']['db'] },
  taxReturnId: number,
) {
  await readAndClassify(deps, taxReturnId);
  // The Deliver table, the staff view and (for a draft) the client's card follow without a reload.
  await announceReturn(deps, taxReturnId);
}

async function readAndClassify(
  deps: Pick<AppDeps, 'storage' | 'mailer' | 'config' | 'clock'> & { db: AppDeps['database']['db'] },
  taxReturnId: number,
) {
  const { db } = deps;
  const [owner] = await db.select({ firmId: taxReturns.firmId }).from(taxReturns).where(eq(taxReturns.id, taxReturnId));
  const found = owner ? await findReturn(db, owner.firmId, taxReturnId) : null;
  if (!found || found.taxReturn.status !== 'processing') return;
  const { taxReturn, company } = found;
  const original = taxReturn.originalDocumentId
    ? await findDocument(db, taxReturn.firmId, taxReturn.originalDocumentId)
    : null;
  let bytes: Buffer;
  let proposed: ProposedClassification;
  try {
    if (!original?.storageKey) throw new Error('missing');
    bytes = await buffer(await deps.storage.get(original.storageKey));
    proposed = await classifyReturnPdf(new Uint8Array(bytes));
  } catch {
    await moveReturn(db, taxReturnId, ['processing'], 'error', { errorMessage: UNREADABLE_RETURN });
    return;
  }
  // Taxpayer and officer: the primary contact (or the first owner); spouse: the entity's spouse (issue 37 §5).
  const owners = await entityClientOwners(db, taxReturn.firmId, company.id);
  const primary = owners.find((o) => o.id === company.userId);
  const first = primary ?? owners[0];
  const people: EntitySigners = {
    taxpayer: first ? { ...first, primary: first === primary } : null,
    spouse: owners.find((o) => o.id === company.spouseUserId) ?? null,
  };
  const proposals = proposed.e_sign_forms.map((form) => ({ form, ...proposeSigners(form, people) }));
  const taxpayer = first;

  const draft = taxReturn.draftStatus === 'draft';
  const watermarked = draft ? await storeWatermarked(deps, taxReturn, company.id, bytes) : null;
  const firmId = taxReturn.firmId;
  await db.transaction(async (tx) => {
    const moved = await moveReturn(tx, taxReturnId, ['processing'], draft ? 'draft' : 'action_required', {
      pageCount: proposed.page_count,
      errorMessage: null,
      watermarkedDocumentId: watermarked,
      proposalNotes: proposals.map(({ form, reasons, warnings }) => ({
        page: form.page,
        form_id: form.form_id,
        reasons,
        warnings,
      })),
    });
    if (!moved) return;
    for (const { form, signers } of proposals) {
      const [row] = await tx
        .insert(taxReturnForms)
        .values({ firmId, taxReturnId, page: form.page, formId: form.form_id })
        .returning({ id: taxReturnForms.id });
      if (signers.length)
        await tx
          .insert(taxReturnFormSigners)
          .values(signers.map((s) => ({ firmId, formId: row!.id, userId: s.user_id, role: s.role })));
    }
    if (proposed.payment_vouchers.length) {
      await tx.insert(taxReturnVouchers).values(
        proposed.payment_vouchers.map((v) => ({
          firmId,
          taxReturnId,
          page: v.page,
          formId: v.form_id,
          amountCents: v.amount_cents,
          dueDate: v.due_date,
          // A state's voucher whose page names no state pays the entity's own.
          authority: v.authority ?? voucherAuthority(v.form_id, '', company.state),
        })),
      );
    }
    if (proposed.paper_filed_returns.length) {
      await tx
        .insert(taxReturnPaperFilings)
        .values(proposed.paper_filed_returns.map((p) => ({ firmId, taxReturnId, page: p.page, formId: p.form_id })));
    }
  });
  if (draft && taxpayer?.email) {
    const firm = await findFirm(db, firmId);
    const link = await clientEmailLink(deps, firmId, taxpayer.id, deliveryPath(taxReturnId, company.id));
    await deps.mailer.send({
      firmId,
      to: taxpayer.email,
      ...draftReadyMail(
        {
          firmName: firm?.name ?? 'Your firm',
          companyName: company.name,
          taxYear: taxReturn.taxYear,
          fname: taxpayer.fname,
        },
        link,
      ),
    });
  }
}

/** The draft the client reviews: every page stamped DRAFT, kept in the same folder as the original. */
async function storeWatermarked(
  deps: Pick<AppDeps, 'storage'> & { db: AppDeps['database']['db'] },
  taxReturn: typeof taxReturns.$inferSelect,
  companyId: number,
  bytes: Buffer,
) {
  const stamped = await watermarkPdf(new Uint8Array(bytes));
  const stored = await storeRecordFile(
    { db: deps.db, storage: deps.storage },
    {
      firmId: taxReturn.firmId,
      companyId,
      uploaderId: null,
      folder: TAX_RETURN_DELIVERY_FOLDER,
      filename: `${taxReturn.taxReturnName} - DRAFT.pdf`,
      mimetype: 'application/pdf',
      content: Buffer.from(stamped),
    },
  );
  return stored.id;
}

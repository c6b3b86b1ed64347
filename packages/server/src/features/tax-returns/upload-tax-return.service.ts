import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  AppError,
  TAX_RETURN_DELIVERY_FOLDER,
  taxReturnMessages,
  taxReturnUploadSchema,
  type Actor,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { taxReturns } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { receivePdfForm, type UploadPart } from '../documents/index.ts';
import { assertStaffMayDeliver, staffReturn } from './tax-return-access.ts';
import { clearDeliveryParts, moveReturn } from './tax-returns.repo.ts';
import { PROCESS_TAX_RETURN_JOB } from './process-tax-return.ts';

type Deps = Pick<AppDeps, 'storage' | 'jobs' | 'clock'> & { db: Db };

/**
 * Send Tax Return (spec 002 §5): one entity, a PDF that is not password-protected (by its first bytes), a
 * tax year and a name; optionally as a draft for approval. The file goes into the entity's 'Tax Return
 * Delivery' folder and a job processes it (status processing).
 */
export async function uploadTaxReturn(deps: Deps, actor: Actor, parts: AsyncIterable<UploadPart>) {
  await assertStaffMayDeliver(deps.db, actor);
  const { input, document } = await receivePdfForm(deps, actor, parts, {
    schema: taxReturnUploadSchema,
    folder: TAX_RETURN_DELIVERY_FOLDER,
    messages: taxReturnMessages,
  });
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taxReturns)
      .values({
        firmId: actor.firmId,
        companyId: input.company_id,
        taxYear: input.tax_year,
        taxReturnName: input.tax_return_name,
        status: 'processing',
        draftStatus: input.as_draft ? 'draft' : null,
        originalDocumentId: document.id,
        createdById: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.tax_return_delivery_related,
      title: input.as_draft ? 'Tax return draft uploaded' : 'Tax return uploaded',
      description: `${input.tax_return_name} (${input.tax_year})`,
      companyId: input.company_id,
      actorUserId: actor.userId,
    });
    // The return and the job that reads it commit together (the outbox, issue 36 §1).
    await deps.jobs.sendWithin(tx, PROCESS_TAX_RETURN_JOB, { taxReturnId: row!.id }, { retryLimit: 2 });
    return row!;
  });
  deps.jobs.wake(PROCESS_TAX_RETURN_JOB);
  return created;
}

const replaceSchema = z.object({
  company_id: z.coerce
    .number({ error: taxReturnMessages.entityRequired })
    .int(taxReturnMessages.entityRequired)
    .positive(taxReturnMessages.entityRequired)
    .max(2_147_483_647, taxReturnMessages.entityRequired),
});

/**
 * Replace Tax Return Draft (spec 002 §4): after the client asked for changes, staff upload the corrected PDF
 * (its entity's id first, then the file); the proposals are made again and the new draft goes to the client.
 */
export async function replaceDraft(deps: Deps, actor: Actor, id: number, parts: AsyncIterable<UploadPart>) {
  await assertStaffMayDeliver(deps.db, actor);
  const { taxReturn, company } = await staffReturn(deps.db, actor, id);
  if (taxReturn.status !== 'change_requested') throw new AppError('conflict', taxReturnMessages.notReplaceable);
  const { input, document } = await receivePdfForm(deps, actor, parts, {
    schema: replaceSchema,
    folder: TAX_RETURN_DELIVERY_FOLDER,
    messages: taxReturnMessages,
  });
  if (input.company_id !== company.id)
    throw new AppError('validation_failed', taxReturnMessages.entityRequired, {
      company_id: taxReturnMessages.entityRequired,
    });
  await deps.db.transaction(async (tx) => {
    await clearDeliveryParts(tx, id);
    const moved = await moveReturn(tx, id, ['change_requested'], 'processing', {
      originalDocumentId: document.id,
      watermarkedDocumentId: null,
      draftStatus: 'draft',
      pageCount: null,
    });
    if (!moved) throw new AppError('conflict', taxReturnMessages.notReplaceable);
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.tax_return_delivery_related,
      title: 'Tax return draft replaced',
      description: `${taxReturn.taxReturnName} (${taxReturn.taxYear})`,
      companyId: company.id,
      actorUserId: actor.userId,
    });
    await deps.jobs.sendWithin(tx, PROCESS_TAX_RETURN_JOB, { taxReturnId: id }, { retryLimit: 2 });
  });
  deps.jobs.wake(PROCESS_TAX_RETURN_JOB);
  return { status: 'processing' as const };
}

import { and, eq, inArray } from 'drizzle-orm';
import {
  AppError,
  signatureRequestMessages,
  type Actor,
  type SignatureRequestStatus,
  type SignatureRequestUpdate,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { signatureRequests } from '../../db/schema/index.ts';
import { assertStaffMayChange, requestNotFound, staffRequest } from './signature-request-access.ts';
import { markCompleted } from './signature-requests.service.ts';

/** A request not yet sent: what its signers will see may still be named and dated otherwise. */
const UNSENT: SignatureRequestStatus[] = ['processing', 'action_required', 'error'];

/**
 * The general update (spec 002 §7 "update {id, companyId, status, ...}"): the document name and tax year until
 * the request is sent, then 'completed' (the one status staff set; the others follow the signing). Another
 * entity's companyId is 404, as another firm's request is.
 */
export async function updateSignatureRequest(
  deps: Parameters<typeof markCompleted>[0] & { db: Db },
  actor: Actor,
  id: number,
  input: SignatureRequestUpdate,
) {
  await assertStaffMayChange(deps.db, actor);
  const { request } = await staffRequest(deps.db, actor, id);
  if (input.companyId !== undefined && input.companyId !== request.companyId) throw requestNotFound();
  if (input.form_name !== undefined || input.tax_year !== undefined) {
    const [renamed] = await deps.db
      .update(signatureRequests)
      .set({
        ...(input.form_name !== undefined ? { formName: input.form_name } : {}),
        ...(input.tax_year !== undefined ? { taxYear: input.tax_year } : {}),
        updatedAt: deps.clock.now(),
      })
      .where(
        and(
          eq(signatureRequests.id, id),
          eq(signatureRequests.firmId, actor.firmId),
          inArray(signatureRequests.status, UNSENT),
        ),
      )
      .returning({ id: signatureRequests.id });
    if (!renamed) throw new AppError('conflict', signatureRequestMessages.renameAfterSend);
  }
  if (input.status === 'completed') await markCompleted(deps, actor, id);
  return { message: signatureRequestMessages.updated };
}

import { inArray, sql } from 'drizzle-orm';
import { AppError, genericMessages, signatureRequestFiles, type Actor } from '@portal/domain';
import type { z } from 'zod';
import type { signatureRequestListQuerySchema } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { signatureSigners } from '../../db/schema/index.ts';
import { aggregateVerifications } from '../identity/index.ts';
import { assertEnabled, groupScope } from './signature-request-access.ts';
import { listRequests } from './signature-requests.repo.ts';

/** The staff table (spec 002 §2 Signature requests): one page, with each row's signer counts in one query. */
export async function listSignatureRequests(
  db: DbOrTx,
  actor: Actor,
  q: z.output<typeof signatureRequestListQuerySchema>,
) {
  if (!actor.isAdvisor) throw new AppError('forbidden', genericMessages.forbidden);
  await assertEnabled(db, actor);
  const { rows, hasMore } = await listRequests(db, actor.firmId, q, groupScope(actor));
  const ids = rows.map((r) => r.request.id);
  const counts = ids.length
    ? await db
        .select({
          requestId: signatureSigners.requestId,
          total: sql<number>`cast(count(*) as integer)`,
          signed: sql<number>`cast(count(${signatureSigners.signedAt}) as integer)`,
        })
        .from(signatureSigners)
        .where(inArray(signatureSigners.requestId, ids))
        .groupBy(signatureSigners.requestId)
    : [];
  const countOf = new Map(counts.map((c) => [c.requestId, c]));
  const required = rows.filter((r) => r.request.identityRequired);
  const fraud = await aggregateVerifications(
    db,
    actor.firmId,
    'signature_request',
    required.map((r) => ({ id: r.request.id, signerCount: countOf.get(r.request.id)?.total ?? 0 })),
  );
  return {
    has_more: hasMore,
    items: rows.map(({ request, company }) => ({
      id: request.id,
      company_id: company.id,
      company_name: company.name,
      company_hash: company.hashId,
      tax_year: request.taxYear,
      form_name: request.formName,
      status: request.status,
      ...signatureRequestFiles(request),
      signed_pages_only: request.signedPagesOnly,
      updated_at: request.updatedAt.toISOString(),
      signers_signed: countOf.get(request.id)?.signed ?? 0,
      signers_total: countOf.get(request.id)?.total ?? 0,
      identity_required: request.identityRequired,
      fraud_detection_status: request.identityRequired ? (fraud.get(request.id) ?? 'not_started') : null,
    })),
  };
}

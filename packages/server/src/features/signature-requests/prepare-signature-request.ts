import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { proposeFields, type PageLayout } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { documents, signatureFields, signatureRequests } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { sha256Hex } from '../../platform/signing/seal-pdf.ts';
import { readPdfPages } from '../../platform/pdf/read-pdf-pages.ts';
import { moveStatus, signersOf } from './signature-requests.repo.ts';

export const PREPARE_SIGNATURE_REQUEST_JOB = 'signature-requests.prepare';

/**
 * The background step after an upload (spec 002 §4 processing): read the PDF, count its pages, propose
 * fields where it says "Signature" or "Date", then wait for staff (action_required). A PDF that cannot be
 * read sets error with the reason.
 */
export async function prepareSignatureRequest(deps: { db: Db; storage: FileStorage }, requestId: number) {
  const [row] = await deps.db
    .select({ request: signatureRequests, storageKey: documents.storageKey })
    .from(signatureRequests)
    .innerJoin(documents, eq(documents.id, signatureRequests.originalDocumentId))
    .where(eq(signatureRequests.id, requestId));
  if (!row || row.request.status !== 'processing' || !row.storageKey) return;
  let bytes: Buffer;
  let pages: PageLayout[];
  try {
    bytes = await buffer(await deps.storage.get(row.storageKey));
    pages = await readPdfPages(new Uint8Array(bytes));
  } catch {
    await moveStatus(deps.db, requestId, ['processing'], 'error', { errorMessage: 'The PDF could not be read' });
    return;
  }
  const signers = await signersOf(deps.db, requestId);
  const proposals = proposeFields(
    pages,
    signers.map((s) => s.signer.id),
  );
  await deps.db.transaction(async (tx) => {
    const moved = await moveStatus(tx, requestId, ['processing'], 'action_required', {
      pageCount: pages.length,
      originalSha256: sha256Hex(bytes),
    });
    if (!moved || !proposals.length) return;
    await tx.insert(signatureFields).values(
      proposals.map((f) => ({
        firmId: row.request.firmId,
        requestId,
        signerId: f.signer_id,
        kind: f.kind,
        page: f.page,
        x: f.x,
        y: f.y,
        width: f.width,
        height: f.height,
      })),
    );
  });
}

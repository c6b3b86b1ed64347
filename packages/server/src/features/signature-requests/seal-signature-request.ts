import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { formatDisplayDate, initialsOf } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import { signatureRequests, users } from '../../db/schema/index.ts';
import { clientArrivalLink } from '../auth/index.ts';
import { sealPdf, type StampedField } from '../../platform/signing/seal-pdf.ts';
import { findDocument, recordedBefore, storeRecordFile } from '../documents/index.ts';
import { findFirm } from '../firm/index.ts';
import { appendEvidence, evidenceHead, tellSignedCopyReady, writeCheckpoint } from '../signatures/index.ts';
import { fieldsOf, findRequest, moveStatus, signersOf } from './signature-requests.repo.ts';
import { identityOfSigners } from './signer-identity.ts';

export const SEAL_SIGNATURE_REQUEST_JOB = 'signature-requests.seal';
const SIGNATURE_REQUESTS_FOLDER = '/Signature Requests';

/**
 * After the last signer finishes (issue 16 §4): the original with every field stamped, the certificate page
 * and the portal's digital signature, kept beside the original in the entity's folder; the request is
 * signed, and every signer and whoever sent it hear so, with the link to the signed copy.
 */
export async function sealSignatureRequest(deps: AppDeps, requestId: number) {
  const db = deps.database.db;
  const [owner] = await db
    .select({ firmId: signatureRequests.firmId })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId));
  const found = owner ? await findRequest(db, owner.firmId, requestId) : null;
  if (!found || found.request.status !== 'sent') return;
  const { request, company } = found;
  const original = request.originalDocumentId
    ? await findDocument(db, request.firmId, request.originalDocumentId)
    : null;
  if (!original?.storageKey) {
    await moveStatus(db, requestId, ['sent'], 'error', { errorMessage: 'The original document is missing' });
    return;
  }
  const [bytes, signers, fields, firm, identity, identityOf] = await Promise.all([
    deps.storage.get(original.storageKey).then(buffer),
    signersOf(db, requestId),
    fieldsOf(db, requestId),
    findFirm(db, request.firmId),
    deps.signing(),
    identityOfSigners(db, request),
  ]);
  if (signers.some((s) => !s.signer.signedAt)) return;
  const bySigner = new Map(signers.map((s) => [s.signer.id, s]));
  const stamped: StampedField[] = fields.map((f) => {
    const { signer, user } = bySigner.get(f.signerId)!;
    const name = `${user.fname} ${user.lname}`;
    const value: StampedField['value'] =
      f.kind === 'date'
        ? { kind: 'text', text: formatDisplayDate(signer.signedAt!) }
        : f.kind === 'initials'
          ? { kind: 'text', text: signer.initials ?? initialsOf(name) }
          : signer.signatureType === 'drawn'
            ? { kind: 'image', png: Buffer.from(signer.signature!.split(',')[1] ?? '', 'base64') }
            : { kind: 'text', text: signer.signature! };
    return { page: f.page, x: f.x, y: f.y, width: f.width, height: f.height, value };
  });
  const sealedAt = deps.clock.now();
  const head = await evidenceHead(db, request.firmId);
  const sealed = await sealPdf({
    original: bytes,
    documentName: `${request.formName} (${request.taxYear})`,
    reference: `Signature request ${request.id} for ${company.name}`,
    fields: stamped,
    signers: signers.map(({ signer, user }) => ({
      name: `${user.fname} ${user.lname}`,
      email: user.email ?? '',
      loginId: `user ${signer.userId}`,
      ipAddress: signer.ipAddress ?? '',
      userAgent: signer.userAgent ?? '',
      signedAt: signer.signedAt!,
      identityVerification: identityOf(signer.userId).label,
    })),
    signedPagesOnly: request.signedPagesOnly,
    identity,
    firmName: firm?.name ?? 'Client Portal',
    sealedAt,
    evidenceHead: head,
  });
  // The sealed copy, the status and the evidence commit together; a run after a crash files the copy again (what
  // the dead run stored is removed first), and a second run finds the request signed and keeps nothing.
  const sealedHere = await storeRecordFile(
    { db, storage: deps.storage },
    {
      firmId: request.firmId,
      companyId: company.id,
      uploaderId: null,
      folder: SIGNATURE_REQUESTS_FOLDER,
      filename: `${request.formName} - signed.pdf`,
      mimetype: 'application/pdf',
      content: sealed.pdf,
    },
    {
      owner: `seal:signature-request:${requestId}`,
      within: async (tx, stored) => {
        const moved = await moveStatus(tx, requestId, ['sent'], 'signed', {
          signedDocumentId: stored.id,
          signedSha256: sealed.sealedSha256,
          originalSha256: sealed.originalSha256,
        });
        if (!moved) throw recordedBefore();
        await appendEvidence(tx, {
          firmId: request.firmId,
          subjectType: 'signature_request',
          subjectId: requestId,
          event: 'sealed',
          data: {
            document_id: stored.id,
            original_sha256: sealed.originalSha256,
            stamped_sha256: sealed.stampedSha256,
            sealed_sha256: sealed.sealedSha256,
            certificate_sha256: identity.fingerprint,
          },
          at: sealedAt,
        });
        await writeCheckpoint(tx, identity, request.firmId, sealedAt);
      },
    },
  );
  if (!sealedHere) return;
  // Only the run that sealed it tells everyone (issue 37 §6): a retried job finds it signed and stops above.
  const companyPath = `companyId=${company.id}`;
  const recipients = [
    ...signers.map(({ signer, user }) => ({
      userId: signer.userId,
      fname: user.fname,
      email: user.email,
      path: `/review-signature-request/${requestId}?${companyPath}`,
    })),
    ...(request.createdById ? [await senderOf(db, request.firmId, request.createdById, requestId)] : []),
  ].filter((r) => r !== null);
  await tellSignedCopyReady(
    { db, mailer: deps.mailer, realtime: deps.realtime },
    {
      firmId: request.firmId,
      firmName: firm?.name ?? 'Your firm',
      documentName: `${request.formName} (${request.taxYear})`,
      companyName: company.name,
      signerNames: signers.map(({ user }) => `${user.fname} ${user.lname}`),
    },
    await Promise.all(
      recipients.map(async (r) => ({
        ...r,
        emailLink: await clientArrivalLink(
          { db, clock: deps.clock, publicUrl: deps.config.publicUrl },
          request.firmId,
          r.userId,
          r.path,
        ),
      })),
    ),
  );
}

/** The staff member who sent the request, with the Signatures screen opened on it. */
async function senderOf(db: AppDeps['database']['db'], firmId: number, userId: number, requestId: number) {
  const [user] = await db
    .select({ fname: users.fname, email: users.email })
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.id, userId)));
  return user ? { userId, fname: user.fname, email: user.email, path: `/signature-requests?open=${requestId}` } : null;
}

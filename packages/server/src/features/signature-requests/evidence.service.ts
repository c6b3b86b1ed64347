import { buffer } from 'node:stream/consumers';
import { PDFDocument } from 'pdf-lib';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AppError, genericMessages, type Actor } from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { companies, signatureRequests } from '../../db/schema/index.ts';
import { verifyPdfSeal } from '../../platform/signing/verify-pdf-seal.ts';
import { sha256Hex } from '../../platform/signing/seal-pdf.ts';
import { documentLink, type UploadPart } from '../documents/index.ts';
import {
  appendEvidence,
  checkEvidence,
  evidenceHeadFromKeywords,
  evidenceReportPdf,
  listEvidence,
  presentEvidence,
  verifyEvidenceChain,
} from '../signatures/index.ts';
import { requestNotFound, staffRequest } from './signature-request-access.ts';
import { findRequest, signersOf } from './signature-requests.repo.ts';
import { sealedFormBySha256 } from '../tax-return-delivery/index.ts';
import { identityOfSigners } from './signer-identity.ts';
import { visibleRequest, type RequestOrigin } from './signing.service.ts';

/** A 10-minute link to the original or the signed PDF; a download of the signed one is evidence too. */
export async function requestDocumentLink(
  deps: AppDeps,
  actor: Actor,
  id: number,
  kind: 'original' | 'signed',
  origin: RequestOrigin,
) {
  const db = deps.database.db;
  const { request } = await visibleRequest(db, actor, id);
  const documentId = kind === 'signed' ? request.signedDocumentId : request.originalDocumentId;
  if (!documentId) throw new AppError('not_found', 'The signed document is not ready yet');
  const now = deps.clock.now();
  const link = await documentLink(db, actor, documentId, now);
  if (kind === 'signed') {
    await appendEvidence(db, {
      firmId: actor.firmId,
      subjectType: 'signature_request',
      subjectId: id,
      event: 'downloaded',
      actorUserId: actor.userId,
      ipAddress: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    });
  }
  return link;
}

/** Staff download the evidence: every event of the request, and whether the firm's chain is unbroken. */
export async function requestEvidence(db: Db, actor: Actor, id: number) {
  const { request, company } = await staffRequest(db, actor, id).catch(async (e: unknown) => {
    // A deleted request's evidence stays available to its firm's staff.
    if (!(e instanceof AppError) || e.code !== 'not_found' || !actor.isAdvisor) throw e;
    const found = await findRequest(db, actor.firmId, id, { withDeleted: true });
    if (!found) throw requestNotFound();
    return found;
  });
  const [events, chain, signers, identityOf] = await Promise.all([
    listEvidence(db, actor.firmId, 'signature_request', id),
    verifyEvidenceChain(db, actor.firmId),
    signersOf(db, id),
    identityOfSigners(db, request),
  ]);
  return {
    request: {
      id: request.id,
      form_name: request.formName,
      tax_year: request.taxYear,
      company_name: company.name,
      status: request.status,
      original_sha256: request.originalSha256,
      signed_sha256: request.signedSha256,
      deleted_at: request.deletedAt?.toISOString() ?? null,
    },
    signers: signers.map(({ signer, user }) => ({
      name: `${user.fname} ${user.lname}`,
      email: user.email,
      login_id: signer.userId,
      signed_at: signer.signedAt?.toISOString() ?? null,
      ip_address: signer.ipAddress,
      user_agent: signer.userAgent,
      identity: identityOf(signer.userId).label,
    })),
    chain,
    events: presentEvidence(events),
  };
}

/** The same evidence as a PDF report, named after the document. */
export async function requestEvidencePdf(db: Db, actor: Actor, id: number, now: Date) {
  const { request: r, signers, chain, events } = await requestEvidence(db, actor, id);
  const pdf = await evidenceReportPdf({
    title: `Signing evidence: ${r.form_name} (${r.tax_year})`,
    facts: [
      ['Entity', r.company_name],
      ['Signature request', String(r.id)],
      ['Status', r.status],
      ['SHA-256 of the original', r.original_sha256 ?? 'not yet read'],
      ['SHA-256 of the signed document', r.signed_sha256 ?? 'not yet signed'],
      ...(r.deleted_at ? ([['Deleted', r.deleted_at]] as [string, string][]) : []),
    ],
    signers: signers.map((s) => ({
      name: s.name,
      email: s.email,
      lines: [
        ['Login id', `user ${s.login_id}`],
        ['Signed at', s.signed_at ?? 'not signed'],
        ['IP address', s.ip_address ?? ''],
        ['Browser', s.user_agent ?? ''],
        ['Identity verification', s.identity],
      ],
    })),
    chain,
    events,
    generatedAt: now,
  });
  return { pdf, fileName: `${r.form_name} - evidence.pdf` };
}

/**
 * POST /api/signatures/verify (issue 16 §5): whether the portal sealed exactly these bytes, when and for
 * whom. The digital signature is checked as a reader checks it, and the file's SHA-256 is looked up among
 * the caller's firm's signed documents: signature requests and tax returns' e-file authorization forms.
 */
/** The evidence chain head a sealed PDF names in its keywords (inside the signed bytes); null for older seals. */
async function headInPdf(bytes: Buffer) {
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    return evidenceHeadFromKeywords(pdf.getKeywords());
  } catch {
    return null;
  }
}

export async function verifySignedPdf(deps: AppDeps, actor: Actor, parts: AsyncIterable<UploadPart>) {
  if (!actor.isAdvisor) throw new AppError('forbidden', genericMessages.forbidden);
  let bytes: Buffer | null = null;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (bytes) {
      part.file.resume();
      continue;
    }
    bytes = await buffer(part.file);
  }
  if (!bytes?.length)
    throw new AppError('validation_failed', 'Please choose a PDF file', { file: 'Please choose a PDF file' });
  const identity = await deps.signing();
  const check = verifyPdfSeal(bytes, identity.fingerprint);
  const sha256 = sha256Hex(bytes);
  const db = deps.database.db;
  const [match] = await db
    .select({ request: signatureRequests, companyName: companies.name })
    .from(signatureRequests)
    .innerJoin(companies, eq(companies.id, signatureRequests.companyId))
    .where(
      and(
        eq(signatureRequests.firmId, actor.firmId),
        isNotNull(signatureRequests.signedSha256),
        eq(signatureRequests.signedSha256, sha256),
      ),
    )
    .limit(1);
  const signers = match ? await signersOf(db, match.request.id) : [];
  // Not a signature request: perhaps an e-file authorization form sealed for one of the firm's tax returns.
  const sealedForm = match ? null : await sealedFormBySha256(db, actor.firmId, sha256);
  // The firm's evidence, against its checkpoints and the chain head the document carries (issue 36 §3).
  const evidence = match || sealedForm ? await checkEvidence(db, identity, actor.firmId, await headInPdf(bytes)) : null;
  return {
    evidence,
    // Sealed and unchanged, but not one of the caller's firm's documents: nothing more is said of it.
    status: check.status === 'intact' && !match && !sealedForm ? ('unknown_document' as const) : check.status,
    sha256,
    by_portal: check.status === 'intact' && check.byPortal,
    signed_at: check.status === 'intact' ? (check.signedAt?.toISOString() ?? null) : null,
    reason: check.status === 'changed' ? check.reason : null,
    request: sealedForm
      ? sealedForm
      : match
        ? {
            subject_type: 'signature_request' as const,
            id: match.request.id,
            form_name: match.request.formName,
            tax_year: match.request.taxYear,
            company_name: match.companyName,
            signers: signers.map(({ signer, user }) => ({
              name: `${user.fname} ${user.lname}`,
              email: user.email,
              signed_at: signer.signedAt?.toISOString() ?? null,
            })),
          }
        : null,
  };
}

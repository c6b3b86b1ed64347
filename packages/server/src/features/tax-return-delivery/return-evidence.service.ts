import type { Actor } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { evidenceReportPdf, listEvidence, presentEvidence, verifyEvidenceChain } from '../signatures/index.ts';
import { formTitle } from './seal-tax-return-form.ts';
import { deliveryPartsOf, identityOfReturnSigners, staffReturn } from '../tax-returns/index.ts';

/**
 * Staff download a return's e-sign evidence (IRS Publication 1345): each form with its signed file's
 * SHA-256, and for each signer the time, IP address, login, method and identity result; every event of the
 * return's chain, and whether the firm's chain is unbroken.
 */
export async function returnEvidence(db: Db, actor: Actor, id: number) {
  const { taxReturn, company } = await staffReturn(db, actor, id);
  const [{ forms, signers }, events, chain, identityOf] = await Promise.all([
    deliveryPartsOf(db, id),
    listEvidence(db, actor.firmId, 'tax_return', id),
    verifyEvidenceChain(db, actor.firmId),
    identityOfReturnSigners(db, taxReturn),
  ]);
  return {
    tax_return: {
      id: taxReturn.id,
      tax_return_name: taxReturn.taxReturnName,
      tax_year: taxReturn.taxYear,
      company_name: company.name,
      status: taxReturn.status,
      identity_required: taxReturn.identityRequired,
    },
    // The return's signers are read once with its forms (deliveryPartsOf), not per form.
    forms: forms.map((f) => ({
      id: f.id,
      form: formTitle(f),
      page: f.page,
      signed_document_id: f.signedDocumentId,
      signed_sha256: f.signedSha256,
      sealed_at: f.sealedAt?.toISOString() ?? null,
      signers: signers
        .filter((s) => s.signer.formId === f.id)
        .map(({ signer, user }) => ({
          name: `${user.fname} ${user.lname}`,
          role: signer.role,
          login_id: user.email,
          user_id: signer.userId,
          signed_at: signer.signedAt?.toISOString() ?? null,
          method: signer.signatureType,
          ip_address: signer.ipAddress,
          user_agent: signer.userAgent,
          identity: identityOf(signer.userId).label,
        })),
    })),
    chain,
    events: presentEvidence(events),
  };
}

/** The same evidence as a PDF report a firm can file or hand to an examiner, one signer block per form. */
export async function returnEvidencePdf(db: Db, actor: Actor, id: number, now: Date) {
  const { tax_return: r, forms, chain, events } = await returnEvidence(db, actor, id);
  const pdf = await evidenceReportPdf({
    title: `E-file authorization evidence: ${r.tax_return_name} (${r.tax_year})`,
    facts: [
      ['Entity', r.company_name],
      ['Tax return', String(r.id)],
      ['Status', r.status],
      ['Identity verification required', r.identity_required ? 'yes' : 'no'],
      ...forms.map((f): [string, string] => [
        `${f.form}, page ${f.page + 1}`,
        f.signed_sha256 ? `sealed ${f.sealed_at}, SHA-256 ${f.signed_sha256}` : 'not sealed yet',
      ]),
    ],
    signers: forms.flatMap((f) =>
      f.signers.map((s) => ({
        name: `${s.name} (${s.role}, ${f.form})`,
        email: s.login_id,
        lines: [
          ['Login id', `${s.login_id ?? ''} (user ${s.user_id})`],
          ['Signed at', s.signed_at ?? 'not signed'],
          ['Method', s.method ?? ''],
          ['IP address', s.ip_address ?? ''],
          ['Browser', s.user_agent ?? ''],
          ['Identity verification', s.identity],
        ] as [string, string][],
      })),
    ),
    chain,
    events,
    generatedAt: now,
  });
  return { pdf, fileName: `${r.tax_return_name} ${r.tax_year} - e-sign evidence.pdf` };
}

import type { Actor } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { listEvidence, verifyEvidenceChain } from '../signatures/index.ts';
import { formSignersOf } from './form-signers.repo.ts';
import { formTitle } from './seal-tax-return-form.ts';
import { identityOfReturnSigners } from './sign-forms.service.ts';
import { staffReturn } from './tax-return-access.ts';
import { deliveryPartsOf } from './tax-returns.repo.ts';

/**
 * Staff download a return's e-sign evidence (IRS Publication 1345): each form with its signed file's
 * SHA-256, and for each signer the time, IP address, login, method and identity result; every event of the
 * return's chain, and whether the firm's chain is unbroken.
 */
export async function returnEvidence(db: Db, actor: Actor, id: number) {
  const { taxReturn, company } = await staffReturn(db, actor, id);
  const [{ forms }, events, chain, identityOf] = await Promise.all([
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
    forms: await Promise.all(
      forms.map(async (f) => ({
        id: f.id,
        form: formTitle(f),
        page: f.page,
        signed_document_id: f.signedDocumentId,
        signed_sha256: f.signedSha256,
        sealed_at: f.sealedAt?.toISOString() ?? null,
        signers: (await formSignersOf(db, f.id)).map(({ signer, user }) => ({
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
    ),
    chain,
    events: events.map((e) => ({
      id: e.id,
      event: e.event,
      at: e.createdAt.toISOString(),
      actor_user_id: e.actorUserId,
      ip_address: e.ipAddress,
      user_agent: e.userAgent,
      data: e.data,
      prev_hash: e.prevHash,
      hash: e.hash,
    })),
  };
}

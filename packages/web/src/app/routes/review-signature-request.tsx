import { useParams } from 'react-router';
import { SigningPage } from '../../features/signature-requests/components/signing-page';
import { IdentityStep } from '../../features/identity/components/identity-step';
import { AdoptSignature } from '../../features/signatures/components/adopt-signature';
import { NotFound } from '../../components/not-found';

/**
 * /review-signature-request/{id}?companyId= (spec 002 §2; issue 16 §3): a signer signs with the signatures
 * feature's adopt form; staff see the same page view-only.
 */
export function Component() {
  const { signatureRequestId } = useParams();
  const id = Number(signatureRequestId);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <SigningPage key={id} requestId={id} AdoptSignature={AdoptSignature} IdentityStep={IdentityStep} />;
}

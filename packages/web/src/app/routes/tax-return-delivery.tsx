import { useParams } from 'react-router';
import { NotFound } from '../../components/not-found';
import { IdentityStep } from '../../features/identity/components/identity-step';
import { AdoptSignature } from '../../features/signatures/components/adopt-signature';
import { TaxReturnDeliveryPage } from '../../features/tax-return-delivery/components/tax-return-delivery-page';

/**
 * /tax-return-delivery/{id}?companyId= (spec 002 §2): the client's delivery page, signing with the signatures
 * feature's adopt form and the identity feature's check.
 */
export function Component() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return (
    <TaxReturnDeliveryPage key={id} taxReturnId={id} AdoptSignature={AdoptSignature} IdentityStep={IdentityStep} />
  );
}

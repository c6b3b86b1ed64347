import { useParams } from 'react-router';
import { NotFound } from '../../components/not-found';
import { TaxReturnAdminView } from '../../features/tax-return-admin-view/components/tax-return-admin-view';

/** /tax-return-delivery-admin-view/{taxReturnId}?companyId: the staff view on a page of its own (spec 002 §2). */
export function Component() {
  const id = Number(useParams().taxReturnId);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <TaxReturnAdminView key={id} taxReturnId={id} />;
}

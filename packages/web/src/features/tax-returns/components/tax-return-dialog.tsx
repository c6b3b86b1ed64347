import { AppModal } from '../../../components/app-modal';
import { TaxReturnAdminView } from './tax-return-admin-view';

/** The staff view of a return, embedded in a dialog over the Deliver table (spec 002 §2). */
export function TaxReturnDialog({ taxReturnId, onClose }: { taxReturnId: number; onClose: () => void }) {
  return (
    <AppModal opened onClose={onClose} title="Tax return" size="90rem">
      <TaxReturnAdminView taxReturnId={taxReturnId} />
    </AppModal>
  );
}

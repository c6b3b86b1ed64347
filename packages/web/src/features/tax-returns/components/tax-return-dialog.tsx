import type { ComponentType } from 'react';
import { AppModal } from '../../../components/app-modal';

/**
 * The staff view of one return: the tax-return-admin-view feature's, passed in by app/ (features do not import
 * each other).
 */
export type TaxReturnView = ComponentType<{ taxReturnId: number }>;

/** The staff view of a return, embedded in a dialog over the Deliver table (spec 002 §2). */
export function TaxReturnDialog({
  taxReturnId,
  onClose,
  ReturnView,
}: {
  taxReturnId: number;
  onClose: () => void;
  ReturnView: TaxReturnView;
}) {
  return (
    <AppModal opened onClose={onClose} title="Tax return" size="90rem">
      <ReturnView taxReturnId={taxReturnId} />
    </AppModal>
  );
}

import { TAX_RETURN_STATUS_LABELS, type TaxReturnStatus } from '@portal/domain';
import { StatusBadge } from '../status-badge';

const COLOURS: Record<TaxReturnStatus, string> = {
  importing: 'gray',
  processing: 'gray',
  action_required: 'orange',
  sending: 'blue',
  draft: 'violet',
  change_requested: 'orange',
  approved: 'teal',
  sent: 'blue',
  signed: 'teal',
  completed: 'green',
  finished: 'green',
  invoice_paid: 'teal',
  paid: 'teal',
  error: 'red',
};

/** A return's status as the spec names it (spec 002 §4). */
export function TaxReturnStatusBadge({ status }: { status: TaxReturnStatus }) {
  return <StatusBadge color={COLOURS[status]}>{TAX_RETURN_STATUS_LABELS[status]}</StatusBadge>;
}

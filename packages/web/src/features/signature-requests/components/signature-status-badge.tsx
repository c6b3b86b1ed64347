import { SIGNATURE_REQUEST_STATUS_LABELS, type SignatureRequestStatus } from '@portal/domain';
import { StatusBadge } from '../../../components/status-badge';

const COLOURS: Record<SignatureRequestStatus, string> = {
  processing: 'gray',
  action_required: 'yellow',
  sending: 'blue',
  sent: 'blue',
  signed: 'teal',
  completed: 'green',
  error: 'red',
};

export function SignatureStatusBadge({ status }: { status: SignatureRequestStatus }) {
  return <StatusBadge color={COLOURS[status]}>{SIGNATURE_REQUEST_STATUS_LABELS[status]}</StatusBadge>;
}

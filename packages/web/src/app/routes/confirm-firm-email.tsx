import { useSearchParams } from 'react-router';
import { ConfirmFirmEmailPage } from '../../features/firm/components/confirm-firm-email-page';

/** /confirm-firm-email?token=: a new firm's creator confirms their email; no sign-in needed. */
export function Component() {
  const [params] = useSearchParams();
  return <ConfirmFirmEmailPage token={params.get('token')?.trim() ?? ''} />;
}

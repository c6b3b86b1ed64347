import { Alert, Stack, Title } from '@mantine/core';
import { signatureRequestMessages } from '@portal/domain';
import { SignatureRequestsScreen } from '../../features/signature-requests/components/signature-requests-screen';
import { useSession } from '../session';

/** /signature-requests: staff, when the firm has signature requests on (spec 002 §2, §6). */
export function Component() {
  const session = useSession();
  if (!session) return null;
  if (!session.firm.preferences.signature_requests_enabled) {
    return (
      <Stack gap="md">
        <Title order={1}>Signature requests</Title>
        <Alert color="yellow" variant="light" role="alert">
          {signatureRequestMessages.disabled}
        </Alert>
      </Stack>
    );
  }
  const prefs = session.firm.preferences;
  return (
    <SignatureRequestsScreen
      showFraudDetection={prefs.tax_return_identity_verification_enabled && prefs.tax_return_stripe_idv_enabled}
    />
  );
}

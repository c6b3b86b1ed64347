import { Alert, Stack, Title } from '@mantine/core';
import { identityCheckRequired, taxReturnMessages } from '@portal/domain';
import { TaxReturnAdminView } from '../../features/tax-return-admin-view/components/tax-return-admin-view';
import { DeliverScreen } from '../../features/tax-returns/components/deliver-screen';
import { useFirmUsers } from '../../features/users/api/list-firm-users';
import { useSession } from '../session';

/** /tax-returns, Deliver: staff, when the firm has tax return delivery on (spec 002 §2, §6). */
export function Component() {
  const session = useSession();
  const firmUsers = useFirmUsers();
  if (!session) return null;
  if (!session.firm.preferences.new_tax_return_delivery_enabled) {
    return (
      <Stack gap="md">
        <Title order={1}>Deliver</Title>
        <Alert color="yellow" variant="light" role="alert">
          {taxReturnMessages.disabled}
        </Alert>
      </Stack>
    );
  }
  const prefs = session.firm.preferences;
  return (
    <DeliverScreen
      advisors={firmUsers.data ?? []}
      showFraudDetection={identityCheckRequired(prefs)}
      ReturnView={TaxReturnAdminView}
    />
  );
}

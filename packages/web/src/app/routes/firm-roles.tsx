import { Alert } from '@mantine/core';
import { can, firmRoleMessages } from '@portal/domain';
import { FirmRolesScreen } from '../../features/firm-roles/components/firm-roles-screen';
import { actorOf } from '../firm-scope';
import { useSession } from '../session';

/** /settings/roles: partners and admins, when the firm uses firm roles. */
export function Component() {
  const session = useSession();
  if (!session) return null;
  if (!session.firm.preferences.use_firm_roles) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {firmRoleMessages.disabled}
      </Alert>
    );
  }
  if (!can(actorOf(session), 'firm.roles')) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        Only partners and admins can manage firm roles.
      </Alert>
    );
  }
  return <FirmRolesScreen />;
}

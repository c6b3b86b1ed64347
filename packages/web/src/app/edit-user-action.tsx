import { can } from '@portal/domain';
import { useState } from 'react';
import { EditUserDialog } from '../features/users/components/edit-user-dialog';
import { actorOf, groupScopeOf } from './firm-scope';
import { useSession } from './session';

/** Edit user as the Users table row menu and the user view open it. */
export function useEditUserAction() {
  const session = useSession();
  const [userId, setUserId] = useState<number | null>(null);
  const dialog = session ? (
    <EditUserDialog
      userId={userId}
      onClose={() => setUserId(null)}
      groupScope={groupScopeOf(session)}
      canAssignAdvisor={can(actorOf(session), 'clients.assign_advisor')}
      externalIdAllowed={session.firm.preferences.external_user_id_allowed}
    />
  ) : null;
  return { open: setUserId, dialog };
}

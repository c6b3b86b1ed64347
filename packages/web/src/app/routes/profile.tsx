import type { CurrentUserResponse } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../features/session/api/get-current-user';
import { ProfileSettings } from '../../features/users/components/profile-settings';
import { useSession } from '../session';

/** Profile Settings, /admin-profile for staff and /profile for clients (the layout picks who may open which). */
export function Component() {
  const session = useSession();
  const queryClient = useQueryClient();
  if (!session) return null;
  return (
    <ProfileSettings
      user={session.user}
      preferences={session.firm.preferences}
      onSaved={(user) =>
        queryClient.setQueryData<CurrentUserResponse | null>(currentUserQueryKey, (s) => (s ? { ...s, user } : s))
      }
    />
  );
}

import { Alert } from '@mantine/core';
import { can, dropLinkMessages } from '@portal/domain';
import { useSearchParams } from 'react-router';
import { DropLinksScreen } from '../../features/drop-links/components/drop-links-screen';
import { useFirmUsers } from '../../features/users/api/list-firm-users';
import { actorOf } from '../firm-scope';
import { useSession } from '../session';

/** /admin-drop-links: partners, admins and full users, when the firm has drop links on (spec 002 §6). */
export function Component() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const allowed = !!session && session.firm.preferences.drop_link_enabled && can(actorOf(session), 'drop_links.manage');
  const firmUsers = useFirmUsers();
  if (!session) return null;
  if (!session.firm.preferences.drop_link_enabled) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {dropLinkMessages.disabled}
      </Alert>
    );
  }
  if (!allowed) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        Only partners, admins and full users can manage drop links.
      </Alert>
    );
  }
  // Notification links open a link's uploads with ?dropLinkId=.
  const raw = Number(params.get('dropLinkId'));
  const openLinkId = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <DropLinksScreen
      staff={firmUsers.data ?? []}
      staffLoading={firmUsers.isLoading}
      openLinkId={openLinkId}
      onOpenLink={(id) =>
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            if (id === null) next.delete('dropLinkId');
            else next.set('dropLinkId', String(id));
            return next;
          },
          { replace: id === null },
        )
      }
    />
  );
}

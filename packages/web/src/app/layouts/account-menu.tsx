import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconHelp, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignOut } from '../../features/session/api/sign-out';
import { useEndSession } from '../session';

export interface AccountMenuProps {
  fullName: string;
  profilePath: string;
  /** Off in the client preview (it would sign the staff member out) and while a dialog offers its own. */
  showSignOut?: boolean;
}

/**
 * The one account control of the header (issue 21 §10): the user's own pages and Sign out behind their
 * initials, so that on a 375 px phone the firm's name keeps the room beside it.
 */
export function AccountMenu({ fullName, profilePath, showSignOut = true }: AccountMenuProps) {
  const initials = fullName
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    // Drawn inside the header (its banner landmark); a menu holds only items (no label or divider: axe).
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${fullName}`}>
          <Avatar color="portal" radius="xl" size="md">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={profilePath} leftSection={<IconUserCircle size={16} aria-hidden />}>
          Profile Settings
        </Menu.Item>
        <Menu.Item component={Link} to="/help" leftSection={<IconHelp size={16} aria-hidden />}>
          Help
        </Menu.Item>
        {showSignOut ? <SignOutItem /> : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Signing out here signs out every tab of this browser. */
function SignOutItem() {
  const end = useEndSession();
  const signOut = useSignOut(end);
  return (
    <Menu.Item
      leftSection={<IconLogout size={16} aria-hidden />}
      onClick={() => signOut.mutate()}
      disabled={signOut.isPending}
    >
      Sign out
    </Menu.Item>
  );
}

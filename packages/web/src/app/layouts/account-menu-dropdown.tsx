import { Menu } from '@mantine/core';
import { IconHelp, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSignOut } from '../../features/session/api/sign-out';
import { useEndSession } from '../session';
import { AccountButton, type AccountMenuProps } from './account-button';

/**
 * The account menu itself (Mantine's Menu, on the popover engine), loaded the first time the header's account
 * button is pressed (account-menu.tsx) and drawn open at once: the popover engine stays out of every page's
 * first load (issue 22 §4). Once here it is an ordinary menu: it closes and opens again on its own button.
 */
export default function AccountMenuDropdown({ fullName, profilePath, showSignOut = true }: AccountMenuProps) {
  // Opened just after it is drawn, from its (new) button holding the focus, so that the menu moves the focus
  // inside and gives it back to the button when it closes, as when it opens on a press.
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return (
    // Drawn inside the header (its banner landmark); a menu holds only items (no label or divider: axe).
    <Menu position="bottom-end" withinPortal={false} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <AccountButton ref={target} fullName={fullName} />
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

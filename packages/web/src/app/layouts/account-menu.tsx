import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconHelp, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignOut } from '../../features/session/api/sign-out';
import { useEndSession } from '../session';

export interface AccountMenuProps {
  fullName: string;
  profilePath: string;
}

export function AccountMenu({ fullName, profilePath }: AccountMenuProps) {
  const end = useEndSession();
  const signOut = useSignOut(end);
  const initials = fullName
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${fullName}`}>
          <Avatar color="portal" radius="xl" size="md">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{fullName}</Menu.Label>
        <Menu.Item component={Link} to={profilePath} leftSection={<IconUserCircle size={16} aria-hidden />}>
          Profile Settings
        </Menu.Item>
        <Menu.Item component={Link} to="/help" leftSection={<IconHelp size={16} aria-hidden />}>
          Help
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconHelp, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface AccountMenuProps {
  fullName: string;
  profilePath: string;
}

/** The user's own pages; Sign out sits next to it in the header, always visible. */
export function AccountMenu({ fullName, profilePath }: AccountMenuProps) {
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
      </Menu.Dropdown>
    </Menu>
  );
}

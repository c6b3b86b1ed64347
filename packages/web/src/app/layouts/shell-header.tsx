import { Burger, Group, Image, Text } from '@mantine/core';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { useSession } from '../session';
import { AccountMenu } from './account-menu';
import { SignOutButton } from './sign-out-button';

export interface ShellHeaderProps {
  firmName: string;
  fullName: string;
  profilePath: string;
  navOpened: boolean;
  onToggleNav: () => void;
  /** Off while a blocking dialog offers its own Sign out. */
  showSignOut?: boolean;
  /** The signed-in user's notifications; by default wherever Sign out shows (not in a preview). */
  showNotifications?: boolean;
}

export function ShellHeader({
  firmName,
  fullName,
  profilePath,
  navOpened,
  onToggleNav,
  showSignOut = true,
  showNotifications = showSignOut,
}: ShellHeaderProps) {
  // The firm's logo (spec 002 §1 branding) beside its name; on a phone the logo alone, to leave room.
  const logoUrl = useSession()?.firm.medium_url ?? null;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
          aria-controls="main-navigation"
          aria-expanded={navOpened}
        />
        {logoUrl ? <Image src={logoUrl} alt={`${firmName} logo`} h={36} w="auto" maw={140} fit="contain" /> : null}
        <Text fw={700} truncate visibleFrom={logoUrl ? 'sm' : undefined}>
          {firmName}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {showNotifications ? <NotificationsBell /> : null}
        {showSignOut ? <SignOutButton /> : null}
        <AccountMenu fullName={fullName} profilePath={profilePath} />
      </Group>
    </Group>
  );
}

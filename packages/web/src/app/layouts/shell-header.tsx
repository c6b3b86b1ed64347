import { Burger, Group, Image, Text } from '@mantine/core';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { useSession } from '../session';
import { AccountMenu } from './account-menu';

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
  // The firm's logo (spec 002 §1 branding) beside its name, which stays readable on a 375 px phone: the
  // header's only other controls are the bell and the account menu (issue 21 §10).
  const session = useSession();
  const logoUrl = session?.firm.medium_url ?? null;
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
          aria-controls="main-navigation"
          aria-expanded={navOpened}
        />
        {logoUrl ? (
          // On a phone the name alone: a logo beside it cut the name short (issue 21 §10).
          <Image src={logoUrl} alt={`${firmName} logo`} h={32} w="auto" maw={140} fit="contain" visibleFrom="sm" />
        ) : null}
        <Text fw={700} truncate="end" miw={0} title={firmName}>
          {firmName}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        {showNotifications ? <NotificationsBell audience={session?.user.is_advisor ? 'staff' : 'client'} /> : null}
        <AccountMenu fullName={fullName} profilePath={profilePath} showSignOut={showSignOut} />
      </Group>
    </Group>
  );
}

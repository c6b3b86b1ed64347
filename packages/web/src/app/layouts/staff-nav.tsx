import { AppShell, Divider, ScrollArea } from '@mantine/core';
import { staffNavItems, type FirmPreferences, type NavUser } from '@portal/domain';
import { NavLinks } from './nav-links';

export interface StaffNavProps {
  user: NavUser;
  preferences: FirmPreferences;
  onNavigate?: () => void;
  /** Unseen messages, shown on the Messages item. */
  unseenMessages?: number;
  /** Drop link uploads the user has not seen, shown on the Drop Link item. */
  unseenDropLinkUploads?: number;
}

/** The firm navigation of spec 000 §2: top items, then the bottom items pinned below them. */
export function StaffNav({ user, preferences, onNavigate, unseenMessages, unseenDropLinkUploads }: StaffNavProps) {
  const { top, bottom } = staffNavItems(user, preferences);
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="xs">
        <NavLinks items={top} onNavigate={onNavigate} counts={{ messages: unseenMessages }} />
      </AppShell.Section>
      <Divider />
      <AppShell.Section p="xs">
        <NavLinks items={bottom} onNavigate={onNavigate} counts={{ 'drop-link': unseenDropLinkUploads }} />
      </AppShell.Section>
    </>
  );
}

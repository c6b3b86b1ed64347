import { ActionIcon, Drawer, Indicator, Loader } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import type { NotificationAudience } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useUnreadNotificationsCount } from '../api/list-notifications';

// The panel's code loads on first opening: every signed-in page draws the bell, few open it.
const NotificationsPanel = lazy(() => import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })));

/**
 * The bell's accessible name carries the count, so screen readers hear it without the badge. It is
 * never just "Notifications": the entity view has a Notifications (settings) button of that name.
 */
export const bellLabel = (unread: number | undefined) =>
  unread === undefined ? 'Open notifications' : `Notifications, ${unread} unread`;

const DRAWER_Z = 250;

/**
 * The header's bell (spec 000 §7 Notifications): the unread count on a badge, and a side panel with
 * the list. The panel takes the whole width on a phone.
 */
export function NotificationsBell({ audience = 'staff' }: { audience?: NotificationAudience }) {
  const [opened, { open, close }] = useDisclosure(false);
  const unread = useUnreadNotificationsCount();
  const narrow = useMediaQuery('(max-width: 36em)');
  const count = unread.data;
  return (
    <>
      <Indicator
        label={<span aria-hidden>{count !== undefined && count > 99 ? '99+' : count}</span>}
        disabled={!count}
        size={16}
        offset={4}
        color="red.8"
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={bellLabel(count)}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={open}
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
      {/* Built from parts so the panel's header is not a second banner landmark (as AppModal). */}
      <Drawer.Root opened={opened} onClose={close} position="right" size={narrow ? '100%' : 440} zIndex={DRAWER_Z}>
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Header role="presentation">
            <Drawer.Title fw={600}>Notifications</Drawer.Title>
            <Drawer.CloseButton aria-label="Close notifications" />
          </Drawer.Header>
          <Drawer.Body>
            <Suspense fallback={<Loader size="sm" aria-label="Loading notifications" />}>
              <NotificationsPanel onNavigate={close} confirmZIndex={DRAWER_Z + 100} audience={audience} />
            </Suspense>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}

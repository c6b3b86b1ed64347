import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import type { NotificationAudience } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { useAfterFirstScreen } from '../../../lib/after-first-screen';
import { useUnreadNotificationsCount } from '../api/list-notifications';

// The panel and its drawer load on first opening: every signed-in page draws the bell, few open it.
const loadDrawer = () => import('./notifications-drawer');
const NotificationsDrawer = lazy(loadDrawer);

/**
 * The bell's accessible name carries the count, so screen readers hear it without the badge. It is
 * never just "Notifications": the entity view has a Notifications (settings) button of that name.
 */
export const bellLabel = (unread: number | undefined) =>
  unread === undefined ? 'Open notifications' : `Notifications, ${unread} unread`;

/**
 * The header's bell (spec 000 §7 Notifications): the unread count on a badge, and a side panel with
 * the list (notifications-drawer.tsx).
 */
export function NotificationsBell({ audience = 'staff' }: { audience?: NotificationAudience }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  // Counted once the screen's first view is drawn: the bell is drawn from the start, its badge after.
  const unread = useUnreadNotificationsCount(useAfterFirstScreen());
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
          onClick={() => {
            setWanted(true);
            open();
          }}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationsDrawer opened={opened} onClose={close} audience={audience} />
        </Suspense>
      ) : null}
    </>
  );
}

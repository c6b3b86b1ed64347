import { Drawer, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { NotificationAudience } from '@portal/domain';
import { lazy, Suspense, useEffect, useState } from 'react';

const NotificationsPanel = lazy(() => import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })));

const DRAWER_Z = 250;

export interface NotificationsDrawerProps {
  opened: boolean;
  onClose: () => void;
  audience: NotificationAudience;
}

/**
 * The bell's side panel (notifications-bell.tsx), loaded on its first opening: every signed-in page draws the
 * bell, few open it (issue 22 §4). It takes the whole width on a phone.
 */
export default function NotificationsDrawer({ opened, onClose, audience }: NotificationsDrawerProps) {
  const narrow = useMediaQuery('(max-width: 36em)');
  // Drawn closed first, then opened: the drawer keeps the bell as the element to give the focus back to.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    // Built from parts so the panel's header is not a second banner landmark (as AppModal).
    <Drawer.Root
      opened={opened && mounted}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 440}
      zIndex={DRAWER_Z}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header role="presentation">
          <Drawer.Title fw={600}>Notifications</Drawer.Title>
          <Drawer.CloseButton aria-label="Close notifications" />
        </Drawer.Header>
        <Drawer.Body>
          <Suspense fallback={<Loader size="sm" aria-label="Loading notifications" />}>
            <NotificationsPanel onNavigate={onClose} confirmZIndex={DRAWER_Z + 100} audience={audience} />
          </Suspense>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

import { Anchor, AppShell, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LiveMaintenanceBanner } from '../../features/live-config/components/live-maintenance-banner';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <Text fw={700}>Client Portal</Text>
          </Anchor>
          {/* 'Help' here: the sign-in card has its own 'Get Help' link (spec 000 §2). */}
          <Anchor component={Link} to="/help">
            Help
          </Anchor>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <LiveMaintenanceBanner />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

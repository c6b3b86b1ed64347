import { Anchor, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** /help and /design stand on their own: no session needed, no layout chrome beyond a way home. */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <Group
          px="md"
          py="sm"
          justify="space-between"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <Text fw={700}>Client Portal</Text>
          </Anchor>
          <Anchor component={Link} to="/">
            Back to the portal
          </Anchor>
        </Group>
      </header>
      <Container component="main" size="md" py="xl">
        {children}
      </Container>
    </>
  );
}

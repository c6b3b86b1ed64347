import { Anchor, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FirmBranding } from '../api/get-firm-branding';

export interface AuthCardProps {
  title: string;
  branding?: FirmBranding | null;
  children: ReactNode;
  /** Extra links next to Get Help (e.g. Create a firm on the first step). */
  links?: ReactNode;
}

/** The card every sign-in state is shown in: the firm's name and logo, the state's title, a Get Help link. */
export function AuthCard({ title, branding, children, links }: AuthCardProps) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', xs: 'xl' }}
      radius="md"
      w="100%"
      maw={440}
      mx="auto"
      mt={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap="md">
        {branding ? (
          <Stack gap={4} align="center">
            {branding.medium_url ? (
              <Image src={branding.medium_url} alt={`${branding.name} logo`} h={56} w="auto" fit="contain" />
            ) : null}
            <Text fw={700} size="lg" ta="center">
              {branding.name}
            </Text>
          </Stack>
        ) : null}
        <Title order={1} size="h2" tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {children}
        <Group gap="lg" justify="space-between" wrap="wrap">
          <Anchor component={Link} to="/help">
            Get Help
          </Anchor>
          {links}
        </Group>
      </Stack>
    </Paper>
  );
}

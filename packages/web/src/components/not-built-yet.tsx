import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { Link } from 'react-router';

export const notBuiltText = (feature: string) => `${feature} is coming in a later release of the portal.`;

/** A route whose feature is not built yet: it says so plainly instead of showing a blank screen. */
export function NotBuiltYet({ feature }: { feature: string }) {
  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto" mt="lg">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconBarrierBlock size={28} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {feature}
        </Title>
        <Text>{notBuiltText(feature)}</Text>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Paper>
  );
}

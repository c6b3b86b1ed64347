import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Until the sign-in screens land, `/` says so and points to help. */
export function SignInPlaceholder() {
  return (
    <Paper withBorder p="xl" radius="md" maw={480} mx="auto" mt="xl">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Sign in
        </Title>
        <Text>Signing in to the portal is being built and will be available in a later release.</Text>
        <Group gap="lg">
          <Anchor component={Link} to="/help">
            Get Help
          </Anchor>
          <Anchor component={Link} to="/create-firm">
            Create a firm
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

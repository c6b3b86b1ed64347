import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto" mt="lg">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Paper>
  );
}

import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

export const RENDER_FAILURE_TEXT = 'Something went wrong. Please refresh this page to try again.';

/**
 * The render-failure screen of spec 000 §2. Refreshing reloads the app from the home page. `standalone`
 * renders it as the page's main landmark when no layout is around it.
 */
export function RenderFailure({ standalone = false }: { standalone?: boolean }) {
  return (
    <Center mih="60vh" p="md" component={standalone ? 'main' : 'div'}>
      <Paper withBorder p="xl" radius="md" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <Title order={1} size="h3">
            Something went wrong
          </Title>
          <Text role="alert">{RENDER_FAILURE_TEXT}</Text>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.assign('/')}>
            Refresh
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

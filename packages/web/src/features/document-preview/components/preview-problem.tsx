import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A file that could not be fetched or read; the header's Download stays available. */
export function PreviewProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Center py="xl" px="md">
      <Stack align="center" maw={420}>
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" w="100%">
          {message}
        </Alert>
        {onRetry ? (
          <Button variant="default" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}

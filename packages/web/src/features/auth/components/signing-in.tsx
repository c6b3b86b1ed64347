import { Center, Group, Loader, Stack } from '@mantine/core';
import { BackButton } from './back-button';
import { ErrorAlert } from './error-alert';

/** A sign-in being traded for a session (an emailed link, a provider's code): a loader, or why it failed. */
export function SigningIn({ failure, onBack }: { failure: string | null; onBack: () => void }) {
  if (failure)
    return (
      <Stack gap="md">
        <ErrorAlert>{failure}</ErrorAlert>
        <Group>
          <BackButton onClick={onBack} />
        </Group>
      </Stack>
    );
  return (
    <Center py="lg" role="status" aria-label="Signing you in">
      <Loader />
    </Center>
  );
}

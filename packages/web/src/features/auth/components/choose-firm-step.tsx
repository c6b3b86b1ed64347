import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { chooseFirm } from '../api/choose-firm';
import { authErrorText } from './auth-error';
import { BackButton } from './back-button';
import { ErrorAlert } from './error-alert';
import { useLoginFlow, useLoginState } from './login-flow';

/**
 * choose-firm: the person proved who they are and is a client (or staff) of several firms, each with its
 * own account; they pick one. Only now does the portal name those firms.
 */
export function ChooseFirmStep() {
  const flow = useLoginFlow();
  const { token, firms } = useLoginState('choose-firm');
  const [error, setError] = useState<string | null>(null);
  const choose = useMutation({
    mutationFn: async (firmId: number) => flow.finish(await chooseFirm(token, firmId)),
    meta: { silent: true },
    onError: (e) => setError(authErrorText(e)),
  });
  return (
    <Stack gap="md">
      <Text>Your email is used with more than one firm. Which one do you want to sign in to?</Text>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Stack gap="xs" role="group" aria-label="Your firms">
        {firms.map((firm) => (
          <Button
            key={firm.id}
            variant="light"
            fullWidth
            justify="space-between"
            loading={choose.isPending && choose.variables === firm.id}
            disabled={choose.isPending && choose.variables !== firm.id}
            onClick={() => choose.mutate(firm.id)}
          >
            {firm.name}
          </Button>
        ))}
      </Stack>
      <Group>
        <BackButton onClick={flow.back} disabled={choose.isPending} />
      </Group>
    </Stack>
  );
}

import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { firmEmailMessages } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../session/api/get-current-user';
import { confirmFirmEmail } from '../api/firm-email-confirmation';

/** /confirm-firm-email?token=: the new firm's creator confirms their address; held mail goes out. */
export function ConfirmFirmEmailPage({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmFirmEmail,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const failure = !token
    ? firmEmailMessages.confirmLinkExpired
    : confirm.isError
      ? isApiError(confirm.error)
        ? confirm.error.message
        : 'Your email could not be confirmed. Please try again.'
      : null;
  return (
    <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md" maw={440} mx="auto" mt="xl">
      <Stack gap="md">
        <Title order={1} size="h3">
          Confirm your email address
        </Title>
        {failure ? (
          <Text role="alert">{failure}</Text>
        ) : confirm.isSuccess ? (
          <Text role="status">
            Thank you: your email address is confirmed for {confirm.data.firm_name}.{' '}
            {confirm.data.released > 0
              ? `The ${confirm.data.released === 1 ? 'email' : `${confirm.data.released} emails`} your firm sent while waiting ${confirm.data.released === 1 ? 'is' : 'are'} on the way.`
              : 'Your firm’s emails now go out as they are sent.'}
          </Text>
        ) : (
          <Center py="md" role="status" aria-label="Confirming">
            <Loader />
          </Center>
        )}
        <Anchor component={Link} to="/">
          Go to your portal
        </Anchor>
      </Stack>
    </Paper>
  );
}

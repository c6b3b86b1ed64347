import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { authMessages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useAuthMethods } from '../api/get-auth-methods';
import { resetSignInMethod } from '../api/reset-sign-in-method';
import { resendFromExpiredLink } from '../api/resend-from-expired-link';
import { sendVerificationCode, type CodeChannel } from '../api/send-verification-code';
import { authErrorText, isSmsFailure } from './auth-error';
import { BackButton } from './back-button';
import { ErrorAlert } from './error-alert';
import { useLoginFlow, useLoginState, type Account } from './login-flow';

/** Emails a link to /set-sign-in-method; the user then checks their email. */
function useResetSignInMethod(account: Account | undefined) {
  const flow = useLoginFlow();
  return useMutation({
    mutationFn: async () => {
      if (!account) throw new Error('No account to reset');
      await resetSignInMethod(account.email, flow.redirect);
      return account.email;
    },
    meta: { silent: true },
    onSuccess: (email) => flow.go({ name: 'sent-link', sentTo: email, purpose: 'reset' }),
  });
}

/** The SMS-failed view: the text could not be sent; offers to reset the sign-in method. */
export function SmsFailedStep() {
  const flow = useLoginFlow();
  const { account, authToken } = useLoginState('sms-failed');
  const reset = useResetSignInMethod(account);
  const newLink = useMutation({
    mutationFn: () => resendFromExpiredLink(authToken ?? '', 'email'),
    meta: { silent: true },
    onSuccess: ({ sent_to }) => flow.go({ name: 'sent-link', sentTo: sent_to, purpose: 'sign-in' }),
  });
  const failure = reset.error ?? newLink.error;
  return (
    <Stack gap="md">
      <ErrorAlert>{authMessages.smsFailedView}</ErrorAlert>
      {failure ? <ErrorAlert>{authErrorText(failure, authMessages.linkSendProblem)}</ErrorAlert> : null}
      {account ? (
        <>
          <Button onClick={() => reset.mutate()} loading={reset.isPending} fullWidth>
            Reset sign-in method
          </Button>
          <Button variant="light" onClick={() => flow.go({ name: 'alternate-sign-in', account })} fullWidth>
            Use another sign-in method
          </Button>
        </>
      ) : null}
      {!account && authToken ? (
        <Button onClick={() => newLink.mutate()} loading={newLink.isPending} fullWidth>
          Email me a new link
        </Button>
      ) : null}
      <Group>
        <BackButton onClick={flow.back} />
      </Group>
    </Stack>
  );
}

const choiceLabel = (name: 'email' | 'phone', value: string) =>
  name === 'email' ? `Email a code to ${value}` : `Text a code to ${value}`;

/** alternate-sign-in: a code by another channel on file, or a reset email to choose a new method. */
export function AlternateSignInStep() {
  const flow = useLoginFlow();
  const { account } = useLoginState('alternate-sign-in');
  const methods = useAuthMethods(account.uid);
  const reset = useResetSignInMethod(account);
  const send = useMutation({
    mutationFn: async (channel: CodeChannel) => ({ channel, ...(await sendVerificationCode(account.uid, channel)) }),
    meta: { silent: true },
    onSuccess: ({ channel, sent_to }) =>
      flow.go({ name: channel === 'email' ? 'sent-email' : 'sent-text', uid: account.uid, sentTo: sent_to, account }),
    onError: (e, channel) => {
      if (channel === 'sms' && isSmsFailure(e)) flow.go({ name: 'sms-failed', account });
    },
  });
  const busy = send.isPending || reset.isPending;
  const sendError = send.isError && !isSmsFailure(send.error) ? send.error : null;
  return (
    <Stack gap="md">
      <Text>Choose another way to sign in as {account.email}.</Text>
      {sendError ? <ErrorAlert>{authErrorText(sendError, authMessages.codeSendProblem)}</ErrorAlert> : null}
      {reset.isError ? <ErrorAlert>{authErrorText(reset.error, authMessages.linkSendProblem)}</ErrorAlert> : null}
      {methods.isPending ? (
        <Center role="status" aria-label="Loading sign-in methods">
          <Loader size="sm" />
        </Center>
      ) : null}
      {(methods.data ?? []).map((m) => {
        const channel: CodeChannel = m.name === 'email' ? 'email' : 'sms';
        return (
          <Button
            key={m.name}
            variant="light"
            onClick={() => send.mutate(channel)}
            loading={send.isPending && send.variables === channel}
            disabled={busy}
            fullWidth
          >
            {choiceLabel(m.name, m.value)}
          </Button>
        );
      })}
      <Button onClick={() => reset.mutate()} loading={reset.isPending} disabled={busy} fullWidth>
        Reset sign-in method
      </Button>
      <Text size="sm" c="dimmed">
        Resetting emails you a link to choose a new password or another way to sign in.
      </Text>
      <Group>
        <BackButton onClick={flow.back} disabled={busy} />
      </Group>
    </Stack>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { authMessages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { sendVerificationCode } from '../api/send-verification-code';
import { verifyVerificationCode } from '../api/verify-verification-code';
import { authErrorText, isSmsFailure } from './auth-error';
import { BackButton } from './back-button';
import { CodeForm } from './code-form';
import { ErrorAlert } from './error-alert';
import { useLoginFlow, type LoginState } from './login-flow';

type SentCodeState = Extract<LoginState, { name: 'sent-email' | 'sent-text' }>;

/** sent-email and sent-text: the code we sent, its entry, a new code, another method, Back. */
export function SentCodeStep() {
  const flow = useLoginFlow();
  const state = flow.state as SentCodeState;
  const channel = state.name === 'sent-email' ? 'email' : 'sms';
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  const verify = useMutation({
    mutationFn: async (code: string) =>
      flow.finish(await verifyVerificationCode({ uid: state.uid, verification_code: code, redirect: flow.redirect })),
    meta: { silent: true },
    onError: (e) => setError(authErrorText(e)),
  });
  const resend = useMutation({
    mutationFn: () => sendVerificationCode(state.uid, channel),
    meta: { silent: true },
    onSuccess: ({ sent_to }) => {
      setResent(true);
      flow.replace({ ...state, sentTo: sent_to });
    },
    onError: (e) => {
      if (channel === 'sms' && isSmsFailure(e))
        flow.go({
          name: 'sms-failed',
          account: state.account,
          authToken: 'authToken' in state ? state.authToken : undefined,
        });
    },
  });

  return (
    <Stack gap="md">
      <Text>
        We sent a 6-character code to <strong>{state.sentTo}</strong>. Enter it below to sign in.
      </Text>
      <CodeForm
        onVerify={(code) => verify.mutate(code)}
        verifying={verify.isPending}
        error={error}
        onChange={() => setError(null)}
      >
        {resent && !resend.isPending ? (
          <Text size="sm" role="status">
            We sent a new code to {state.sentTo}.
          </Text>
        ) : null}
        {resend.isError && !(channel === 'sms' && isSmsFailure(resend.error)) ? (
          <ErrorAlert>{authErrorText(resend.error, authMessages.codeSendProblem)}</ErrorAlert>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" px={0} onClick={() => resend.mutate()} loading={resend.isPending}>
            Send a new code
          </Button>
          {state.account ? (
            <Button
              variant="subtle"
              px={0}
              onClick={() => state.account && flow.go({ name: 'alternate-sign-in', account: state.account })}
            >
              Use another sign-in method
            </Button>
          ) : null}
        </Group>
        <Group>
          <BackButton onClick={flow.back} disabled={verify.isPending} />
        </Group>
      </CodeForm>
    </Stack>
  );
}

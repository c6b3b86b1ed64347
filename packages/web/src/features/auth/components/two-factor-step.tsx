import { Button, Group, Stack, Text } from '@mantine/core';
import { authMessages, type SignInResult } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { sendTwoFactorLink } from '../api/send-two-factor-link';
import { verifyTwoFactorCode } from '../api/verify-two-factor-code';
import { authErrorText, SignInStepError, twoFactorErrorText } from './auth-error';
import { BackButton } from './back-button';
import { CodeForm } from './code-form';
import { ErrorAlert } from './error-alert';

export interface TwoFactorStepProps {
  twoFactorToken: string;
  sentTo: string;
  onResult: (result: SignInResult) => Promise<void>;
  onBack: () => void;
}

/** The 2fa state: the second-factor code sent after a first sign-in step (login and sign-in setup alike). */
export function TwoFactorStep({ twoFactorToken, sentTo: initialSentTo, onResult, onBack }: TwoFactorStepProps) {
  const [sentTo, setSentTo] = useState(initialSentTo);
  const [error, setError] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: async (code: string) => {
      let result: SignInResult;
      try {
        result = await verifyTwoFactorCode(twoFactorToken, code);
      } catch (e) {
        // The 2FA step logs its errors (spec 002 §8).
        console.error('Two-factor verification failed', e);
        throw new SignInStepError(twoFactorErrorText(e));
      }
      await onResult(result);
    },
    meta: { silent: true },
    onError: (e) => setError(authErrorText(e)),
  });
  const resend = useMutation({
    mutationFn: () => sendTwoFactorLink(twoFactorToken),
    meta: { silent: true },
    onSuccess: ({ sent_to }) => setSentTo(sent_to),
    onError: (e) => console.error('Sending the two-factor code failed', e),
  });
  const resendError =
    resend.isError && isApiError(resend.error) && resend.error.status === 429
      ? resend.error.message
      : authMessages.twoFactorLinkProblem;

  return (
    <Stack gap="md">
      <Text>
        For your security, enter the 6-character code we sent to <strong>{sentTo}</strong>.
      </Text>
      <CodeForm
        onVerify={(code) => verify.mutate(code)}
        verifying={verify.isPending}
        error={error}
        onChange={() => setError(null)}
      >
        {resend.isSuccess ? (
          <Text size="sm" role="status">
            We sent a new code to {sentTo}.
          </Text>
        ) : null}
        {resend.isError ? <ErrorAlert>{resendError}</ErrorAlert> : null}
        <Group gap="xs">
          <Button variant="subtle" px={0} onClick={() => resend.mutate()} loading={resend.isPending}>
            Send a new code
          </Button>
        </Group>
        <Group>
          <BackButton onClick={onBack} disabled={verify.isPending} />
        </Group>
      </CodeForm>
    </Stack>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { authMessages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { exchangeAuthLink } from '../api/exchange-auth-link';
import { resendFromExpiredLink } from '../api/resend-from-expired-link';
import { authErrorText, isSmsFailure } from './auth-error';
import { BackButton } from './back-button';
import { ErrorAlert } from './error-alert';
import { useLoginFlow, useLoginState } from './login-flow';
import { SigningIn } from './signing-in';

/** sent-link: a sign-in link, or a link to reset the sign-in method, is on its way. */
export function SentLinkStep() {
  const flow = useLoginFlow();
  const { sentTo, purpose } = useLoginState('sent-link');
  return (
    <Stack gap="md">
      {purpose === 'sign-in' ? (
        <Text>
          We sent a sign-in link to <strong>{sentTo}</strong>. Open the email and follow the link to sign in. The link
          works once and expires after a short while.
        </Text>
      ) : (
        <Text>
          We sent an email to <strong>{sentTo}</strong> with a link to reset your sign-in method. Follow the link to
          choose a new password or another way to sign in.
        </Text>
      )}
      <Text size="sm" c="dimmed">
        Nothing arrived? Check your spam folder, or go back and try again.
      </Text>
      <Group>
        <BackButton onClick={flow.back} />
      </Group>
    </Stack>
  );
}

const isExpired = (e: unknown) => isApiError(e) && (e.code === 'link_expired' || e.status === 410 || e.status === 404);

/** /signin?auth_token=: trades the emailed link for a session, once (a link works only once). */
export function ExchangingStep() {
  const flow = useLoginFlow();
  const { authToken } = useLoginState('exchanging');
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const { finish, replace } = flow;

  useEffect(() => {
    // React runs effects twice in development; the second exchange would find the link spent.
    if (started.current === authToken) return;
    started.current = authToken;
    exchangeAuthLink(authToken)
      .then(finish)
      .catch((e: unknown) => {
        if (isExpired(e)) replace({ name: 'expired-link', authToken });
        else setFailure(authErrorText(e));
      });
  }, [authToken, finish, replace]);

  return <SigningIn failure={failure} onBack={flow.back} />;
}

/** expired-link: the link was spent or too old; a new link by email or a code by text. */
export function ExpiredLinkStep() {
  const flow = useLoginFlow();
  const { authToken } = useLoginState('expired-link');
  const resend = useMutation({
    mutationFn: (via: 'email' | 'sms') => resendFromExpiredLink(authToken, via),
    meta: { silent: true },
    onSuccess: ({ sent_to, uid }, via) => {
      if (via === 'email') flow.go({ name: 'sent-link', sentTo: sent_to, purpose: 'sign-in' });
      else flow.go({ name: 'sent-text', uid, sentTo: sent_to, authToken });
    },
    onError: (e, via) => {
      if (via === 'sms' && isSmsFailure(e)) flow.go({ name: 'sms-failed', authToken });
    },
  });
  const fallback = resend.variables === 'sms' ? authMessages.codeSendProblem : authMessages.linkSendProblem;
  return (
    <Stack gap="md">
      <Text>{authMessages.linkExpired} Choose how to get a new way in:</Text>
      {resend.isError && !isSmsFailure(resend.error) ? (
        <ErrorAlert>{authErrorText(resend.error, fallback)}</ErrorAlert>
      ) : null}
      <Button
        onClick={() => resend.mutate('email')}
        loading={resend.isPending && resend.variables === 'email'}
        disabled={resend.isPending}
        fullWidth
      >
        Email me a new link
      </Button>
      <Button
        variant="light"
        onClick={() => resend.mutate('sms')}
        loading={resend.isPending && resend.variables === 'sms'}
        disabled={resend.isPending}
        fullWidth
      >
        Text me a code
      </Button>
      <Group>
        <BackButton onClick={flow.back} disabled={resend.isPending} />
      </Group>
    </Stack>
  );
}

import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { resetSignInMethod } from '../api/reset-sign-in-method';
import { signInWithPassword } from '../api/sign-in-with-password';
import { authErrorText } from './auth-error';
import { BackButton } from './back-button';
import { useLoginFlow, useLoginState } from './login-flow';
import { ErrorAlert } from './error-alert';

/** The login state once the account signs in by password. */
export function LoginPasswordStep() {
  const flow = useLoginFlow();
  const { account } = useLoginState('password');
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (v) => (v ? null : authMessages.passwordMissing) },
  });
  const signIn = useMutation({
    mutationFn: async (password: string) =>
      flow.finish(await signInWithPassword({ username: account.email, password, redirect: flow.redirect })),
    meta: { silent: true },
    onError: (e) => form.setFieldError('password', authErrorText(e)),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ password }) => signIn.mutate(password))}>
      <Stack gap="md">
        <Text size="sm">
          Signing in as <strong>{account.email}</strong>
        </Text>
        {/* The username field lets password managers pair the email with the password. */}
        <input type="email" name="username" autoComplete="username" value={account.email} readOnly hidden />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          Sign in
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" px={0} onClick={() => flow.go({ name: 'forgot-password', account })}>
            Forgot password?
          </Button>
          <Button variant="subtle" px={0} onClick={() => flow.go({ name: 'alternate-sign-in', account })}>
            Use another sign-in method
          </Button>
        </Group>
        <Group>
          <BackButton onClick={flow.back} disabled={signIn.isPending} />
        </Group>
      </Stack>
    </form>
  );
}

/** Forgot password: a reset email leading to /set-sign-in-method. */
export function ForgotPasswordStep() {
  const flow = useLoginFlow();
  const { account } = useLoginState('forgot-password');
  const reset = useMutation({
    mutationFn: () => resetSignInMethod(account.email, flow.redirect),
    meta: { silent: true },
    onSuccess: () => flow.go({ name: 'sent-link', sentTo: account.email, purpose: 'reset' }),
  });
  return (
    <Stack gap="md">
      <Text>
        We will email <strong>{account.email}</strong> a link to set a new password or choose another way to sign in.
      </Text>
      {reset.isError ? <ErrorAlert>{authErrorText(reset.error, authMessages.linkSendProblem)}</ErrorAlert> : null}
      <Button onClick={() => reset.mutate()} loading={reset.isPending} fullWidth>
        Email me a reset link
      </Button>
      <Group>
        <BackButton onClick={flow.back} disabled={reset.isPending} />
      </Group>
    </Stack>
  );
}

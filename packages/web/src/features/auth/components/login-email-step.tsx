import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getPreferredSignInMethod } from '../api/get-preferred-sign-in-method';
import { loadAuthSchemas } from '../api/parse-sign-in-result';
import { sendAuthLink } from '../api/send-auth-link';
import { sendVerificationCode } from '../api/send-verification-code';
import { authErrorText, isSmsFailure } from './auth-error';
import { ProviderSignInButtons } from './provider-sign-in';
import { useLoginFlow, useLoginState, type Account, type LoginState } from './login-flow';

/** 'Please fill out email first.' when empty (spec 000 §5), checked as the field is left or the form sent. */
const emptyEmailProblem = (value: string): string | null => (value.trim() ? null : authMessages.emailFirst);

/**
 * The shared email rule, once the form is sent: its schema (and zod) loads then, not with the sign-in page
 * (issue 22 §4).
 */
export async function loginEmailProblem(value: string): Promise<string | null> {
  const email = value.trim();
  if (!email) return authMessages.emailFirst;
  const { emailSchema } = await loadAuthSchemas();
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? authMessages.invalidEmail);
}

/** The state after the email step, by the account's preferred method (spec 000 §4). */
async function stateFor(account: Account, redirect: string | undefined): Promise<LoginState> {
  switch (account.method) {
    case 'password':
      return { name: 'password', account };
    case 'email': {
      const { sent_to } = await sendVerificationCode(account.uid, 'email');
      return { name: 'sent-email', uid: account.uid, sentTo: sent_to, account };
    }
    case 'sms':
      try {
        const { sent_to } = await sendVerificationCode(account.uid, 'sms');
        return { name: 'sent-text', uid: account.uid, sentTo: sent_to, account };
      } catch (e) {
        if (isSmsFailure(e)) return { name: 'sms-failed', account };
        throw e;
      }
    default: {
      const { sent_to } = await sendAuthLink({ uid: account.uid, username: account.email, redirect });
      return { name: 'sent-link', sentTo: sent_to, purpose: 'sign-in' };
    }
  }
}

/** The email breaks the shared rule: said under the field, as the server would. */
class EmailProblem extends Error {}

export function LoginEmailStep() {
  const flow = useLoginFlow();
  const state = useLoginState('login');
  const [params] = useSearchParams();
  const form = useForm({
    initialValues: { email: state.email ?? '' },
    validate: { email: emptyEmailProblem },
  });
  const lookup = useMutation({
    mutationFn: async (email: string) => {
      const problem = await loginEmailProblem(email);
      if (problem) throw new EmailProblem(problem);
      const found = await getPreferredSignInMethod(email, params.get('firm'));
      const account: Account = {
        email,
        uid: found.uid,
        method: found.preferred_sign_in_method,
      };
      return stateFor(account, flow.redirect);
    },
    meta: { silent: true },
    onSuccess: (next, email) => flow.go(next, { name: 'login', email }),
    onError: (e) => form.setFieldError('email', e instanceof EmailProblem ? e.message : authErrorText(e)),
  });

  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={form.onSubmit(({ email }) => lookup.mutate(email.trim()))}
        aria-label="Sign in with your email"
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={lookup.isPending} fullWidth>
            Next
          </Button>
        </Stack>
      </form>
      <ProviderSignInButtons />
    </Stack>
  );
}

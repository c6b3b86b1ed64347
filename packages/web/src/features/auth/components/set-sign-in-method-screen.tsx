import { Anchor, Button, Center, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { authMessages, type SignInMethod, type SignInResult } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useFirmBranding } from '../api/get-firm-branding';
import { useSignInSetup } from '../api/get-sign-in-setup';
import { setSignInMethod, type SignInMethodChoice } from '../api/set-sign-in-method';
import { authErrorText, SignInStepError } from './auth-error';
import { AuthCard } from './auth-card';
import { BackButton } from './back-button';
import { ErrorAlert } from './error-alert';
import type { OnSignedIn } from './login-screen';
import { SetEmailForm, SetPasswordForm, SetPhoneForm } from './sign-in-method-forms';
import { TwoFactorStep } from './two-factor-step';

/** The sign-in setup steps of spec 002 §4; each has a Back button to the one before. */
type SetupStep =
  | { name: 'set-sign-in-method' }
  | { name: 'set-password' }
  | { name: 'set-email' }
  | { name: 'set-phone-number' }
  | { name: '2fa'; twoFactorToken: string; sentTo: string };

const titles: Record<SetupStep['name'], string> = {
  'set-sign-in-method': 'Choose how to sign in',
  'set-password': 'Set your password',
  'set-email': 'Set your email',
  'set-phone-number': 'Set your phone number',
  '2fa': 'Two-factor authentication',
};

const methodStep: Record<SignInMethod, SetupStep> = {
  password: { name: 'set-password' },
  email: { name: 'set-email' },
  sms: { name: 'set-phone-number' },
};

const isExpired = (e: unknown) => isApiError(e) && (e.code === 'link_expired' || e.status === 410);

/** /set-sign-in-method?token=&redirect=: the emailed setup of a password, email passcode or SMS passcode. */
export function SetSignInMethodScreen({ onSignedIn }: { onSignedIn: OnSignedIn }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const firm = params.get('firm');
  const branding = useFirmBranding(firm);
  const setup = useSignInSetup(token, firm);
  const [steps, setSteps] = useState<SetupStep[]>([{ name: 'set-sign-in-method' }]);
  const [choice, setChoice] = useState<SignInMethod | null>(null);
  const [opened, setOpened] = useState(false);
  // An arrival link (issue 21 §2) opens on the method the firm set for the client, Back leading to the
  // other methods: one screen between the email and the page it points to.
  const preferred = setup.data?.arrival ? setup.data.preferred_sign_in_method : null;
  if (setup.data && !opened) {
    setOpened(true);
    if (preferred) {
      setChoice(preferred);
      setSteps([{ name: 'set-sign-in-method' }, methodStep[preferred]]);
    }
  }
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const step = steps[steps.length - 1] ?? { name: 'set-sign-in-method' };
  const go = (next: SetupStep) => setSteps((s) => [...s, next]);
  const back = () => setSteps((s) => s.slice(0, -1));
  const redirect = () => setup.data?.redirect || params.get('redirect') || '/';

  const finish = async (result: SignInResult) => {
    if (result.status === 'signed_in') await onSignedIn(result.firebase_token, result.redirect || redirect());
    else if (result.status === 'two_factor_required')
      go({ name: '2fa', twoFactorToken: result.two_factor_token, sentTo: result.sent_to });
    else throw new SignInStepError(authMessages.signInProblem);
  };
  const submit = useMutation({
    mutationFn: async (choice: SignInMethodChoice) => finish(await setSignInMethod({ ...choice, token })),
    meta: { silent: true },
  });
  const serverErrors = isApiError(submit.error) ? submit.error.fields : undefined;
  const expired =
    (!token || (setup.isError && isExpired(setup.error)) || isExpired(submit.error)) && step.name !== '2fa';

  if (expired) {
    // Signing in the usual way still leads where the link pointed, under the same firm's name.
    const again = new URLSearchParams();
    if (params.get('redirect')) again.set('redirect', params.get('redirect')!);
    if (firm) again.set('firm', firm);
    return (
      <AuthCard title="This link has expired" branding={branding.data}>
        <Text>{authMessages.linkExpired}</Text>
        <Anchor component={Link} to={again.size ? `/?${again.toString()}` : '/'}>
          Back to sign in
        </Anchor>
      </AuthCard>
    );
  }
  if (setup.isPending) {
    return (
      <AuthCard title={titles[step.name]} branding={branding.data}>
        <Center py="lg" role="status" aria-label="Loading">
          <Loader />
        </Center>
      </AuthCard>
    );
  }
  if (setup.isError) {
    return (
      <AuthCard title={titles[step.name]} branding={branding.data}>
        <ErrorAlert>{authErrorText(setup.error, authMessages.somethingWentWrong)}</ErrorAlert>
        <Anchor component={Link} to="/">
          Back to sign in
        </Anchor>
      </AuthCard>
    );
  }

  const info = setup.data;
  const formProps = {
    onSubmit: (choice: SignInMethodChoice) => submit.mutate(choice),
    onBack: () => {
      submit.reset();
      back();
    },
    submitting: submit.isPending,
    serverErrors,
    children: submit.isError && !serverErrors ? <ErrorAlert>{authErrorText(submit.error)}</ErrorAlert> : null,
  };

  return (
    <AuthCard title={titles[step.name]} branding={branding.data}>
      {step.name === 'set-sign-in-method' ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!choice) setChoiceError(authMessages.chooseMethod);
            else go(methodStep[choice]);
          }}
        >
          <Stack gap="md">
            {info.email ? <Text size="sm">Account: {info.email}</Text> : null}
            <Radio.Group
              label="Sign-in method"
              value={choice}
              onChange={(v) => {
                setChoice(v as SignInMethod);
                setChoiceError(null);
              }}
              error={choiceError}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="password" label="Password" />
                <Radio value="email" label="Email passcode" description="A code by email each time you sign in" />
                <Radio value="sms" label="SMS passcode" description="A code by text message each time you sign in" />
              </Stack>
            </Radio.Group>
            <Group justify="space-between">
              <BackButton onClick={() => void navigate('/')} />
              <Button type="submit">Next</Button>
            </Group>
          </Stack>
        </form>
      ) : null}
      {step.name === 'set-password' ? <SetPasswordForm email={info.email} {...formProps} /> : null}
      {step.name === 'set-email' ? <SetEmailForm email={info.email} {...formProps} /> : null}
      {step.name === 'set-phone-number' ? <SetPhoneForm {...formProps} /> : null}
      {step.name === '2fa' ? (
        <TwoFactorStep twoFactorToken={step.twoFactorToken} sentTo={step.sentTo} onResult={finish} onBack={back} />
      ) : null}
    </AuthCard>
  );
}

import { Alert, Button, Center, Container, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { templateStartMessages, type TemplateStartInput } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../../lib/api-client';
import { usePublicTemplate, useStartFromTemplate } from '../../api/template-start';

export const TEMPLATE_START_TEXTS = {
  notFound: 'This link is no longer valid. Please ask your firm for a new one.',
  intro: 'Enter your email to start your questionnaire.',
  signUpIntro: 'We do not know this email yet. Tell us your name to create your account.',
  checkEmail: templateStartMessages.checkEmail,
} as const;

type Step = 'email' | 'sign-up' | 'check-email';

/** Only a plain, simple address counts here; the server checks it again. */
const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
const numberParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * The public template start (spec 000 §2, login states template-start and template-sign-up):
 * /template/{hashId}/create-questionnaire-from-template?firmGroupId=&taxYear=. A new person gives their
 * name and is signed in (onSignedIn stores the session the way sign-in does); a known one is sent a link.
 */
export function TemplateStartScreen({
  hashId,
  onSignedIn,
}: {
  hashId: string;
  onSignedIn?: (accessToken: string, redirect: string) => Promise<void> | void;
}) {
  const [params] = useSearchParams();
  const template = usePublicTemplate(hashId);
  const start = useStartFromTemplate(hashId);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [error, setError] = useState<{ field: 'email' | 'name' | 'form'; message: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) return setError({ field: 'email', message: templateStartMessages.emailRequired });
    const names = { first_name: firstName.trim(), last_name: lastName.trim() };
    if (step === 'sign-up' && (!names.first_name || !names.last_name))
      return setError({ field: 'name', message: templateStartMessages.nameRequired });
    setError(null);
    const input: TemplateStartInput = {
      email: address,
      tax_year: numberParam(params.get('taxYear')),
      firm_group_id: numberParam(params.get('firmGroupId')),
      ...(step === 'sign-up' ? names : {}),
    };
    start.mutate(input, {
      onSuccess: async (result) => {
        if (result.step === 'started') {
          try {
            await onSignedIn?.(result.firebase_token, result.redirect);
          } catch (e) {
            setError({ field: 'form', message: e instanceof Error ? e.message : String(e) });
          }
          return;
        }
        setStep(result.step === 'sign-up' ? 'sign-up' : 'check-email');
      },
      onError: (e) => {
        const message = e.message || templateStartMessages.emailRequired;
        const field = isApiError(e) && e.status === 400 ? (step === 'sign-up' ? 'name' : 'email') : 'form';
        setError({ field: message === templateStartMessages.emailRequired ? 'email' : field, message });
      },
    });
  };

  return (
    <Container size={440} px="md" py="xl">
      <Paper withBorder p="lg" radius="md">
        {template.isPending ? (
          <Skeleton h={160} role="status" aria-label="Loading" />
        ) : template.isError ? (
          <Alert role="alert" color="blue" variant="light" title="Link not found">
            {isApiError(template.error) && template.error.status === 404
              ? TEMPLATE_START_TEXTS.notFound
              : template.error.message}
          </Alert>
        ) : (
          <Stack gap="md">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {template.data.firm_name}
              </Text>
              <Title order={1} size="h2">
                {template.data.template_name}
              </Title>
            </Stack>
            {step === 'check-email' ? (
              <Alert role="status" color="blue" variant="light">
                {TEMPLATE_START_TEXTS.checkEmail}
              </Alert>
            ) : (
              <form noValidate onSubmit={submit} aria-label="Start your questionnaire">
                <Stack gap="md">
                  <Text size="sm">
                    {step === 'email' ? TEMPLATE_START_TEXTS.intro : TEMPLATE_START_TEXTS.signUpIntro}
                  </Text>
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    autoCapitalize="none"
                    spellCheck={false}
                    value={email}
                    readOnly={step === 'sign-up'}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    error={error?.field === 'email' ? error.message : undefined}
                  />
                  {step === 'sign-up' ? (
                    <>
                      <TextInput
                        label="First name"
                        autoComplete="given-name"
                        value={firstName}
                        onChange={(e) => setFirstName(e.currentTarget.value)}
                        error={error?.field === 'name' && !firstName.trim() ? error.message : undefined}
                      />
                      <TextInput
                        label="Last name"
                        autoComplete="family-name"
                        value={lastName}
                        onChange={(e) => setLastName(e.currentTarget.value)}
                        error={error?.field === 'name' && !lastName.trim() ? error.message : undefined}
                      />
                    </>
                  ) : null}
                  {error?.field === 'form' ? (
                    <Alert role="alert" color="red" variant="light">
                      {error.message}
                    </Alert>
                  ) : null}
                  <Button type="submit" fullWidth loading={start.isPending}>
                    {step === 'email' ? 'Continue' : 'Start'}
                  </Button>
                  {step === 'sign-up' ? (
                    <Center>
                      <Button variant="subtle" size="xs" onClick={() => setStep('email')}>
                        Use a different email
                      </Button>
                    </Center>
                  ) : null}
                </Stack>
              </form>
            )}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}

import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages, PASSWORD_RULE_TEXT, phoneDigits, setSignInMethodSchema } from '@portal/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import { PhoneInput } from '../../../components/phone-input';
import type { SignInMethodChoice } from '../api/set-sign-in-method';
import { BackButton } from './back-button';

/** The shared schema, checked as the server will check it; the token is added by the caller. */
const schemaErrors = (values: Record<string, unknown>) =>
  zod4Resolver(setSignInMethodSchema, { errorPriority: 'first' })({ token: 'x'.repeat(10), ...values });

interface StepFormProps {
  onSubmit: (choice: SignInMethodChoice) => void;
  onBack: () => void;
  submitting: boolean;
  /** A field error from the server, e.g. `{email: 'Email is already taken'}`. */
  serverErrors?: Record<string, string>;
  children?: ReactNode;
}

function Actions({ onBack, submitting }: { onBack: () => void; submitting: boolean }) {
  return (
    <Group justify="space-between">
      <BackButton onClick={onBack} disabled={submitting} />
      <Button type="submit" loading={submitting}>
        Save
      </Button>
    </Group>
  );
}

/** set-password: a new password twice; the email too when the account has none yet. */
export function SetPasswordForm({
  email,
  onSubmit,
  onBack,
  submitting,
  serverErrors,
  children,
}: StepFormProps & { email: string | null }) {
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '', email: email ?? '' },
    validate: (values) => {
      const errors = schemaErrors({
        signInMethod: 'password',
        newPassword: values.newPassword,
        email: email ? undefined : values.email,
      });
      if (!errors.newPassword && values.confirmPassword !== values.newPassword)
        errors.confirmPassword = authMessages.passwordsDontMatch;
      return errors;
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        onSubmit({ signInMethod: 'password', newPassword: v.newPassword, ...(email ? {} : { email: v.email.trim() }) }),
      )}
    >
      <Stack gap="md">
        {children}
        {email ? null : (
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            {...form.getInputProps('email')}
            error={form.errors.email ?? serverErrors?.email}
          />
        )}
        <PasswordInput
          label="Password"
          description={PASSWORD_RULE_TEXT}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
          error={form.errors.newPassword ?? serverErrors?.newPassword}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Actions onBack={onBack} submitting={submitting} />
      </Stack>
    </form>
  );
}

/** set-email: codes by email go to this address. */
export function SetEmailForm({
  email,
  onSubmit,
  onBack,
  submitting,
  serverErrors,
  children,
}: StepFormProps & { email: string | null }) {
  const form = useForm({
    initialValues: { email: email ?? '' },
    validate: (values) => schemaErrors({ signInMethod: 'email', email: values.email }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((v) => onSubmit({ signInMethod: 'email', email: v.email.trim() }))}>
      <Stack gap="md">
        {children}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
          error={form.errors.email ?? serverErrors?.email}
        />
        <Actions onBack={onBack} submitting={submitting} />
      </Stack>
    </form>
  );
}

/** set-phone-number: codes by text go to this number, sent as its 10 digits. */
export function SetPhoneForm({ onSubmit, onBack, submitting, serverErrors, children }: StepFormProps) {
  const form = useForm({
    initialValues: { phoneNumber: '' },
    validate: (values) => schemaErrors({ signInMethod: 'sms', phoneNumber: values.phoneNumber }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => onSubmit({ signInMethod: 'sms', phoneNumber: phoneDigits(v.phoneNumber) }))}
    >
      <Stack gap="md">
        {children}
        <PhoneInput
          label="Phone number"
          {...form.getInputProps('phoneNumber')}
          error={form.errors.phoneNumber ?? serverErrors?.phoneNumber}
        />
        <Actions onBack={onBack} submitting={submitting} />
      </Stack>
    </form>
  );
}

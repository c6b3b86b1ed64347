import { Button, Fieldset, Group, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  authMessages,
  changeLoginMethodSchema,
  formatPhone,
  PASSWORD_RULE_TEXT,
  phoneDigits,
  type SignInMethod,
  type User,
} from '@portal/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { PhoneInput } from '../../../components/phone-input';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useChangeLoginMethod, type LoginMethodChange } from '../api/change-login-method';
import { PROFILE_SAVED } from './profile-details-form';

const methodNames: Record<SignInMethod | 'link', string> = {
  password: 'Password',
  email: 'Email passcode',
  sms: 'SMS passcode',
  link: 'Sign-in link by email',
};

interface MethodValues {
  signInMethod: SignInMethod | '';
  newPassword: string;
  confirmPassword: string;
  email: string;
  phoneNumber: string;
}

const schemaErrors = zod4Resolver(changeLoginMethodSchema, { errorPriority: 'first' });

function toChange(v: MethodValues): LoginMethodChange | null {
  if (v.signInMethod === 'password') return { signInMethod: 'password', newPassword: v.newPassword };
  if (v.signInMethod === 'email') return { signInMethod: 'email', email: v.email.trim() };
  if (v.signInMethod === 'sms') return { signInMethod: 'sms', phoneNumber: phoneDigits(v.phoneNumber) };
  return null;
}

/** The user's own sign-in method: password, email passcode or SMS passcode (POST change_login_method). */
export function SignInMethodCard({
  user,
  readOnly,
  onSaved,
}: {
  user: User;
  readOnly: boolean;
  onSaved: (user: User) => void;
}) {
  const blank = (): MethodValues => ({
    signInMethod: '',
    newPassword: '',
    confirmPassword: '',
    email: user.email ?? '',
    phoneNumber: formatPhone(user.phone_number ?? ''),
  });
  const form = useForm<MethodValues>({
    initialValues: blank(),
    validate: (v) => {
      if (!v.signInMethod) return { signInMethod: authMessages.chooseMethod };
      const errors = schemaErrors({ ...toChange(v) });
      if (v.signInMethod === 'password' && !errors.newPassword && v.confirmPassword !== v.newPassword)
        errors.confirmPassword = authMessages.passwordsDontMatch;
      return errors;
    },
  });
  const change = useChangeLoginMethod();
  const method = form.values.signInMethod;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        const next = toChange(v);
        if (!next) return;
        change.mutate(next, {
          onSuccess: (saved) => {
            onSaved(saved);
            form.setValues(blank());
            notify.success(PROFILE_SAVED);
          },
          onError: (e) => {
            if (isApiError(e) && e.fields) form.setErrors(e.fields);
          },
        });
      })}
    >
      <Fieldset disabled={readOnly} variant="unstyled">
        <Stack gap="md">
          <Text>
            Current sign-in method: <strong>{methodNames[user.preferred_sign_in_method ?? 'link']}</strong>
          </Text>
          <Radio.Group label="New sign-in method" {...form.getInputProps('signInMethod')}>
            <Group gap="lg" mt="xs">
              <Radio value="password" label="Password" />
              <Radio value="email" label="Email passcode" />
              <Radio value="sms" label="SMS passcode" />
            </Group>
          </Radio.Group>
          {method === 'password' ? (
            <>
              <PasswordInput
                label="New password"
                description={PASSWORD_RULE_TEXT}
                autoComplete="new-password"
                {...form.getInputProps('newPassword')}
              />
              <PasswordInput
                label="Confirm password"
                autoComplete="new-password"
                {...form.getInputProps('confirmPassword')}
              />
            </>
          ) : null}
          {method === 'email' ? (
            <TextInput label="Sign-in email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          ) : null}
          {method === 'sms' ? <PhoneInput label="Sign-in phone number" {...form.getInputProps('phoneNumber')} /> : null}
          <Group>
            <Button type="submit" variant="light" loading={change.isPending}>
              Update sign-in method
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

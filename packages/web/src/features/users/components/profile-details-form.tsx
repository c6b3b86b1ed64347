import { Button, Fieldset, Group, NativeSelect, Radio, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatPhone, updateProfileSchema, type UpdateProfileInput, type User } from '@portal/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { PhoneInput } from '../../../components/phone-input';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { timeZoneOptions } from '../../../lib/time-zones';
import { useUpdateProfile } from '../api/update-profile';

export const PROFILE_SAVED = 'All changes saved successfully';
export const PHONE_SAVED = 'Phone number updated successfully';
/** The title of a failed phone-only save (spec 000 §8), above the server's reason. */
export const PHONE_FAILED = 'Failed to update phone number';
/** A save the server failed on unexpectedly (spec 000 §8): nothing the user can fix. */
export const PROFILE_UNKNOWN_ERROR = 'Unknown error, please reach out to support';

type ProfileValues = {
  fname: string;
  lname: string;
  preferred_name: string;
  email: string;
  phone_number: string;
  time_zone: string;
  preferred_contact_method: 'email' | 'sms';
  enabled_2fa: boolean;
};

const valuesOf = (user: User): ProfileValues => ({
  fname: user.fname,
  lname: user.lname,
  preferred_name: user.preferred_name ?? '',
  email: user.email ?? '',
  phone_number: formatPhone(user.phone_number ?? ''),
  time_zone: user.time_zone,
  preferred_contact_method: user.preferred_contact_method,
  enabled_2fa: user.enabled_2fa,
});

/** The form as the API takes it: empty optional fields are null (removed), the phone is digits. */
const toInput = (v: ProfileValues) => ({
  fname: v.fname,
  lname: v.lname,
  preferred_name: v.preferred_name.trim() || null,
  email: v.email.trim() || null,
  phone_number: v.phone_number.trim() || null,
  time_zone: v.time_zone,
  preferred_contact_method: v.preferred_contact_method,
  enabled_2fa: v.enabled_2fa,
});

/** Only what changed goes to the server, so unrelated rules (e.g. the email one) are not re-checked. */
function changesOf(values: ProfileValues, initial: ProfileValues): UpdateProfileInput {
  const next = updateProfileSchema.parse(toInput(values));
  const before = updateProfileSchema.parse(toInput(initial));
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof UpdateProfileInput)[]) {
    if (next[key] !== before[key]) changes[key] = next[key];
  }
  return changes as UpdateProfileInput;
}

const validate = zod4Resolver(updateProfileSchema, { errorPriority: 'first' });

export interface ProfileDetailsFormProps {
  user: User;
  readOnly: boolean;
  /** Two-factor is forced on this user by the firm's preferences. */
  twoFactorForced: boolean;
  onSaved: (user: User) => void;
}

export function ProfileDetailsForm({ user, readOnly, twoFactorForced, onSaved }: ProfileDetailsFormProps) {
  const form = useForm<ProfileValues>({
    initialValues: valuesOf(user),
    validate: (values) => validate(toInput(values)),
  });
  const save = useUpdateProfile(user.id);

  const submit = (values: ProfileValues) => {
    const changes = changesOf(values, form.getInitialValues());
    const keys = Object.keys(changes);
    const phoneOnly = keys.length === 1 && keys[0] === 'phone_number';
    const message = phoneOnly ? PHONE_SAVED : PROFILE_SAVED;
    if (keys.length === 0) {
      notify.success(PROFILE_SAVED);
      return;
    }
    save.mutate(changes, {
      onSuccess: (saved) => {
        onSaved(saved);
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
        notify.success(message);
      },
      // The server's message is shown as a toast and on its field.
      onError: (e) => {
        if (isApiError(e) && e.status === 401) return;
        if (isApiError(e) && e.fields) form.setErrors(e.fields);
        notify.error(
          isApiError(e) && e.status >= 500 ? PROFILE_UNKNOWN_ERROR : e,
          phoneOnly ? PHONE_FAILED : undefined,
        );
      },
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-labelledby="profile-details-title">
      <Fieldset disabled={readOnly} variant="unstyled">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('fname')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lname')} />
          </SimpleGrid>
          <TextInput label="Preferred name" autoComplete="nickname" {...form.getInputProps('preferred_name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <PhoneInput label="Phone number" {...form.getInputProps('phone_number')} />
          </SimpleGrid>
          <NativeSelect label="Time zone" data={timeZoneOptions(user.time_zone)} {...form.getInputProps('time_zone')} />
          <Radio.Group label="Preferred contact method" {...form.getInputProps('preferred_contact_method')}>
            <Group gap="lg" mt="xs">
              <Radio value="email" label="By email" />
              <Radio value="sms" label="By text message" />
            </Group>
          </Radio.Group>
          <Switch
            label="Two-factor authentication"
            description={
              twoFactorForced
                ? 'Your firm requires a code in addition to your sign-in method.'
                : 'Ask for a code in addition to your sign-in method.'
            }
            disabled={readOnly || twoFactorForced}
            {...form.getInputProps('enabled_2fa', { type: 'checkbox' })}
            checked={twoFactorForced || form.values.enabled_2fa}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

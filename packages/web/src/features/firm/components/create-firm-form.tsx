import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  authMessages,
  createFirmSchema,
  DEFAULT_TIME_ZONE,
  PASSWORD_RULE_TEXT,
  suggestSubdomain,
  type SignInResult,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { US_TIME_ZONES } from '../../../lib/time-zones';
import { createFirm } from '../api/create-firm';
import { SubdomainPreview } from './subdomain-preview';

const initialValues = {
  firm_name: '',
  subdomain: '',
  time_zone: DEFAULT_TIME_ZONE,
  fname: '',
  lname: '',
  email: '',
  password: '',
  password_confirmation: '',
};

export interface CreateFirmFormProps {
  /** Starts the new partner's session (the app supplies it). */
  onSignedIn: (accessToken: string, redirect: string) => Promise<void>;
}

/** /create-firm: a new firm and its first partner, who is signed in and lands on /. */
export function CreateFirmForm({ onSignedIn }: CreateFirmFormProps) {
  const form = useForm({
    initialValues,
    validate: zod4Resolver(createFirmSchema, { errorPriority: 'first' }),
  });
  // The subdomain follows the firm's name until the partner types one of their own (issue 38 §6).
  const [ownSubdomain, setOwnSubdomain] = useState(false);
  const create = useMutation({
    mutationFn: async (values: typeof initialValues) => {
      const result: SignInResult = await createFirm(createFirmSchema.parse(values));
      if (result.status !== 'signed_in') throw new Error('The new partner could not be signed in');
      await onSignedIn(result.firebase_token, '/');
    },
    meta: { silent: true },
    // The typed values stay; a conflict is shown on its field.
    onError: (e) => {
      if (isApiError(e) && e.fields) form.setErrors(e.fields);
    },
  });
  const formError =
    create.isError && !(isApiError(create.error) && create.error.fields)
      ? isApiError(create.error)
        ? create.error.message
        : authMessages.signInProblem
      : null;

  return (
    <Paper
      withBorder
      p={{ base: 'md', xs: 'xl' }}
      radius="md"
      w="100%"
      maw={640}
      mx="auto"
      mt={{ base: 'md', sm: 'xl' }}
    >
      <form noValidate onSubmit={form.onSubmit((values) => create.mutate(values))}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Create a firm
          </Title>
          <Text size="sm" c="dimmed">
            Set up your firm&apos;s portal. You will be its partner and can invite your team afterwards.
          </Text>
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label="Firm name"
            autoComplete="organization"
            {...form.getInputProps('firm_name')}
            onChange={(e) => {
              const name = e.currentTarget.value;
              form.setFieldValue('firm_name', name);
              if (!ownSubdomain) form.setFieldValue('subdomain', suggestSubdomain(name));
            }}
          />
          <Stack gap={4}>
            <TextInput
              label="Subdomain"
              description="Your portal's address. Lowercase letters, digits and hyphens."
              autoCapitalize="none"
              spellCheck={false}
              {...form.getInputProps('subdomain')}
              onChange={(e) => {
                const subdomain = e.currentTarget.value;
                form.setFieldValue('subdomain', subdomain);
                // Cleared, it follows the firm's name again.
                setOwnSubdomain(subdomain.trim() !== '');
              }}
            />
            {/* The field's own error says it already; the preview would only repeat it. */}
            {!form.errors.subdomain && <SubdomainPreview subdomain={form.values.subdomain} id="subdomain-preview" />}
          </Stack>
          {/* A native select: one labelled control, keyboard and mobile friendly, for a short list. */}
          <NativeSelect label="Time zone" data={[...US_TIME_ZONES]} {...form.getInputProps('time_zone')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('fname')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lname')} />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description={PASSWORD_RULE_TEXT}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
          />
          <Group justify="space-between">
            <Anchor component={Link} to="/">
              Back to sign in
            </Anchor>
            <Button type="submit" loading={create.isPending}>
              Create firm
            </Button>
          </Group>
          <Anchor component={Link} to="/help" size="sm">
            Get Help
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}

import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { documentMessages, dropLinkMessages, dropLinkVisitorSchema, genericMessages } from '@portal/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PhoneInput } from '../../../components/phone-input';
import { isApiError } from '../../../lib/api-client';
import { usePublicDropLink } from '../api/get-public-drop-link';
import { sendDropLinkUpload, type VisitorFields } from '../api/send-drop-link-upload';
import { VisitorFilePicker } from './visitor-file-picker';

const resolver = zod4Resolver(dropLinkVisitorSchema, { errorPriority: 'first' });

type Phase = { kind: 'form' } | { kind: 'uploading'; percent: number } | { kind: 'done'; files: number };

/** /drop-link?token= (spec 002 §3): anyone with the link sends the firm files with their name and email. */
export function DropLinkUploadPage({ token }: { token: string }) {
  const link = usePublicDropLink(token);
  // A link that is gone says the server's words; a mangled one (a 400 on its token) says the same as none.
  const status = link.isError && isApiError(link.error) ? link.error.status : null;
  if (!token || status === 404 || status === 400) {
    return (
      <PageCard>
        <Alert color="yellow" variant="light" role="alert" title="Drop link not available">
          {token && status === 404 && isApiError(link.error) ? link.error.message : dropLinkMessages.notFound}
        </Alert>
      </PageCard>
    );
  }
  if (link.isError) {
    return (
      <PageCard>
        <Alert color="red" variant="light" role="alert">
          {link.error.message || genericMessages.somethingWentWrong}
        </Alert>
      </PageCard>
    );
  }
  if (!link.data) {
    return (
      <PageCard>
        <Stack gap="sm" role="status" aria-label="Loading the drop link">
          <Skeleton h={28} w="60%" />
          <Skeleton h={200} />
        </Stack>
      </PageCard>
    );
  }
  const { firm_name, name, custom_instruction, hide_sign_in_button } = link.data;
  return (
    <PageCard>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {firm_name}
        </Title>
        <Text fw={500}>{name}</Text>
        {custom_instruction ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {custom_instruction}
          </Text>
        ) : null}
      </Stack>
      <UploadForm token={token} />
      {hide_sign_in_button ? null : (
        <Text size="sm" ta="center">
          Have an account with {firm_name}?{' '}
          <Anchor component={Link} to="/signin" underline="always">
            Sign in
          </Anchor>
        </Text>
      )}
    </PageCard>
  );
}

function PageCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={640} mx="auto" mt="md">
      <Stack gap="lg">{children}</Stack>
    </Paper>
  );
}

function UploadForm({ token }: { token: string }) {
  const form = useForm<VisitorFields>({
    initialValues: { first_name: '', last_name: '', email: '', phone_number: '', description: '' },
    validate: resolver,
  });
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });

  if (phase.kind === 'done') {
    return (
      <Stack align="center" gap="sm" role="status">
        <IconCircleCheck size={48} color="var(--mantine-color-teal-7)" aria-hidden />
        <Title order={2} size="h3">
          {dropLinkMessages.uploadSuccessful}
        </Title>
        <Text size="sm" c="dimmed">
          {phase.files === 1 ? '1 file was sent to the firm.' : `${phase.files} files were sent to the firm.`}
        </Text>
        <Button
          variant="default"
          onClick={() => {
            setFiles([]);
            form.setFieldValue('description', '');
            setPhase({ kind: 'form' });
          }}
        >
          Upload more
        </Button>
      </Stack>
    );
  }

  const uploading = phase.kind === 'uploading';
  const submit = async (values: VisitorFields) => {
    if (files.length === 0) {
      setFilesError(dropLinkMessages.filesRequired);
      return;
    }
    setFailure(null);
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const result = await sendDropLinkUpload(token, values, files, {
        onProgress: (p) => setPhase({ kind: 'uploading', percent: p.percent }),
      });
      setPhase({ kind: 'done', files: result.files });
    } catch (e) {
      setPhase({ kind: 'form' });
      const fields = isApiError(e) ? e.fields : undefined;
      const { file, ...rest } = fields ?? {};
      if (Object.keys(rest).length > 0) form.setErrors(rest);
      if (file) setFilesError(file);
      if (!fields || Object.keys(fields).length === 0) {
        setFailure(isApiError(e) ? e.message : documentMessages.uploadFailed);
      }
    }
  };

  return (
    <form
      noValidate
      aria-label="Upload files"
      onSubmit={form.onSubmit(
        (v) => void submit(v),
        () => {
          if (files.length === 0) setFilesError(dropLinkMessages.filesRequired);
        },
      )}
    >
      <Stack gap="md">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="First name"
            required
            autoComplete="given-name"
            maxLength={100}
            disabled={uploading}
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last name"
            required
            autoComplete="family-name"
            maxLength={100}
            disabled={uploading}
            {...form.getInputProps('last_name')}
          />
        </Group>
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          disabled={uploading}
          {...form.getInputProps('email')}
        />
        <PhoneInput label="Phone (optional)" disabled={uploading} {...form.getInputProps('phone_number')} />
        <Textarea
          label="Description"
          description="What are these files?"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          disabled={uploading}
          {...form.getInputProps('description')}
        />
        <VisitorFilePicker
          files={files}
          onChange={(f) => {
            setFiles(f);
            if (f.length > 0) setFilesError(null);
          }}
          disabled={uploading}
          error={filesError}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        {uploading ? <Progress value={phase.percent} aria-label="Upload progress" size="lg" animated striped /> : null}
        <Button type="submit" loading={uploading}>
          Upload
        </Button>
      </Stack>
    </form>
  );
}

import { ActionIcon, Button, CopyButton, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { documentMessages, normalizeFolderPath } from '@portal/domain';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { useCreateSecureUploadLink, type SecureUploadLink } from '../api/create-secure-upload-link';

export const DEFAULT_SECURE_UPLOAD_FOLDER = '/Uploads';

export interface SecureUploadLinkDialogProps {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  entityName: string;
}

/** Staff make a link (7 days) that lets its holder upload files into one folder of the entity. */
export function SecureUploadLinkDialog({ opened, onClose, companyId, entityName }: SecureUploadLinkDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Secure upload link">
      {opened ? <LinkForm companyId={companyId} entityName={entityName} onClose={onClose} /> : null}
    </AppModal>
  );
}

function LinkForm({ companyId, entityName, onClose }: Omit<SecureUploadLinkDialogProps, 'opened'>) {
  const [path, setPath] = useState(DEFAULT_SECURE_UPLOAD_FOLDER);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<SecureUploadLink | null>(null);
  const create = useCreateSecureUploadLink(companyId);

  const submit = () => {
    const folder = normalizeFolderPath(path);
    if (folder === null) {
      setError(documentMessages.invalidPath);
      return;
    }
    create.mutate(folder, {
      onSuccess: setLink,
      onError: (e) => setError(isApiError(e) ? (e.fields?.path ?? e.message) : e.message),
    });
  };

  if (link) {
    return (
      <Stack gap="md">
        <Text size="sm">
          Anyone with this link can upload files into {path} of {entityName} until{' '}
          {dayjs(link.expires_at).format('MMM D, YYYY h:mm A')}.
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Link"
            value={link.url}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy link'}>
                <ActionIcon variant="default" size="lg" aria-label="Copy link" onClick={copy}>
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">The link works for 7 days. Files sent through it go into the folder below.</Text>
        <TextInput
          label="Folder"
          description="Created if it does not exist. STAFF ONLY folders cannot be used."
          required
          value={path}
          error={error}
          onChange={(e) => {
            setPath(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!path.trim()}>
            Create link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

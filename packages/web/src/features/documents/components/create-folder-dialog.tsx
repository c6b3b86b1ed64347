import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { documentMessages } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCreateFolder } from '../api/create-folder';

export const FOLDER_CREATED = 'Folder created';

export interface CreateFolderDialogProps {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  /** The folder the new one goes in. */
  path: string;
}

/** Create Folder (spec 002 §2, §5): a non-empty name; the server's refusal shows on the field. */
export function CreateFolderDialog({ opened, onClose, companyId, path }: CreateFolderDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFolder(companyId);
  const close = () => {
    setName('');
    setError(null);
    create.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(documentMessages.folderNameRequired);
      return;
    }
    create.mutate(
      { path, name: trimmed },
      {
        onSuccess: () => {
          notify.success(FOLDER_CREATED);
          close();
        },
        onError: (err) =>
          setError(
            isApiError(err) ? (err.fields?.name ?? err.fields?.path ?? err.message) : documentMessages.uploadRefresh,
          ),
      },
    );
  };
  return (
    <AppModal opened={opened} onClose={close} title="Create Folder">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {path === '/' ? 'The folder goes at the top of Documents.' : `The folder goes in ${path}.`}
          </Text>
          <TextInput
            label="Folder name"
            required
            data-autofocus
            value={name}
            maxLength={200}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create Folder
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

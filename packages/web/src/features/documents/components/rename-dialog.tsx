import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { DocumentItem } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useRenameDocument } from '../api/rename-document';
import { splitName, withExtension } from '../document-view';

export const NAME_REQUIRED = 'Please enter a name';
export const RENAMED = 'Renamed successfully';

export interface RenameDialogProps {
  companyId: number;
  /** The item to rename; the dialog is open while one is given. */
  item: DocumentItem | null;
  onClose: () => void;
}

/** Rename (staff, spec 002 §5): a non-empty name; a file keeps its extension. */
export function RenameDialog({ companyId, item, onClose }: RenameDialogProps) {
  return (
    <AppModal
      opened={item !== null}
      onClose={onClose}
      title={item?.type === 'folder' ? 'Rename folder' : 'Rename file'}
    >
      {item ? <RenameForm key={item.id} companyId={companyId} item={item} onClose={onClose} /> : null}
    </AppModal>
  );
}

function RenameForm({ companyId, item, onClose }: { companyId: number; item: DocumentItem; onClose: () => void }) {
  const { base, ext } = item.type === 'file' ? splitName(item.name) : { base: item.name, ext: '' };
  const [value, setValue] = useState(base);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameDocument(companyId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      setError(NAME_REQUIRED);
      return;
    }
    rename.mutate(
      { id: item.id, name: withExtension(trimmed, ext) },
      {
        onSuccess: () => {
          notify.success(RENAMED);
          onClose();
        },
        onError: (err) => setError(isApiError(err) ? (err.fields?.name ?? err.message) : 'Something went wrong'),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Renaming <strong>{item.name}</strong>
        </Text>
        <TextInput
          label="New name"
          required
          data-autofocus
          value={value}
          maxLength={200}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
          rightSection={ext ? <Text size="sm" c="dimmed">{`.${ext}`}</Text> : null}
          rightSectionWidth={ext ? Math.max(40, ext.length * 9 + 16) : undefined}
          description={ext ? `The extension .${ext} is kept.` : undefined}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={rename.isPending}>
            Rename
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

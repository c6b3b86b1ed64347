import { Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { normalizeFolderPath, type DocumentItem } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useMoveDocument } from '../api/move-document';

export interface MoveTarget {
  id: number;
  name: string;
}

export interface MoveDialogProps {
  /** The entity the item is in; listed first among the targets. */
  companyId: number;
  /** Entities the item may go to (the current one and its related entities). */
  targets: MoveTarget[];
  item: DocumentItem | null;
  onClose: () => void;
}

export const PATH_HINT =
  'A folder path such as /2025/Tax Return; / is the top of Documents. Missing folders are created.';

/** Move or copy a file or folder (staff), optionally to another entity (spec 002 §4). */
export function MoveDialog({ companyId, targets, item, onClose }: MoveDialogProps) {
  return (
    <AppModal opened={item !== null} onClose={onClose} title="Move or copy">
      {item ? <MoveForm key={item.id} companyId={companyId} targets={targets} item={item} onClose={onClose} /> : null}
    </AppModal>
  );
}

function MoveForm({ companyId, targets, item, onClose }: Omit<MoveDialogProps, 'item'> & { item: DocumentItem }) {
  const [target, setTarget] = useState(String(companyId));
  const [path, setPath] = useState(item.folder_path);
  const [mode, setMode] = useState<'move' | 'copy'>('move');
  const [pathError, setPathError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const move = useMoveDocument();
  const options = targets.some((t) => t.id === companyId)
    ? targets
    : [{ id: companyId, name: 'This entity' }, ...targets];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const folder = normalizeFolderPath(path.trim().startsWith('/') ? path.trim() : `/${path.trim()}`);
    if (folder === null) {
      setPathError('Enter a folder path such as /2025/Tax Return');
      return;
    }
    move.mutate(
      { id: item.id, target_company_id: Number(target), target_path: folder, copy: mode === 'copy' },
      {
        onSuccess: () => {
          notify.success(mode === 'copy' ? `${item.name} was copied` : `${item.name} was moved`);
          onClose();
        },
        onError: (err) => {
          if (isApiError(err) && (err.fields?.target_path || err.fields?.path)) {
            setPathError(err.fields.target_path ?? err.fields.path ?? err.message);
          } else setFormError(err instanceof Error ? err.message : 'Something went wrong');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {item.type === 'folder' ? 'Folder' : 'File'}: <strong>{item.name}</strong>
        </Text>
        <Radio.Group label="Action" value={mode} onChange={(v) => setMode(v === 'copy' ? 'copy' : 'move')}>
          <Group mt={4}>
            <Radio value="move" label="Move" />
            <Radio value="copy" label="Copy" />
          </Group>
        </Radio.Group>
        <Select
          label="Entity"
          data={options.map((t) => ({
            value: String(t.id),
            label: t.id === companyId ? `${t.name} (this entity)` : t.name,
          }))}
          value={target}
          onChange={(v) => setTarget(v ?? String(companyId))}
          allowDeselect={false}
          searchable
        />
        <TextInput
          label="Folder path"
          description={PATH_HINT}
          required
          value={path}
          onChange={(e) => {
            setPath(e.currentTarget.value);
            setPathError(null);
          }}
          error={pathError}
        />
        {formError ? (
          <Text size="sm" c="red.8" role="alert">
            {formError}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={move.isPending}>
            {mode === 'copy' ? 'Copy' : 'Move'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

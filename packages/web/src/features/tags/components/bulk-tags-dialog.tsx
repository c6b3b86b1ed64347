import { Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { MAX_TAG_NAME_LENGTH, tagMessages } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { useBulkUpdateTags } from '../api/bulk-update-tags';
import { useTags } from '../api/get-tags';
import { vocabularyOf, type TagKind } from '../api/update-record-tags';
import { TAGS_SAVED } from './record-tags-dialog';

const nouns: Record<TagKind, [string, string]> = {
  user: ['user', 'users'],
  entity: ['entity', 'entities'],
  document: ['document', 'documents'],
};

export interface BulkTagsDialogProps {
  kind: TagKind;
  /** The selected records of one table (users, entities or documents, never a mix); null keeps it closed. */
  ids: number[] | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Opens Update Tags for a selection, or says there is nothing selected (spec 000 §8, an info toast). */
export function openBulkTags(ids: number[], open: (ids: number[]) => void) {
  if (ids.length === 0) notify.info(tagMessages.nothingSelected);
  else open(ids);
}

/**
 * Update Tags (spec 000 §4 Tagging): the add set is applied, then the remove set; 'Remove all tags' is
 * confirmed in its own dialog.
 */
export function BulkTagsDialog({ kind, ids, onClose, onSaved }: BulkTagsDialogProps) {
  return (
    <AppModal opened={ids !== null} onClose={onClose} title="Update Tags">
      {ids ? <BulkTagsForm kind={kind} ids={ids} onClose={onClose} onSaved={onSaved} /> : null}
    </AppModal>
  );
}

function BulkTagsForm({ kind, ids, onClose, onSaved }: Omit<BulkTagsDialogProps, 'ids'> & { ids: number[] }) {
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [confirmRemoveAll, setConfirmRemoveAll] = useState(false);
  const tags = useTags();
  const save = useBulkUpdateTags(kind);
  const existing = (tags.data?.[vocabularyOf(kind)] ?? []).map((t) => t.name);
  const count = `${ids.length} selected ${ids.length === 1 ? nouns[kind][0] : nouns[kind][1]}`;

  const run = (change: Parameters<typeof save.mutate>[0]['change']) =>
    save.mutate(
      { ids, change },
      {
        onSuccess: () => {
          notify.success(TAGS_SAVED);
          onSaved();
          onClose();
        },
        onSettled: () => setConfirmRemoveAll(false),
      },
    );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        run({ add, remove });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{count}</Text>
        <TagsInput
          label="Tags to add"
          maxLength={MAX_TAG_NAME_LENGTH}
          description="Choose existing tags or type a new one and press Enter."
          data={existing}
          value={add}
          onChange={setAdd}
          clearable
        />
        <TagsInput
          label="Tags to remove"
          maxLength={MAX_TAG_NAME_LENGTH}
          data={existing}
          value={remove}
          onChange={setRemove}
          clearable
        />
        <Group justify="space-between">
          <Button variant="default" onClick={() => setConfirmRemoveAll(true)}>
            Remove all tags
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={save.isPending && !confirmRemoveAll}
              disabled={!add.length && !remove.length}
            >
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
      <AppModal
        opened={confirmRemoveAll}
        onClose={() => setConfirmRemoveAll(false)}
        title="Remove all tags"
        zIndex={300}
      >
        <Stack gap="md">
          <Text size="sm">Remove every tag from the {count}?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmRemoveAll(false)}>
              Cancel
            </Button>
            <Button color="red.9" loading={save.isPending} onClick={() => run('remove-all')}>
              Remove all tags
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </form>
  );
}

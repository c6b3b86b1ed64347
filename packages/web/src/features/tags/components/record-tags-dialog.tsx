import { Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { MAX_TAG_NAME_LENGTH, type Tag } from '@portal/domain';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { notify } from '../../../lib/notify';
import { useTags } from '../api/get-tags';
import { useUpdateRecordTags, vocabularyOf, type TagKind } from '../api/update-record-tags';

export const TAGS_SAVED = 'Tags were successfully updated';

export interface TaggedRecord {
  id: number;
  name: string;
  /** Users and entities carry tags, documents their names. */
  tags: (Tag | string)[];
}

export interface RecordTagsDialogProps {
  kind: TagKind;
  /** The record whose tags are edited; null keeps the dialog closed. */
  record: TaggedRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

const titles: Record<TagKind, string> = { user: 'User Tags', entity: 'Entity Tags', document: 'Document Tags' };
export const tagsTitle = (kind: TagKind) => titles[kind];

/** User, Entity or Document Tags (spec 000 §2): one record's tags, picked from the firm's or typed as new ones. */
export function RecordTagsDialog({ kind, record, onClose, onSaved }: RecordTagsDialogProps) {
  return (
    <AppModal opened={record !== null} onClose={onClose} title={tagsTitle(kind)}>
      {record ? (
        <RecordTagsForm key={record.id} kind={kind} record={record} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </AppModal>
  );
}

function RecordTagsForm({
  kind,
  record,
  onClose,
  onSaved,
}: Omit<RecordTagsDialogProps, 'record'> & { record: TaggedRecord }) {
  const [names, setNames] = useState(record.tags.map((t) => (typeof t === 'string' ? t : t.name)));
  const tags = useTags();
  const save = useUpdateRecordTags(kind);
  const existing = tags.data?.[vocabularyOf(kind)] ?? [];
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: record.id, names },
          {
            onSuccess: () => {
              notify.success(TAGS_SAVED);
              onSaved();
              onClose();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">{record.name}</Text>
        <TagsInput
          label="Tags"
          maxLength={MAX_TAG_NAME_LENGTH}
          description="Choose existing tags or type a new one and press Enter."
          data={existing.map((t) => t.name)}
          value={names}
          onChange={setNames}
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_TAG_NAME_LENGTH, renameTagSchema, type CatalogueTagKind, type TagUsage } from '@portal/domain';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { AdminList, ListLoadState } from '../../../components/admin-list/admin-list';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeleteTag } from '../api/delete-tag';
import { useTagUsage } from '../api/get-tag-usage';
import { useRenameTag } from '../api/rename-tag';

type Picked = { kind: CatalogueTagKind; tag: TagUsage };

const KIND_LABEL: Record<CatalogueTagKind, { title: string; records: [string, string] }> = {
  entity: { title: 'Entity tags', records: ['entity', 'entities'] },
  contact: { title: 'Contact tags', records: ['user', 'users'] },
};
const records = (kind: CatalogueTagKind, n: number) => `${n} ${KIND_LABEL[kind].records[n === 1 ? 0 : 1]}`;

function failed(e: unknown) {
  notify({ kind: 'error', title: 'Failed to update', message: e instanceof Error ? e.message : 'Failed to update' });
}

function RenameTagDialog({ picked, onClose }: { picked: Picked | null; onClose: () => void }) {
  const rename = useRenameTag();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (picked) {
      setName(picked.tag.name);
      setError(null);
    }
  }, [picked]);
  const submit = () => {
    if (!picked) return;
    const parsed = renameTagSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    rename.mutate(
      { kind: picked.kind, id: picked.tag.id, name: parsed.data.name },
      {
        onSuccess: () => {
          notify.updated();
          onClose();
        },
        onError: (e) => (isApiError(e) && e.status < 500 ? setError(e.fields?.name ?? e.message) : failed(e)),
      },
    );
  };
  return (
    <FormDialog
      opened={picked !== null}
      title={`Rename ${picked?.tag.name ?? 'tag'}`}
      submitLabel={'Rename'}
      pending={rename.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label="Tag name"
        description={picked ? `The new name shows on all ${records(picked.kind, picked.tag.count)}.` : undefined}
        required
        data-autofocus
        maxLength={MAX_TAG_NAME_LENGTH}
        value={name}
        error={error}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}

function TagList({
  kind,
  tags,
  onRename,
}: {
  kind: CatalogueTagKind;
  tags: TagUsage[];
  onRename: (p: Picked) => void;
}) {
  const { title } = KIND_LABEL[kind];
  const remove = useDeleteTag();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <AdminList<TagUsage>
          label={title}
          rows={tags}
          framed={false}
          spacing="xs"
          empty={
            <Text size="sm" c="dimmed">
              {kind === 'entity'
                ? 'No entity tags yet. Tag entities from the Entities table to create them.'
                : 'No contact tags yet. Tag users from the Users table to create them.'}
            </Text>
          }
          rowKey={(tag) => tag.id}
          rowLabel={(tag) => tag.name}
          columns={[
            { header: 'Tag', strong: true, render: (tag) => tag.name },
            { header: 'Used by', render: (tag) => records(kind, tag.count) },
          ]}
          actions={[
            { label: 'Rename', onClick: (tag) => onRename({ kind, tag }) },
            {
              label: 'Delete',
              confirm: {
                title: 'Delete tag',
                message: (tag) =>
                  tag.count === 0
                    ? `Delete the tag ${tag.name}? No ${KIND_LABEL[kind].records[0]} carries it.`
                    : `Delete the tag ${tag.name}? It will be removed from ${records(kind, tag.count)}.`,
                run: (tag) => remove.mutateAsync({ kind, id: tag.id }),
                onDone: () => notify.updated(),
                onFailed: failed,
              },
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}

/**
 * Firm settings → Tags (spec 000 §3 Tags, 002 §3 Firm entity_tags and contact_tags): the firm's entity and
 * contact tags with how many records carry each; rename or delete (which removes it from every record).
 */
export function TagsSection() {
  const usage = useTagUsage();
  const [renaming, setRenaming] = useState<Picked | null>(null);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} size="h3">
          Tags
        </Title>
        <Text size="sm" c="dimmed">
          Tags are created when you tag entities or users. Rename a tag here to change it everywhere.
        </Text>
      </Stack>
      {usage.isError || !usage.data ? (
        <ListLoadState error={usage.error} loadingLabel="Loading tags" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TagList kind="entity" tags={usage.data.entity_tags} onRename={setRenaming} />
          <TagList kind="contact" tags={usage.data.contact_tags} onRename={setRenaming} />
        </SimpleGrid>
      )}
      <RenameTagDialog picked={renaming} onClose={() => setRenaming(null)} />
    </Stack>
  );
}

import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  GLOSSARY_DESCRIPTION_MAX,
  GLOSSARY_KEY_WORDS_MAX,
  glossaryEntryInputSchema,
  type GlossaryEntry,
} from '@portal/domain';
import { IconBook2, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EmptyState } from '../../../../components/empty-state';
import { isApiError } from '../../../../lib/api-client';
import { useDeleteGlossaryEntry, useGlossary, useSaveGlossaryEntry } from '../../api/glossary';
import { settingsFailed, settingsSaved } from './save-feedback';

type Errors = Partial<Record<'key_words' | 'description', string>>;

function GlossaryEntryDialog({ entry, onClose }: { entry: GlossaryEntry | null | undefined; onClose: () => void }) {
  const opened = entry !== undefined;
  const save = useSaveGlossaryEntry();
  const [keyWords, setKeyWords] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (!opened) return;
    setKeyWords(entry?.key_words ?? '');
    setDescription(entry?.description ?? '');
    setErrors({});
  }, [opened, entry]);
  const submit = () => {
    const parsed = glossaryEntryInputSchema.safeParse({ key_words: keyWords, description });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
      return setErrors(found);
    }
    save.mutate(
      { id: entry?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          settingsSaved();
          onClose();
        },
        onError: (e) =>
          isApiError(e) && e.fields ? setErrors(e.fields as Errors) : settingsFailed(e, (f) => setErrors(f as Errors)),
      },
    );
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={entry ? 'Edit glossary entry' : 'Add glossary entry'}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Key words"
            description="Separate several words that share this description with commas, e.g. AGI, Adjusted Gross Income."
            required
            data-autofocus
            maxLength={GLOSSARY_KEY_WORDS_MAX}
            value={keyWords}
            error={errors.key_words}
            onChange={(e) => {
              setKeyWords(e.currentTarget.value);
              setErrors({ ...errors, key_words: undefined });
            }}
          />
          <Textarea
            label="Description"
            description="Clients see this when they point at or focus a key word in a question."
            required
            autosize
            minRows={3}
            maxLength={GLOSSARY_DESCRIPTION_MAX}
            value={description}
            error={errors.description}
            onChange={(e) => {
              setDescription(e.currentTarget.value);
              setErrors({ ...errors, description: undefined });
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {entry ? 'Save' : 'Add'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

/**
 * Firm settings → Glossary (spec 002 §3 firm_vocabs): key words and their description. Where a key word
 * appears in a question, the client sees the description as a tooltip.
 */
export function GlossarySection() {
  const glossary = useGlossary();
  const remove = useDeleteGlossaryEntry();
  const [editing, setEditing] = useState<GlossaryEntry | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<GlossaryEntry | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            Glossary
          </Title>
          <Text size="sm" c="dimmed">
            Explain the terms your questionnaires use. Clients see the description where a key word appears in a
            question.
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          Add entry
        </Button>
      </Group>
      {glossary.isError ? (
        <Alert color="red" variant="light" role="alert">
          {glossary.error.message}
        </Alert>
      ) : !glossary.data ? (
        <Stack gap="xs" role="status" aria-label="Loading glossary">
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : glossary.data.length === 0 ? (
        <EmptyState
          title="No glossary entries yet"
          icon={<IconBook2 aria-hidden stroke={1.5} />}
          description="Add a key word such as AGI with a short description: clients will see it on their questionnaires."
        />
      ) : (
        <Paper withBorder radius="md">
          <Table aria-label="Glossary" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Key words</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {glossary.data.map((g) => (
                <Table.Tr key={g.id}>
                  <Table.Td fw={500}>{g.key_words}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {g.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        variant="default"
                        size="compact-sm"
                        aria-label={`Edit ${g.key_words}`}
                        onClick={() => setEditing(g)}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="default"
                        size="compact-sm"
                        aria-label={`Delete ${g.key_words}`}
                        onClick={() => setDeleting(g)}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <GlossaryEntryDialog entry={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete glossary entry"
        message={`Delete ${deleting?.key_words ?? ''}? Clients will no longer see its description.`}
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => settingsSaved(),
            onError: (e) => settingsFailed(e),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}

import { Text, Textarea, TextInput } from '@mantine/core';
import {
  GLOSSARY_DESCRIPTION_MAX,
  GLOSSARY_KEY_WORDS_MAX,
  glossaryEntryInputSchema,
  type GlossaryEntry,
} from '@portal/domain';
import { IconBook2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { AdminList } from '../../../../components/admin-list/admin-list';
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
    <FormDialog
      opened={opened}
      title={entry ? 'Edit glossary entry' : 'Add glossary entry'}
      submitLabel={entry ? 'Save' : 'Add'}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </FormDialog>
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
  return (
    <AdminList<GlossaryEntry>
      title="Glossary"
      description="Explain the terms your questionnaires use. Clients see the description where a key word appears in a question."
      create={{ label: 'Add entry', onClick: () => setEditing(null) }}
      label="Glossary"
      rows={glossary.data}
      error={glossary.error}
      empty={
        <EmptyState
          title="No glossary entries yet"
          icon={<IconBook2 aria-hidden stroke={1.5} />}
          description="Add a key word such as AGI with a short description: clients will see it on their questionnaires."
        />
      }
      rowKey={(g) => g.id}
      rowLabel={(g) => g.key_words}
      columns={[
        { header: 'Key words', strong: true, render: (g) => g.key_words },
        {
          header: 'Description',
          render: (g) => (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {g.description}
            </Text>
          ),
        },
      ]}
      actions={[
        { label: 'Edit', onClick: (g) => setEditing(g) },
        {
          label: 'Delete',
          confirm: {
            title: 'Delete glossary entry',
            message: (g) => `Delete ${g.key_words}? Clients will no longer see its description.`,
            run: (g) => remove.mutateAsync(g.id),
            onDone: () => settingsSaved(),
            onFailed: (e) => settingsFailed(e),
          },
        },
      ]}
    >
      <GlossaryEntryDialog entry={editing} onClose={() => setEditing(undefined)} />
    </AdminList>
  );
}

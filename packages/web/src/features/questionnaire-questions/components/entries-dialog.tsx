import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { questionnaireMessages, validateAnswer, type Question, type QuestionnaireDetail } from '@portal/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/report-client-error';
import { notify } from '../../../lib/notify';
import { useEntryMutations } from '../api/entries';
import { AnswerInput } from './answer-input';
import type { Entry } from './entries-model';

export interface EntriesDialogProps {
  opened: boolean;
  onClose: () => void;
  questionnaire: QuestionnaireDetail;
  question: Question;
  entries: Entry[];
  disabled: boolean;
  /** The field to put the cursor in (a blank one the question named), else the dialog's first control. */
  focusFieldId?: number | null;
}

/**
 * The Entries dialog (spec 001 §2): every entry's fields with the question widgets, without autosave —
 * Save sends the changed fields at once. Adding and removing an entry are their own calls.
 */
export function EntriesDialog({
  opened,
  onClose,
  questionnaire,
  question,
  entries,
  disabled,
  focusFieldId = null,
}: EntriesDialogProps) {
  const { add, remove, save } = useEntryMutations(questionnaire.id, question.id);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [removing, setRemoving] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = entries.flatMap((e) => e.fields);
  const changed = fields.filter((f) => f.id in edits && edits[f.id] !== (f.answer ?? ''));

  const close = () => {
    setEdits({});
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = () => {
    const found: Record<number, string> = {};
    for (const f of changed) {
      const message = validateAnswer(f, edits[f.id] ?? '');
      if (message) found[f.id] = message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    save.mutate(
      changed.map((f) => ({ id: f.id, answer: edits[f.id] ?? '' })),
      {
        onSuccess: () => {
          setEdits({});
          notify.success(questionnaireMessages.saved);
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 400) return setFailure(e.message);
          // The message says "Our team was notified": it is (issue 41 §5).
          reportClientError(e, 'save');
          setFailure(
            questionnaire.mode === 'client'
              ? questionnaireMessages.saveFailedClient
              : questionnaireMessages.saveFailedAdmin,
          );
        },
      },
    );
  };

  return (
    <AppModal opened={opened} onClose={close} title={`Entries: ${question.text}`} size="lg">
      <Stack gap="md">
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            No entries yet.
          </Text>
        ) : null}
        {entries.map((entry) => (
          <Fieldset key={entry.number} legend={`Entry ${entry.number}`} aria-label={`Entry ${entry.number}`}>
            <Stack gap="sm">
              {entry.fields.map((field) => (
                <AnswerInput
                  key={field.id}
                  question={field}
                  value={edits[field.id] ?? field.answer ?? ''}
                  disabled={disabled}
                  error={errors[field.id]}
                  autoFocus={field.id === focusFieldId}
                  onChange={(value) => setEdits((e) => ({ ...e, [field.id]: value }))}
                />
              ))}
              {disabled ? null : (
                <Group justify="flex-end">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => setRemoving(entry.number)}
                  >
                    {`Remove entry ${entry.number}`}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        ))}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="space-between" wrap="wrap">
          {disabled ? (
            <span />
          ) : (
            <Button
              variant="default"
              leftSection={<IconPlus size={14} aria-hidden />}
              loading={add.isPending}
              onClick={() => add.mutate(undefined, { onError: (e) => notify.error(e.message) })}
            >
              Add entry
            </Button>
          )}
          <Group gap="xs">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            {disabled ? null : (
              <Button onClick={submit} disabled={changed.length === 0} loading={save.isPending}>
                Save
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove entry"
        message={`Remove entry ${removing ?? ''} and everything in it?`}
        confirmLabel="Remove"
        danger
        zIndex={300}
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing !== null &&
          remove.mutate(removing, {
            onSuccess: () => setRemoving(null),
            onError: (e) => notify.error(e.message),
          })
        }
      />
    </AppModal>
  );
}

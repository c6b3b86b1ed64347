import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { createNoteSchema } from '@portal/domain';
import { IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAddNote } from '../api/add-note';
import { useDeleteNote } from '../api/delete-note';
import { useNotes, type Note } from '../api/list-notes';

export const NOTE_ADDED = 'Note added';
export const NOTE_DELETED = 'Note deleted';
export const NO_NOTES = 'No notes yet';
export const NO_NOTES_HINT = 'Write a note above and select Add note. Notes are seen by firm staff only.';

export interface NotesDialogProps {
  opened: boolean;
  onClose: () => void;
  entity: { id: number; name: string };
  /** The signed-in staff member: they may delete their own notes. */
  currentUserId: number;
  /** Partners may delete anyone's note. */
  canDeleteAny: boolean;
  /** A note was added or deleted: the entity's note_count changed. */
  onChanged?: () => void;
}

const noteTime = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');
const authorOf = (n: Note) => n.author_name ?? 'A former staff member';

/** Notes (spec 000 §2): the entity's staff-only notes, newest first; add one, delete one's own. */
export function NotesDialog({ opened, onClose, entity, currentUserId, canDeleteAny, onChanged }: NotesDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Notes" size="lg">
      {opened ? (
        <NotesBody
          entity={entity}
          currentUserId={currentUserId}
          canDeleteAny={canDeleteAny}
          onChanged={onChanged}
          onClose={onClose}
        />
      ) : null}
    </AppModal>
  );
}

function NotesBody({ entity, currentUserId, canDeleteAny, onChanged, onClose }: Omit<NotesDialogProps, 'opened'>) {
  const notes = useNotes(entity.id);
  const add = useAddNote(entity.id);
  const remove = useDeleteNote(entity.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);

  const submit = () => {
    const parsed = createNoteSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a note');
      return;
    }
    setError(null);
    add.mutate(parsed.data.text, {
      onSuccess: () => {
        setText('');
        notify.success(NOTE_ADDED);
        onChanged?.();
      },
      onError: (e) => setError((isApiError(e) && e.fields?.text) || e.message),
    });
  };

  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label="New note"
            description={`Seen by firm staff only, on ${entity.name}.`}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={5000}
            required
            value={text}
            error={error}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
      {notes.isError && !notes.data ? (
        <Alert color="red" variant="light" role="alert">
          {notes.error.message}
        </Alert>
      ) : !notes.data ? (
        <Stack gap="xs" role="status" aria-label="Loading the notes">
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : notes.data.length === 0 ? (
        <EmptyState title={NO_NOTES} description={NO_NOTES_HINT} />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Notes, newest first"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {notes.data.map((n) => (
            <Paper component="li" key={n.id} withBorder p="sm" radius="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0}>
                  <Text size="sm" fw={500}>
                    {authorOf(n)}{' '}
                    <Text span size="xs" c="dimmed">
                      <time dateTime={n.created_at}>{noteTime(n.created_at)}</time>
                    </Text>
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {n.text}
                  </Text>
                </Stack>
                {canDeleteAny || n.author_id === currentUserId ? (
                  <Tooltip label="Delete note">
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={`Delete note by ${authorOf(n)} from ${noteTime(n.created_at)}`}
                      onClick={() => setDeleting(n)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete note"
        message="Delete this note? It cannot be restored."
        confirmLabel="Delete"
        danger
        zIndex={300}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(NOTE_DELETED);
              onChanged?.();
            },
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}

import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { questionnaireMessages, type Question, type QuestionnaireDetail, type QuestionNote } from '@portal/domain';
import { IconMessage, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useNoteMutations } from '../api/notes';

export interface QuestionNotesProps {
  questionnaire: QuestionnaireDetail;
  question: Question;
}

/**
 * Notes on a question (spec 001 §2 Notes, §5). Clients never see deleted notes; the firm previewing a
 * client's questionnaire sees them struck through and may restore them. Notes work in a firm preview even
 * though answers are read-only, and are off in a template preview.
 */
export function QuestionNotes({ questionnaire, question }: QuestionNotesProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const { add, toggle } = useNoteMutations(questionnaire.id, question.id);
  const firmView = questionnaire.mode === 'admin-preview';
  const shown = question.filtered_questionnaire_comments.filter((n) => firmView || !n.removed);
  const count = shown.filter((n) => !n.removed).length;
  if (questionnaire.mode === 'admin-template') return null;

  const send = () => {
    if (!text.trim()) return;
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        notify.success(questionnaireMessages.noteAdded);
      },
      onError: (e) => notify.error(e.message),
    });
  };
  const flip = (note: QuestionNote) =>
    toggle.mutate(note.id, {
      onSuccess: (n) => notify.success(n.removed ? questionnaireMessages.noteDeleted : 'Note restored'),
      onError: (e) => notify.error(e.message),
    });

  return (
    <>
      {/* A small icon button (the count beside it once there are notes); its name says what it opens. */}
      <Button
        size="compact-sm"
        variant="subtle"
        px={6}
        aria-label={`Notes (${count}) for: ${question.text}`}
        title="Notes"
        onClick={() => setOpen(true)}
      >
        <IconMessage size={16} aria-hidden />
        {count > 0 ? (
          <Text component="span" size="xs" ml={2} aria-hidden>
            {count}
          </Text>
        ) : null}
      </Button>
      <AppModal opened={open} onClose={() => setOpen(false)} title="Notes">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {question.text}
          </Text>
          {shown.length === 0 ? (
            <Text size="sm">No notes yet.</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes">
              {shown.map((note) => (
                <Group component="li" key={note.id} justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text
                      size="sm"
                      td={note.removed ? 'line-through' : undefined}
                      c={note.removed ? 'dimmed' : undefined}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {note.text}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {note.removed ? `Deleted · ${formatDate(note.created_at)}` : formatDate(note.created_at)}
                    </Text>
                  </Stack>
                  {note.removed && firmView ? (
                    <Button size="compact-xs" variant="subtle" onClick={() => flip(note)}>
                      Restore
                    </Button>
                  ) : !note.removed && note.is_mine ? (
                    <ActionIcon variant="subtle" color="red" aria-label="Delete note" onClick={() => flip(note)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  ) : null}
                </Group>
              ))}
            </Stack>
          )}
          <Textarea
            label="New note"
            value={text}
            autosize
            minRows={2}
            maxLength={5000}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button onClick={send} disabled={!text.trim()} loading={add.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}

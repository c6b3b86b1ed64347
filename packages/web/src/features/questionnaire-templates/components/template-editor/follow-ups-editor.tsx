import { Box, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEditor } from './editor-context';
import { QuestionList } from './question-list';
import {
  addFollowUp,
  canHaveFollowUps,
  followUpNumber,
  removeFollowUp,
  triggerChoices,
  updateFollowUp,
  type EditorFollowUp,
  type EditorQuestion,
} from './template-tree';
import { useConfirmRemoval } from './use-confirm-removal';

interface FollowUpsEditorProps {
  question: EditorQuestion;
  path: string;
  number: string;
  level: number;
}

/** A question's follow-ups: each an answer and the questions shown when the client gives it. */
export function FollowUpsEditor({ question: q, path, number, level }: FollowUpsEditorProps) {
  const { update } = useEditor();
  const { ask, dialog } = useConfirmRemoval();
  return (
    <Stack gap="sm">
      {q.followUps.map((f, fi) => (
        <Box
          key={f.uid}
          pl="sm"
          role="group"
          aria-label={`Follow-up ${fi + 1} of question ${number}`}
          style={{ borderLeft: '3px solid var(--mantine-color-blue-4)' }}
        >
          <Stack gap="xs">
            <Group align="flex-end" gap="xs">
              <TriggerInput
                question={q}
                followUp={f}
                index={fi}
                number={number}
                path={`${path}.followUps.${fi}.trigger`}
              />
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                aria-label={`Remove follow-up ${fi + 1} of question ${number}`}
                onClick={() =>
                  ask(
                    f.questions.some((fq) => fq.text.trim() !== ''),
                    'Remove follow-up?',
                    `Follow-up ${fi + 1} of question ${number} will be removed with its questions.`,
                    () => update((t) => removeFollowUp(t, q.uid, f.uid)),
                  )
                }
              >
                Remove follow-up
              </Button>
            </Group>
            <QuestionList
              ownerUid={f.uid}
              questions={f.questions}
              path={`${path}.followUps.${fi}.questions`}
              level={level + 1}
              number={(i) => followUpNumber(number, q, fi, i)}
              addLabel={`Add question to follow-up ${fi + 1} of question ${number}`}
              addText="Add follow-up question"
              emptyText="No follow-up questions yet."
            />
          </Stack>
        </Box>
      ))}
      {canHaveFollowUps(q, level) ? (
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            aria-label={`Add follow-up to question ${number}`}
            onClick={() => update((t) => addFollowUp(t, q.uid))}
          >
            Add follow-up
          </Button>
        </Group>
      ) : null}
      {dialog}
    </Stack>
  );
}

interface TriggerInputProps {
  question: EditorQuestion;
  followUp: EditorFollowUp;
  index: number;
  number: string;
  path: string;
}

/** The answer that shows a follow-up: chosen from Yes/No or the options, typed for other question types. */
function TriggerInput({ question, followUp, index, number, path }: TriggerInputProps) {
  const { update, errors } = useEditor();
  const choices = triggerChoices(question);
  const common = {
    label: 'When the answer is',
    'aria-label': `Question ${number} follow-up ${index + 1} answer`,
    value: followUp.trigger,
    error: errors[path],
    onChange: (e: { currentTarget: { value: string } }) => {
      // Read now: the event's target is gone by the time the state update runs.
      const trigger = e.currentTarget.value;
      update((t) => updateFollowUp(t, question.uid, followUp.uid, trigger));
    },
  };
  if (choices.length === 0) return <TextInput {...common} maxLength={500} />;
  // An answer that is no longer among the options stays visible (and chosen) until it is changed.
  const data = [
    ...(choices.includes(followUp.trigger)
      ? []
      : [
          {
            value: followUp.trigger,
            label: followUp.trigger ? `${followUp.trigger} (no longer an option)` : 'Choose an answer',
          },
        ]),
    ...choices.map((c) => ({ value: c, label: c })),
  ];
  return <NativeSelect {...common} data={data} />;
}

import { Button, Group, Text } from '@mantine/core';
import { formatDisplayDate, type Question } from '@portal/domain';
import { laterTitle } from './answer-later-dialog';
import type { SpecialAnswers } from './use-special-answers';

/**
 * The special answer that stands, in words, with the one button that undoes it (spec 001 §4): Mark N/A
 * toggles to Answer Question, Provided Elsewhere to Undo, Answer Later to Answer Now, Mark completed to
 * Mark incomplete.
 */
export function SpecialAnswerState({
  s,
  question,
  readOnly,
}: {
  s: SpecialAnswers;
  question: Question;
  readOnly: boolean;
}) {
  const state = s.isNA
    ? { text: 'Marked Not Applicable', undo: 'Answer Question', onUndo: s.clear }
    : s.isElsewhere
      ? { text: 'Marked Provided Elsewhere', undo: 'Undo', onUndo: s.clear }
      : s.isMarked
        ? { text: 'Marked completed', undo: 'Mark incomplete', onUndo: s.clear }
        : null;
  const later = s.awaiting
    ? {
        text: `${laterTitle(s.kind)}: by ${formatDisplayDate(question.answer_by!)}`,
        undo: s.kind === 'upload' ? 'Upload Now' : 'Answer Now',
        onUndo: s.answerNow,
      }
    : null;
  const shown = [state, later].filter((x) => x !== null);
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((x) => (
        <Group key={x.text} gap={6} wrap="wrap">
          <Text size="sm" fw={500}>
            {x.text}
          </Text>
          {readOnly ? null : (
            <Button size="compact-sm" variant="light" disabled={s.busy} onClick={x.onUndo}>
              {x.undo}
            </Button>
          )}
        </Group>
      ))}
    </>
  );
}

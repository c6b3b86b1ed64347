import { Button, Group, Stack, Text } from '@mantine/core';
import {
  answerLaterDisabledReason,
  canMarkCompleted,
  formatDisplayDate,
  needsDocumentConfirmation,
  SPECIAL_ANSWERS,
  type Question,
  type QuestionnaireDetail,
} from '@portal/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { AnswerLaterDialog, laterTitle } from './answer-later-dialog';

export interface SpecialAnswerActionsProps {
  questionnaire: QuestionnaireDetail;
  question: Question;
  /** Saves an answer (with an answer-later date, or none). */
  commit: (answer: string | null, answerBy?: string | null) => Promise<boolean>;
}

export const DOCUMENTS_CONFIRM_TEXT =
  'This question already has documents. They will be kept, but the question will no longer ask for them. Continue?';

/**
 * The special answers of one question (spec 001 §4): Not Applicable / Answer Question, Provided
 * Elsewhere / Undo, Answer (Upload) Later / Answer Now, Mark completed. Answering normally clears them.
 */
export function SpecialAnswerActions({ questionnaire, question, commit }: SpecialAnswerActionsProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [later, setLater] = useState(false);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const answer = question.answer ?? '';
  const kind = question.question_type === 'upload' ? 'upload' : 'answer';
  const awaiting = question.answer_by != null && question.answer_by !== '';
  const laterBlocked = answerLaterDisabledReason(questionnaire, new Date());
  const isNA = answer === SPECIAL_ANSWERS.notApplicable;
  const isElsewhere = answer === SPECIAL_ANSWERS.providedElsewhere;
  const isMarked = answer === SPECIAL_ANSWERS.markedCompleted;

  const run = async (answerValue: string | null, answerBy: string | null = null) => {
    setBusy(true);
    await commit(answerValue, answerBy);
    setBusy(false);
  };
  const special = (value: string) => {
    if (needsDocumentConfirmation(value, question.documents.length)) setConfirming(value);
    else void run(value);
  };

  return (
    <Stack gap={4}>
      {awaiting ? (
        <Text size="sm" c="dimmed">
          {`${laterTitle(kind)}: by ${formatDisplayDate(question.answer_by!)}`}{' '}
          <Button variant="subtle" size="compact-xs" disabled={busy} onClick={() => void run(question.answer)}>
            Undo
          </Button>
        </Text>
      ) : null}
      <Group gap={6} wrap="wrap" role="group" aria-label={`Other answers to: ${question.text}`}>
        {isNA ? (
          <Button size="compact-sm" variant="light" disabled={busy} onClick={() => void run('')}>
            Answer Question
          </Button>
        ) : !question.disable_not_applicable ? (
          <Button
            size="compact-sm"
            variant="default"
            disabled={busy}
            onClick={() => special(SPECIAL_ANSWERS.notApplicable)}
          >
            Not Applicable
          </Button>
        ) : null}
        {isElsewhere ? (
          <Button size="compact-sm" variant="light" disabled={busy} onClick={() => void run('')}>
            Undo
          </Button>
        ) : !questionnaire.preferences.disable_provided_elsewhere ? (
          <Button
            size="compact-sm"
            variant="default"
            disabled={busy}
            onClick={() => special(SPECIAL_ANSWERS.providedElsewhere)}
          >
            Provided Elsewhere
          </Button>
        ) : null}
        {question.disable_answer_later ? null : awaiting ? (
          <Button size="compact-sm" variant="light" disabled={busy} onClick={() => void run(question.answer)}>
            {kind === 'upload' ? 'Upload Now' : 'Answer Now'}
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="default"
            disabled={busy || laterBlocked !== null}
            aria-describedby={laterBlocked ? reasonId : undefined}
            onClick={() => setLater(true)}
          >
            {laterTitle(kind)}
          </Button>
        )}
        {canMarkCompleted(question) ? (
          <Button
            size="compact-sm"
            variant={isMarked ? 'light' : 'default'}
            disabled={busy}
            onClick={() => void run(isMarked ? '' : SPECIAL_ANSWERS.markedCompleted)}
          >
            {isMarked ? 'Mark incomplete' : 'Mark completed'}
          </Button>
        ) : null}
      </Group>
      {laterBlocked && !question.disable_answer_later && !awaiting ? (
        <Text id={reasonId} size="xs" c="dimmed">
          {laterBlocked}
        </Text>
      ) : null}
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming ?? ''}
        message={DOCUMENTS_CONFIRM_TEXT}
        confirmLabel="Continue"
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const value = confirming;
          setConfirming(null);
          if (value) void run(value);
        }}
      />
      <AnswerLaterDialog
        opened={later}
        kind={kind}
        dueDate={questionnaire.due_date}
        pending={busy}
        onClose={() => setLater(false)}
        onConfirm={(date) => {
          setLater(false);
          void run(question.answer, date);
        }}
      />
    </Stack>
  );
}

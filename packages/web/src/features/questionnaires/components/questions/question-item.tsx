import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import {
  isSpecialAnswer,
  questionnaireMessages,
  questionStatus,
  SPECIAL_ANSWERS,
  type Question,
  type QuestionnaireDetail,
} from '@portal/domain';
import { IconCheck } from '@tabler/icons-react';
import { useAutosaveAnswer } from '../../hooks/use-autosave-answer';
import { AnswerInput } from './answer-input';
import { EntriesQuestion } from './entries-question';
import { QuestionExtras } from './question-extras';
import { QuestionNotes } from './question-notes';
import { QuestionStatusIcon } from './question-status-icon';
import type { QuestionNode } from './question-tree';
import { SpecialAnswerActions } from './special-answer-actions';
import { UploadQuestion } from './upload-question';

export interface QuestionItemProps {
  questionnaire: QuestionnaireDetail;
  node: QuestionNode;
  submitAttempted: boolean;
  readOnly: boolean;
  /** Nesting depth: 0 for a top-level question. */
  depth: number;
}

const specialLabel: Record<string, string> = {
  [SPECIAL_ANSWERS.notApplicable]: 'Marked Not Applicable',
  [SPECIAL_ANSWERS.providedElsewhere]: 'Marked Provided Elsewhere',
  [SPECIAL_ANSWERS.markedCompleted]: 'Marked completed',
};

/** One numbered question: its input, help, status, special answers and notes, then its visible follow-ups. */
export function QuestionItem({ questionnaire, node, submitAttempted, readOnly, depth }: QuestionItemProps) {
  const { question, number, children } = node;
  const status = questionStatus(question, { submitAttempted });
  return (
    <Paper
      component="li"
      id={`question${question.id}`}
      withBorder={depth === 0}
      p={depth === 0 ? 'sm' : 0}
      pt={depth === 0 ? 'sm' : 'xs'}
      radius="md"
      style={{ scrollMarginTop: 80 }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Text fw={600} size="sm" miw={depth === 0 ? 24 : 36} pt={2} data-question-number>
          {depth === 0 ? `${number}.` : number}
        </Text>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <QuestionBody questionnaire={questionnaire} question={question} readOnly={readOnly} />
          <QuestionStatusIcon status={status} />
        </Stack>
      </Group>
      {children.length > 0 ? (
        <Stack component="ol" gap="xs" p={0} m={0} pl={{ base: 'xs', sm: 'lg' }} style={{ listStyle: 'none' }}>
          {children.map((child) => (
            <QuestionItem
              key={child.question.id}
              questionnaire={questionnaire}
              node={child}
              submitAttempted={submitAttempted}
              readOnly={readOnly}
              depth={depth + 1}
            />
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}

interface QuestionBodyProps {
  questionnaire: QuestionnaireDetail;
  question: Question;
  readOnly: boolean;
}

function QuestionBody({ questionnaire, question, readOnly }: QuestionBodyProps) {
  const autosave = useAutosaveAnswer({
    questionnaireId: questionnaire.id,
    question,
    mode: questionnaire.mode,
    disableProvidedElsewhere: questionnaire.preferences.disable_provided_elsewhere,
  });
  const type = question.question_type;
  const special = isSpecialAnswer(question.answer) ? specialLabel[question.answer] : null;
  return (
    <>
      {type === 'upload' ? (
        <UploadQuestion questionnaire={questionnaire} question={question} disabled={readOnly} />
      ) : type === 'entries' ? (
        <EntriesQuestion questionnaire={questionnaire} question={question} disabled={readOnly} />
      ) : (
        <AnswerInput
          question={question}
          value={autosave.value}
          disabled={readOnly}
          onChange={(value, how) => (how === 'typed' ? autosave.change(value) : void autosave.commit(value))}
        />
      )}
      <QuestionExtras question={question} />
      {special ? (
        <Text size="sm" fw={500}>
          {special}
        </Text>
      ) : null}
      {autosave.state === 'saved' ? (
        <Group gap={4} c="teal.9" role="status">
          <IconCheck size={14} aria-hidden />
          <Text size="xs" c="teal.9">
            {questionnaireMessages.saved}
          </Text>
        </Group>
      ) : null}
      {autosave.error ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss message"
          onClose={autosave.dismissError}
          p="xs"
        >
          {autosave.error}
        </Alert>
      ) : null}
      <Group gap={6} justify="space-between" align="flex-start" wrap="wrap">
        {readOnly ? (
          <span />
        ) : (
          <SpecialAnswerActions questionnaire={questionnaire} question={question} commit={autosave.commit} />
        )}
        <QuestionNotes questionnaire={questionnaire} question={question} />
      </Group>
    </>
  );
}

import { Alert, Group, Text } from '@mantine/core';
import { questionnaireMessages, questionStatus, type Question, type QuestionnaireDetail } from '@portal/domain';
import { IconCheck } from '@tabler/icons-react';
import { useAutosaveAnswer } from '../hooks/use-autosave-answer';
import { AnswerInput } from './answer-input';
import { AnsweredByLine } from './answered-by-line';
import { CantAnswerMenu } from './cant-answer-menu';
import { DeleteQuestionButton } from './delete-question-button';
import { blankEntryFields, entriesOf } from './entries-model';
import { EntriesQuestion } from './entries-question';
import { QuestionExtras } from './question-extras';
import { QuestionNotes } from './question-notes';
import { QuestionStatusIcon } from './question-status-icon';
import { QuestionToolbar } from './question-toolbar';
import { SpecialAnswerState } from './special-answer-state';
import { UploadQuestion } from './upload-question';
import { useSpecialAnswers } from './use-special-answers';

export interface QuestionBodyProps {
  questionnaire: QuestionnaireDetail;
  question: Question;
  readOnly: boolean;
  submitAttempted: boolean;
}

/**
 * A question's answer control first, its help, the special answer that stands, then one line: its
 * status and the Saved cue, and a toolbar with "Can't answer?" and Notes.
 */
export function QuestionBody({ questionnaire, question, readOnly, submitAttempted }: QuestionBodyProps) {
  // The firm's preview answers for the client (spec 001 §1): answers and special answers, not files or entries.
  const staffAnswering = questionnaire.mode === 'admin-preview' && questionnaire.staff_can_answer;
  const answerable = !readOnly || staffAnswering;
  const autosave = useAutosaveAnswer({
    questionnaireId: questionnaire.id,
    question,
    mode: questionnaire.mode,
    disableProvidedElsewhere: questionnaire.preferences.disable_provided_elsewhere,
  });
  const special = useSpecialAnswers(questionnaire, question, autosave.commit);
  const type = question.question_type;
  // An entries question counts its entries as its answer; a blank field inside one still needs answering.
  const blanks =
    type === 'entries' ? blankEntryFields(entriesOf(questionnaire.questionnaire_questions, question.id)) : [];
  let status = questionStatus(question, { submitAttempted });
  if (status === 'completed' && blanks.length > 0) status = submitAttempted ? 'error' : 'incomplete';
  const notes = questionnaire.mode !== 'admin-template';
  return (
    <>
      {type === 'upload' ? (
        <UploadQuestion questionnaire={questionnaire} question={question} disabled={readOnly} />
      ) : type === 'entries' ? (
        <EntriesQuestion questionnaire={questionnaire} question={question} disabled={readOnly} blanks={blanks} />
      ) : (
        <AnswerInput
          question={question}
          value={autosave.value}
          disabled={!answerable}
          onChange={(value, how) => (how === 'typed' ? autosave.change(value) : void autosave.commit(value))}
        />
      )}
      <QuestionExtras question={question} />
      <AnsweredByLine question={question} />
      <SpecialAnswerState s={special} question={question} readOnly={!answerable} />
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
      <Group gap={6} justify="space-between" align="center" wrap="nowrap" mih={28}>
        <Group gap={6} wrap="nowrap">
          <QuestionStatusIcon status={status} />
          {/* Always in the page, so a screen reader hears each "Saved". */}
          <Text component="span" size="xs" c="teal.9" role="status">
            {autosave.state === 'saved' ? (
              <>
                <IconCheck size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {questionnaireMessages.saved}
              </>
            ) : autosave.state === 'saving' ? (
              'Saving…'
            ) : null}
          </Text>
        </Group>
        {!answerable && !notes ? null : (
          <QuestionToolbar label={`Other answers to: ${question.text}`}>
            {answerable ? <CantAnswerMenu s={special} /> : null}
            <QuestionNotes questionnaire={questionnaire} question={question} />
            {staffAnswering && question.parent_question_id === null ? (
              <DeleteQuestionButton questionnaireId={questionnaire.id} question={question} />
            ) : null}
          </QuestionToolbar>
        )}
      </Group>
      {special.dialogs}
    </>
  );
}

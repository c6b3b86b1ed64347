import {
  answerLaterDisabledReason,
  canMarkCompleted,
  needsDocumentConfirmation,
  SPECIAL_ANSWERS,
  type Question,
  type QuestionnaireDetail,
} from '@portal/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AnswerLaterDialog } from './answer-later-dialog';

/** Saves an answer (with an answer-later date, or none). */
export type CommitAnswer = (answer: string | null, answerBy?: string | null) => Promise<boolean>;

export const DOCUMENTS_CONFIRM_TEXT =
  'This question already has documents. They will be kept, but the question will no longer ask for them. Continue?';

/**
 * The special answers of one question (spec 001 §4): which are offered, which one stands, and the
 * actions that set or undo them. Not Applicable or Provided Elsewhere on a question with documents asks
 * first; Answer (Upload) Later asks for its date. `dialogs` must be rendered once.
 */
export function useSpecialAnswers(questionnaire: QuestionnaireDetail, question: Question, commit: CommitAnswer) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [later, setLater] = useState(false);
  const [busy, setBusy] = useState(false);
  const answer = question.answer ?? '';
  const kind = question.question_type === 'upload' ? ('upload' as const) : ('answer' as const);

  const run = async (answerValue: string | null, answerBy: string | null = null) => {
    setBusy(true);
    await commit(answerValue, answerBy);
    setBusy(false);
  };
  const special = (value: string) => {
    if (needsDocumentConfirmation(value, question.documents.length)) setConfirming(value);
    else void run(value);
  };

  const dialogs = (
    <>
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
    </>
  );

  return {
    kind,
    busy,
    isNA: answer === SPECIAL_ANSWERS.notApplicable,
    isElsewhere: answer === SPECIAL_ANSWERS.providedElsewhere,
    isMarked: answer === SPECIAL_ANSWERS.markedCompleted,
    awaiting: question.answer_by != null && question.answer_by !== '',
    offersNA: !question.disable_not_applicable,
    offersElsewhere: !questionnaire.preferences.disable_provided_elsewhere,
    offersLater: !question.disable_answer_later,
    /** Why Answer Later cannot be chosen now (the due date has passed...), or null. */
    laterBlocked: answerLaterDisabledReason(questionnaire, new Date()),
    offersMarkCompleted: canMarkCompleted(question, { specialAdvisor: questionnaire.special_advisor }),
    markNA: () => special(SPECIAL_ANSWERS.notApplicable),
    markElsewhere: () => special(SPECIAL_ANSWERS.providedElsewhere),
    markCompleted: () => void run(SPECIAL_ANSWERS.markedCompleted),
    openLater: () => setLater(true),
    /** Back to answering: clears N/A, Provided Elsewhere or Marked completed. */
    clear: () => void run(''),
    /** Answer Now / Upload Now: the prior answer without its answer-later date. */
    answerNow: () => void run(question.answer),
    dialogs,
  };
}

export type SpecialAnswers = ReturnType<typeof useSpecialAnswers>;

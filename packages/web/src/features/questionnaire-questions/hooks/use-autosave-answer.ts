import {
  questionnaireMessages,
  validateAnswer,
  type Question,
  type QuestionnaireMode,
  type QuestionnaireChange,
} from '@portal/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { reportClientError } from '../../../lib/report-client-error';
import { answerQuestion } from '../api/answer-question';
import { useApplyChange } from '../../../lib/questionnaires/apply-change';

/** Spec 001 §9: text autosaves 500 ms after typing stops; the saved check shows 1 s. */
export const AUTOSAVE_DELAY_MS = 500;
export const SAVED_ICON_MS = 1000;

export type SaveState = 'idle' | 'saving' | 'saved';

export interface AutosaveOptions {
  questionnaireId: number;
  question: Question;
  mode: QuestionnaireMode;
  disableProvidedElsewhere?: boolean;
}

/** Why a save failed: the server's own words for a refused answer, else the spec's "couldn't be saved". */
function failureMessage(err: unknown, mode: QuestionnaireMode): string {
  if (isApiError(err) && (err.status === 400 || err.status === 403 || err.status === 409)) return err.message;
  // The message says "Our team was notified": it is (issue 41 §5).
  reportClientError(err, 'save');
  return mode === 'client' ? questionnaireMessages.saveFailedClient : questionnaireMessages.saveFailedAdmin;
}

/**
 * One question's answer as the user edits it. Typing saves after a pause; choices and special answers
 * save at once. The input shows the unsaved draft while there is one, then the saved answer from the
 * cache, so a failed save reverts to the last saved value without touching any other question.
 */
export function useAutosaveAnswer({ questionnaireId, question, mode, disableProvidedElsewhere }: AutosaveOptions) {
  const applyChange = useApplyChange(questionnaireId);
  const [draft, setDraft] = useState<string | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<string | null>(null);
  const sequence = useRef(0);

  const cancelPending = () => {
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = null;
    pending.current = null;
  };

  const save = async (answer: string | null, answerBy: string | null): Promise<boolean> => {
    // An unchanged answer (Undo, Answer Now) was accepted before; only new ones are checked here first.
    const invalid = answer === question.answer ? null : validateAnswer(question, answer, { disableProvidedElsewhere });
    if (invalid) {
      setError(invalid);
      return false;
    }
    const mine = ++sequence.current;
    setState('saving');
    setError(null);
    let change: QuestionnaireChange;
    try {
      change = await answerQuestion(questionnaireId, question.id, { answer, answer_by: answerBy });
    } catch (err) {
      if (mine !== sequence.current) return false;
      cancelPending();
      setDraft(null);
      setState('idle');
      setError(failureMessage(err, mode));
      return false;
    }
    applyChange(change);
    // Staff answering for the client are told it was saved for the client (spec 002 §7).
    if (mode === 'admin-preview') notify.success(questionnaireMessages.staffAnswerSaved);
    // Text typed while this save was in flight stays as the draft (its own save is on the way).
    setDraft((d) => (d === (answer ?? '') ? null : d));
    if (mine === sequence.current) {
      setState('saved');
      if (savedTimer.current) clearTimeout(savedTimer.current);
      savedTimer.current = setTimeout(() => setState((s) => (s === 'saved' ? 'idle' : s)), SAVED_ICON_MS);
    }
    return true;
  };

  // The latest save for the unmount flush below, which must not re-run on every render.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(
    () => () => {
      if (savedTimer.current) clearTimeout(savedTimer.current);
      // Leaving the section within the debounce must not lose what was typed.
      if (debounce.current && pending.current !== null) {
        clearTimeout(debounce.current);
        void saveRef.current(pending.current, null);
      }
    },
    [],
  );

  /** Typing: saved AUTOSAVE_DELAY_MS after the last keystroke, as a normal answer (clears answer-later). */
  const change = useCallback((value: string) => {
    setDraft(value);
    cancelPending();
    pending.current = value;
    debounce.current = setTimeout(() => {
      debounce.current = null;
      pending.current = null;
      void saveRef.current(value, null);
    }, AUTOSAVE_DELAY_MS);
  }, []);

  /** A choice or a special answer: saved now. */
  const commit = useCallback((answer: string | null, answerBy: string | null = null) => {
    cancelPending();
    setDraft(answer ?? '');
    return saveRef.current(answer, answerBy);
  }, []);

  return {
    /** What the input shows: the unsaved draft, else the saved answer. */
    value: draft ?? question.answer ?? '',
    change,
    commit,
    state,
    error,
    dismissError: useCallback(() => setError(null), []),
  };
}

export type AutosaveAnswer = ReturnType<typeof useAutosaveAnswer>;

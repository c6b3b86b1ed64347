import type { QuestionnaireChange, QuestionnaireDetail } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { questionnaireKeys } from './questionnaire-keys';

/**
 * Merges what a write returned into the cached questionnaire: changed questions and sections replace
 * theirs by id; questions of an entries question that are gone (a removed entry) are dropped. A change older
 * than what the cache holds is ignored.
 */
export function applyChange(q: QuestionnaireDetail, change: QuestionnaireChange): QuestionnaireDetail {
  // Two saves in flight may answer out of order; the older answer would undo the newer one's change.
  if (change.revision <= q.revision) return q;
  const questions = new Map(change.questions.map((x) => [x.id, x]));
  const sections = new Map(change.sections.map((x) => [x.id, x]));
  // An entries question's fields come back whole: drop its old fields that are not in the answer.
  const entryParents = new Set(change.questions.filter((x) => x.question_type === 'entries').map((x) => x.id));
  const kept = q.questionnaire_questions
    .filter((x) => x.parent_question_id == null || !entryParents.has(x.parent_question_id) || questions.has(x.id))
    .map((x) => questions.get(x.id) ?? x);
  const known = new Set(kept.map((x) => x.id));
  const added = change.questions.filter((x) => !known.has(x.id));
  return {
    ...q,
    in_progress: change.in_progress,
    revision: change.revision,
    status: change.status,
    sections: q.sections.map((s) => sections.get(s.id) ?? s),
    questionnaire_questions: [...kept, ...added].sort((a, b) => a.order - b.order || a.id - b.id),
  };
}

/** A function that writes a change into the questionnaire's cache. */
export function useApplyChange(questionnaireId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (change: QuestionnaireChange) =>
      queryClient.setQueryData<QuestionnaireDetail>(questionnaireKeys.detail(questionnaireId), (q) =>
        q ? applyChange(q, change) : q,
      ),
    [queryClient, questionnaireId],
  );
}

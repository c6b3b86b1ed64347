import {
  createVisibility,
  missingAnswers,
  sectionStatus,
  submitMissing,
  type CompletionStatus,
  type MissingAnswer,
  type Question,
  type QuestionnaireDetail,
  type Section,
} from '@portal/domain';
import { useMemo } from 'react';

export interface SectionsView {
  /** The sections the client sees (follow-up sections whose trigger matches), in order. */
  sections: Section[];
  statuses: CompletionStatus[];
  /** What each section still needs, named (an entry's blank field with its entry), by the same rule. */
  missing: MissingAnswer<Question>[][];
  /** What the firm's server refuses the submission for in each section (answer-later questions aside). */
  held: MissingAnswer<Question>[][];
}

/** Visible sections, their navigation statuses and what keeps each from completing, from the domain rules. */
export function useSectionsView(q: QuestionnaireDetail, submitAttempted: boolean): SectionsView {
  return useMemo(() => {
    const visibility = createVisibility(q.questionnaire_questions, q.sections);
    const ordered = [...q.sections].sort((a, b) => a.order - b.order || a.id - b.id);
    const sections = visibility.visibleSections(ordered);
    // An entries question's blank definition (entry 0) is never shown, so it never counts.
    const questions = q.questionnaire_questions.filter((x) => x.entry_number !== 0);
    const of = (s: Section) => questions.filter((x) => x.section_id === s.id);
    const statuses = sections.map((s) =>
      sectionStatus(s, of(s), { submitAttempted, isVisible: visibility.questionVisible }),
    );
    const missing = sections.map((s) => missingAnswers(s, of(s), { isVisible: visibility.questionVisible }));
    const held = sections.map((s) => submitMissing(s, of(s), { isVisible: visibility.questionVisible }));
    return { sections, statuses, missing, held };
  }, [q, submitAttempted]);
}

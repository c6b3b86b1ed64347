import { createVisibility, type QuestionnaireDetail, type Question } from '@portal/domain';

export interface QuestionNode {
  question: Question;
  /** '1', '1.1', '1.1.1' (spec 001 §2: up to three nested levels). */
  number: string;
  children: QuestionNode[];
}

/**
 * The section's visible questions as a numbered tree: follow-ups under the question that triggers them.
 * Entry fields belong to their entries question and are never listed. Visibility is the domain's rule,
 * so a follow-up (and its own follow-ups) appears and disappears with its trigger's answer.
 */
export function buildQuestionTree(questionnaire: QuestionnaireDetail, sectionId: number): QuestionNode[] {
  const all = questionnaire.questionnaire_questions;
  const visibility = createVisibility(all, questionnaire.sections);
  const listed = all.filter(
    (q) => q.section_id === sectionId && q.parent_question_id == null && visibility.questionVisible(q),
  );
  const ids = new Set(listed.map((q) => q.id));
  const build = (parentId: number | null, prefix: string): QuestionNode[] =>
    listed
      .filter((q) =>
        parentId === null
          ? q.follow_up_question_id == null || !ids.has(q.follow_up_question_id)
          : q.follow_up_question_id === parentId,
      )
      .map((q, i) => {
        const number = prefix ? `${prefix}.${i + 1}` : String(i + 1);
        return { question: q, number, children: build(q.id, number) };
      });
  return build(null, '');
}

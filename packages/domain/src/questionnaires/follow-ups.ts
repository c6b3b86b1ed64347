import type { QuestionLike, SectionLike } from './questionnaire.types.ts';

/**
 * Multi-part answers (multiple choice) join their parts with this marker (spec 001 §3). The spec names a
 * second marker, %!%, without saying what it joins; the only second level of answers here, entries, is kept
 * as rows of its own (entry numbers), so no answer is written with %!% and none is read with it.
 */
export const MULTI_ANSWER_SEPARATOR = '&!&';

const norm = (s: string) => s.trim().toLowerCase();

/**
 * Whether a trigger question's answer matches a trigger answer. The spec only says "matches"; we compare
 * trimmed and case-insensitively ('Yes' = 'yes'), and a multi-part answer matches when any part does.
 */
export function answerMatchesTrigger(answer: string | null | undefined, trigger: string | null | undefined): boolean {
  if (answer == null || trigger == null) return false;
  const want = norm(trigger);
  if (want === '') return false;
  return answer.split(MULTI_ANSWER_SEPARATOR).some((part) => norm(part) === want);
}

type Id = number | string;
const key = (id: Id) => String(id);

/**
 * Visibility of questions and sections (spec 001 §4 Follow-ups): a section or follow-up question shows
 * only when its trigger question's answer matches the trigger answer, recursively — the trigger question
 * must itself be visible (its own trigger, and its section's trigger). A missing trigger question or a
 * cycle hides the item rather than showing something the client was never meant to see.
 */
export function createVisibility(questions: readonly QuestionLike[], sections: readonly SectionLike[] = []) {
  const questionById = new Map(questions.map((q) => [key(q.id), q]));
  const sectionById = new Map(sections.map((s) => [key(s.id), s]));
  const questionMemo = new Map<string, boolean>();
  const sectionMemo = new Map<string, boolean>();
  const visiting = new Set<string>();

  function triggerShows(triggerId: Id, triggerAnswer: string | null | undefined): boolean {
    const trigger = questionById.get(key(triggerId));
    if (!trigger) return false;
    return questionVisible(trigger) && answerMatchesTrigger(trigger.answer, triggerAnswer);
  }

  function guarded(token: string, memo: Map<string, boolean>, id: string, compute: () => boolean): boolean {
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (visiting.has(token)) return false;
    visiting.add(token);
    const result = compute();
    visiting.delete(token);
    memo.set(id, result);
    return result;
  }

  function sectionVisible(section: Pick<SectionLike, 'id' | 'trigger_question_id' | 'trigger_answer'>): boolean {
    const id = key(section.id);
    return guarded(`s:${id}`, sectionMemo, id, () =>
      section.trigger_question_id == null ? true : triggerShows(section.trigger_question_id, section.trigger_answer),
    );
  }

  function questionVisible(question: QuestionLike): boolean {
    const id = key(question.id);
    return guarded(`q:${id}`, questionMemo, id, () => {
      const section = question.section_id == null ? undefined : sectionById.get(key(question.section_id));
      if (section && !sectionVisible(section)) return false;
      if (question.follow_up_question_id == null) return true;
      return triggerShows(question.follow_up_question_id, question.trigger_for_follow_up_question);
    });
  }

  return {
    questionVisible,
    sectionVisible,
    visibleQuestions: (list: readonly QuestionLike[] = questions) => list.filter(questionVisible),
    visibleSections: <S extends SectionLike>(list: readonly S[]) => list.filter(sectionVisible),
  };
}

export const isQuestionVisible = (
  question: QuestionLike,
  questions: readonly QuestionLike[],
  sections?: readonly SectionLike[],
) => createVisibility(questions, sections).questionVisible(question);

export const isSectionVisible = (
  section: SectionLike,
  questions: readonly QuestionLike[],
  sections?: readonly SectionLike[],
) => createVisibility(questions, sections ?? [section]).sectionVisible(section);

import { hasAnswerValue, isAnswerComplete, isAwaitingOtherParty } from './question-status.ts';
import type { QuestionLike, SectionLike } from './questionnaire.types.ts';
import { sectionKind, type SectionReadings } from './section-kind.ts';

/** A question as the missing-answer rule reads it: an entry field names its entries question and entry. */
export interface MissingQuestionLike extends QuestionLike {
  text?: string;
  /** An entry field's entries question. */
  parent_question_id?: number | string | null;
  /** 0 for an entries question's blank definition, 1..n for its entries. */
  entry_number?: number | null;
}

/** One answer a section still needs: the question to answer and, for an entry field, where it sits. */
export interface MissingAnswer<Q extends MissingQuestionLike = MissingQuestionLike> {
  question: Q;
  /** The entries question holding this field, when the field is inside an entry. */
  entries: Q | null;
  entryNumber: number | null;
}

/**
 * What keeps a question or checklist section from reading completed (the same rule as sectionStatus,
 * spec 001 §4), one item per unanswered required question, in the questions' order. An entries question
 * can show an answer (its count of entries) while a field inside one of its entries is still blank:
 * that field is named here with its entry, so a section never reads incomplete with nothing to point at.
 * A section waiting on someone else (pending) or of another kind has nothing missing here.
 */
export function missingAnswers<Q extends MissingQuestionLike>(
  section: SectionLike,
  questions: readonly Q[],
  opts: { isVisible?: (q: Q) => boolean; readings?: SectionReadings } = {},
): MissingAnswer<Q>[] {
  const shown = questions.filter(
    (q) =>
      (q.section_id == null || String(q.section_id) === String(section.id)) &&
      q.entry_number !== 0 &&
      (opts.isVisible?.(q) ?? true),
  );
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  const item = (q: Q): MissingAnswer<Q> => {
    const entries = q.parent_question_id != null ? (byId.get(String(q.parent_question_id)) ?? null) : null;
    return { question: q, entries, entryNumber: entries ? (q.entry_number ?? null) : null };
  };
  switch (sectionKind(section, opts.readings)) {
    case 'document_checklist':
      if (section.marked_completed) return [];
      return shown
        .filter((q) => q.question_type === 'upload' && q.optional !== true)
        .filter((q) => isAwaitingOtherParty(q) || !hasAnswerValue(q.answer))
        .map(item);
    case 'questions':
      if (shown.some(isAwaitingOtherParty)) return [];
      return shown.filter((q) => !isAnswerComplete(q)).map(item);
    default:
      return [];
  }
}

/** The words for one missing answer: 'Date of birth (Dependents, entry 1)', or the question's text. */
export function missingAnswerLabel(m: MissingAnswer): string {
  const text = m.question.text ?? 'A question';
  if (!m.entries) return text;
  return `${text} (${m.entries.text ?? 'Entries'}, entry ${m.entryNumber ?? '?'})`;
}

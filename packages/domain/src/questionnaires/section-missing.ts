import { hasAnswerValue, isAnswerComplete, isAwaitingOtherParty } from './question-status.ts';
import type { QuestionLike, SectionLike } from './questionnaire.types.ts';
import { sectionKind, type SectionReadings } from './section-kind.ts';
import { isEntryDefinition } from './section-status.ts';

/** A question as the missing-answer rule reads it: an entry field names its entries question and entry. */
export interface MissingQuestionLike extends QuestionLike {
  text?: string;
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
type MissingOptions<Q> = { isVisible?: (q: Q) => boolean; readings?: SectionReadings };

/** The section's shown questions (entry fields included, entry definitions never) and how to name one. */
function shownIn<Q extends MissingQuestionLike>(
  section: SectionLike,
  questions: readonly Q[],
  opts: MissingOptions<Q>,
) {
  const shown = questions.filter(
    (q) =>
      (q.section_id == null || String(q.section_id) === String(section.id)) &&
      !isEntryDefinition(q) &&
      (opts.isVisible?.(q) ?? true),
  );
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  const item = (q: Q): MissingAnswer<Q> => {
    const entries = q.parent_question_id != null ? (byId.get(String(q.parent_question_id)) ?? null) : null;
    return { question: q, entries, entryNumber: entries ? (q.entry_number ?? null) : null };
  };
  return { shown, item };
}

export function missingAnswers<Q extends MissingQuestionLike>(
  section: SectionLike,
  questions: readonly Q[],
  opts: MissingOptions<Q> = {},
): MissingAnswer<Q>[] {
  const { shown, item } = shownIn(section, questions, opts);
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

/**
 * What the firm refuses a submission for in one section (spec 001 §4, the submit check the server runs and
 * the confirmation announces): in a question section, or a checklist not marked complete (its uploads), each shown required
 * question that is neither answered nor given to someone else to answer later (an answer-later /
 * upload-later date). Fields inside entries count like any other question, by the same rule as the
 * section's status and missingAnswers: a blank required date of birth in entry 1 is named in the
 * navigation, keeps the section incomplete, and holds the submission until it is filled or marked.
 */
export function submitMissing<Q extends MissingQuestionLike>(
  section: SectionLike,
  questions: readonly Q[],
  opts: MissingOptions<Q> = {},
): MissingAnswer<Q>[] {
  const { shown, item } = shownIn(section, questions, opts);
  const kind = sectionKind(section, opts.readings);
  if (kind === 'document_checklist' && section.marked_completed) return [];
  if (kind !== 'questions' && kind !== 'document_checklist') return [];
  // A checklist asks only for its uploads (its status reads them alone).
  const asked = kind === 'document_checklist' ? shown.filter((q) => q.question_type === 'upload') : shown;
  return asked.filter((q) => !isAnswerComplete(q) && !isAwaitingOtherParty(q)).map(item);
}

/** The words for one missing answer: 'Date of birth (Dependents, entry 1)', or the question's text. */
export function missingAnswerLabel(m: MissingAnswer): string {
  const text = m.question.text ?? 'A question';
  if (!m.entries) return text;
  return `${text} (${m.entries.text ?? 'Entries'}, entry ${m.entryNumber ?? '?'})`;
}

import { hasAnswerValue, isAnswerComplete, isAwaitingOtherParty } from './question-status.ts';
import type { CompletionStatus, QuestionLike, SectionLike } from './questionnaire.types.ts';
import { isCustomSection, sectionKind, type SectionReadings } from './section-kind.ts';

export interface SectionStatusOptions {
  /** The error form applies only after a submit attempt. */
  submitAttempted?: boolean;
  /** Which questions are shown (follow-ups, see follow-ups.ts); all by default. */
  isVisible?: (q: QuestionLike) => boolean;
  readings?: SectionReadings;
}

/** An entries question's blank definition (entry 0): copied for each new entry, never shown or counted. */
export const isEntryDefinition = (q: Pick<QuestionLike, 'entry_number'>) => q.entry_number === 0;

const unfinished = (opts: SectionStatusOptions): CompletionStatus => (opts.submitAttempted ? 'error' : 'incomplete');

/**
 * A section's status in the navigation (spec 001 §4), by kind (section_key first, then type):
 * - custom (0), signature (2), review (4, in either reading): completed when marked_completed;
 * - document checklist (10): completed when every shown, non-optional upload question is answered
 *   (a value other than '0' and no upload-later date), or when the section is marked complete;
 * - question sections (3): pending if any shown question awaits another party, completed if all are
 *   answered or optional, otherwise incomplete. A section with no shown questions is completed.
 * The fields inside an entries question's entries are questions of the section like any other (a blank
 * required date of birth in entry 1 leaves it incomplete); the entries' blank definition (entry 0) is
 * never shown and never counts.
 * Anything unfinished reads error instead of incomplete after a submit attempt.
 * `questions` are the section's questions (those of other sections are ignored).
 */
export function sectionStatus(
  section: SectionLike,
  questions: readonly QuestionLike[],
  opts: SectionStatusOptions = {},
): CompletionStatus {
  const shown = questions.filter(
    (q) =>
      (q.section_id == null || String(q.section_id) === String(section.id)) &&
      !isEntryDefinition(q) &&
      (opts.isVisible?.(q) ?? true),
  );
  switch (sectionKind(section, opts.readings)) {
    case 'document_checklist': {
      if (section.marked_completed) return 'completed';
      const required = shown.filter((q) => q.question_type === 'upload' && q.optional !== true);
      const done = required.every((q) => !isAwaitingOtherParty(q) && hasAnswerValue(q.answer));
      return done ? 'completed' : unfinished(opts);
    }
    case 'questions':
      if (shown.some(isAwaitingOtherParty)) return 'pending';
      return shown.every(isAnswerComplete) ? 'completed' : unfinished(opts);
    default:
      return section.marked_completed ? 'completed' : unfinished(opts);
  }
}

/** Custom sections (type 0 or key custom) are marked complete automatically when entered (spec 001 §4). */
export const shouldMarkCompletedOnEnter = (section: SectionLike) =>
  isCustomSection(section) && section.marked_completed !== true;

/**
 * Whether a section's completion is the client's own doing (issue 38 §3). A custom section (instructions, a
 * welcome) completes itself when entered, so counting it would show progress before anything was answered.
 */
export const countsAsClientProgress = (section: SectionLike) => !isCustomSection(section);

/**
 * The navigation's 'x / y' count (spec 001 §2): of the listed sections that ask something of the client, those
 * completed. `statuses[i]` is the status of `sections[i]`.
 */
export function completedCountLabel(sections: readonly SectionLike[], statuses: readonly CompletionStatus[]): string {
  const counted = statuses.filter((_, i) => sections[i] !== undefined && countsAsClientProgress(sections[i]));
  return `${counted.filter((s) => s === 'completed').length} / ${counted.length}`;
}

import {
  isReviewSection,
  sectionKind,
  type CompletionStatus,
  type MissingAnswer,
  type Question,
  type Section,
} from '@portal/domain';
import type { SectionNeedingAttention } from './confirm-submit-dialog';

/**
 * The sections the confirmation names: not completed (pending ones wait for someone else by choice) and
 * not the review step itself. One blocks the submission where the server refuses it: a question listed in
 * the section (not a field inside an entry) is unanswered, or a signature is missing.
 */
export function needingAttention(
  sections: readonly Section[],
  statuses: readonly CompletionStatus[],
  missing: readonly MissingAnswer<Question>[][],
): SectionNeedingAttention[] {
  return sections.flatMap((section, i) => {
    const status = statuses[i];
    if (isReviewSection(section) || (status !== 'incomplete' && status !== 'error')) return [];
    const blocks = sectionKind(section) === 'signature' || (missing[i] ?? []).some((m) => m.entries === null);
    return [{ section, blocks }];
  });
}

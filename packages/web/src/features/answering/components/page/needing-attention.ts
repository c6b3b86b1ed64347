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
 * The sections the confirmation names: not completed (pending ones wait for someone else by choice, unless
 * they also hold a blank answer) and not the review step itself. One blocks the submission where the server
 * refuses it, by the same domain rule (submitMissing): a required question unanswered, a field inside an
 * entry included, or a signature missing.
 */
export function needingAttention(
  sections: readonly Section[],
  statuses: readonly CompletionStatus[],
  held: readonly MissingAnswer<Question>[][],
): SectionNeedingAttention[] {
  return sections.flatMap((section, i) => {
    const status = statuses[i];
    if (isReviewSection(section)) return [];
    const unfinished = status === 'incomplete' || status === 'error';
    const blocks = (sectionKind(section) === 'signature' && unfinished) || (held[i] ?? []).length > 0;
    if (!unfinished && !blocks) return [];
    return [{ section, blocks }];
  });
}

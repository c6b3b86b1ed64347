import { depositBlocks } from './deposit.ts';
import type { QuestionnaireLike, QuestionnaireMode, SectionLike } from './questionnaire.types.ts';
import { isCustomSection, isReviewSection, type SectionReadings } from './section-kind.ts';

export const submitMessages = {
  firstSectionRequired: 'Please complete the first section before proceeding.',
  templatePreview: 'Template Preview cannot be submitted.',
  // Ours: the spec names these rules, not their texts.
  depositUnpaid: 'Please pay the deposit before submitting.',
  agreeRequired: 'Please check I Agree before submitting.',
  locked: 'Questionnaire is locked',
} as const;

/**
 * What I Agree agrees to (issue 38 §3): the template's disclaimer when the firm wrote one, else what submitting
 * means. A box that never says what it agrees to asks for consent to nothing.
 */
export const DEFAULT_SUBMIT_AGREEMENT =
  'By checking I Agree and submitting, you confirm that your answers and documents are complete and correct to the best of your knowledge, and that your firm may rely on them to prepare your return. Once you submit, your answers can only be changed if your firm reopens the questionnaire.';

export const submitAgreement = (disclaimer: string | null | undefined) => ({
  title: disclaimer?.trim() ? 'Disclaimer' : 'What you agree to',
  text: disclaimer?.trim() || DEFAULT_SUBMIT_AGREEMENT,
});

/**
 * Whether the footer's Next reads Submit (spec 001 §2, §4): on the last section, with a single section,
 * or on the review section. `sections` are the sections the client sees, in order.
 */
export function isSubmitStep(
  sections: readonly SectionLike[],
  currentIndex: number,
  readings?: SectionReadings,
): boolean {
  const current = sections[currentIndex];
  if (!current) return false;
  return sections.length === 1 || currentIndex === sections.length - 1 || isReviewSection(current, readings);
}

/**
 * first_section_required (spec 001 §5): Next is blocked unless the first section is marked completed or
 * is custom. The rule gates leaving the first section, so it applies when Next is pressed there.
 */
export function firstSectionBlock(
  sections: readonly SectionLike[],
  currentIndex: number,
  firstSectionRequired: boolean,
): typeof submitMessages.firstSectionRequired | null {
  const first = sections[0];
  if (!firstSectionRequired || currentIndex !== 0 || !first) return null;
  if (first.marked_completed || isCustomSection(first)) return null;
  return submitMessages.firstSectionRequired;
}

/**
 * Why the questionnaire cannot be submitted, or null (spec 001 §1, §4, §6): template previews never
 * submit; locked questionnaires are view-only; an unpaid deposit blocks; with a review section, I Agree
 * must be checked.
 */
export function submitBlock(ctx: {
  mode: QuestionnaireMode;
  questionnaire: Pick<QuestionnaireLike, 'locked' | 'deposit_status'>;
  sections: readonly SectionLike[];
  agreed: boolean;
  readings?: SectionReadings;
}): (typeof submitMessages)[keyof typeof submitMessages] | null {
  if (ctx.mode === 'admin-template') return submitMessages.templatePreview;
  if (ctx.questionnaire.locked) return submitMessages.locked;
  if (depositBlocks(ctx.questionnaire.deposit_status)) return submitMessages.depositUnpaid;
  if (ctx.sections.some((s) => isReviewSection(s, ctx.readings)) && !ctx.agreed) return submitMessages.agreeRequired;
  return null;
}

/** The I Agree checkbox is disabled while the deposit is unpaid (spec 001 §4). */
export const isAgreeDisabled = (q: Pick<QuestionnaireLike, 'deposit_status'>) => depositBlocks(q.deposit_status);

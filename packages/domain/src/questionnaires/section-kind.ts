import type { SectionLike } from './questionnaire.types.ts';

export type SectionKind = 'custom' | 'signature' | 'questions' | 'review_and_submit' | 'document_checklist' | 'unknown';

/**
 * How types 3 and 4 read when a section has no key: spec 001 §3 gives two readings ("3 additional items
 * or questionnaire"; "4 review and submit (one reading also calls it signatures)"). Type 3 is a question
 * section in both readings; type 4 is review-and-submit by default (§9's request types), signatures in
 * the other reading.
 */
export interface SectionReadings {
  type4?: 'review_and_submit' | 'signature';
}

const KIND_BY_KEY: Record<string, SectionKind> = {
  custom: 'custom',
  agreement_signature: 'signature',
  document_checklist: 'document_checklist',
  review_and_submit: 'review_and_submit',
  questionnaire: 'questions',
};

/** What a section is: its section_key first (unambiguous), then its section_type. */
export function sectionKind(
  section: Pick<SectionLike, 'section_type' | 'section_key'>,
  readings: SectionReadings = {},
): SectionKind {
  const byKey = section.section_key ? KIND_BY_KEY[section.section_key] : undefined;
  if (byKey) return byKey;
  switch (section.section_type) {
    case 0:
      return 'custom';
    case 2:
      return 'signature';
    case 3:
      return 'questions';
    case 4:
      return readings.type4 ?? 'review_and_submit';
    case 10:
      return 'document_checklist';
    default:
      return 'unknown';
  }
}

/** Custom sections are "type 0 or key custom" (spec 001 §4), taken literally: either one is enough. */
export const isCustomSection = (section: Pick<SectionLike, 'section_type' | 'section_key'>) =>
  section.section_type === 0 || section.section_key === 'custom';

export const isReviewSection = (
  section: Pick<SectionLike, 'section_type' | 'section_key'>,
  readings?: SectionReadings,
) => sectionKind(section, readings) === 'review_and_submit';

export const isChecklistSection = (section: Pick<SectionLike, 'section_type' | 'section_key'>) =>
  sectionKind(section) === 'document_checklist';

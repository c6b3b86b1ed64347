import {
  keepsTemplateSection,
  type ExpectedDocument,
  type QuestionDefinition,
  type SectionDefinition,
  type SendQuestionnairesInput,
} from '@portal/domain';

/** What a send knows about one entity when it builds that entity's questionnaire. */
export interface Recipient {
  companyId: number;
  /** The primary contact signs unless every owner must. */
  primaryUserId: number | null;
  ownerIds: number[];
  /** Last year's rollover items, and the forms Connect recognised last year (expected again, issue 42 §4). */
  priorYearItems: { name: string; expected?: ExpectedDocument }[];
}

export interface TemplateSource {
  id: number;
  name: string;
  sections: SectionDefinition[];
  disclaimer: string | null;
}

const REVIEW_TYPE = 4;
const CHECKLIST_TYPE = 10;
const QUESTIONS_TYPE = 3;
const AGREEMENT_TYPE = 2;

const asQuestions = (items: SendQuestionnairesInput['questions_to_create']): QuestionDefinition[] =>
  items.map((item) => ({
    text: item.text.trim(),
    type: item.question_type,
    ...(item.options.length ? { options: item.options } : {}),
  }));

/** Sections go in before the review-and-submit step, which stays last. */
function beforeReview(sections: SectionDefinition[], extra: SectionDefinition[]): SectionDefinition[] {
  const review = sections.findIndex((s) => s.type === REVIEW_TYPE);
  if (review < 0) return [...sections, ...extra];
  return [...sections.slice(0, review), ...extra, ...sections.slice(review)];
}

/** show_uploads_as_document_checklist: a section's own upload questions move to one Document Checklist. */
function uploadsToChecklist(sections: SectionDefinition[]): SectionDefinition[] {
  const uploads: QuestionDefinition[] = [];
  const rest = sections.map((s) => {
    if (s.type !== QUESTIONS_TYPE) return s;
    uploads.push(...(s.questions ?? []).filter((q) => q.type === 'upload'));
    return { ...s, questions: (s.questions ?? []).filter((q) => q.type !== 'upload') };
  });
  if (!uploads.length) return sections;
  const kept = rest.filter((s) => s.type !== QUESTIONS_TYPE || (s.questions ?? []).length > 0);
  return beforeReview(kept, [
    { name: 'Document Checklist', type: CHECKLIST_TYPE, key: 'document_checklist', questions: uploads },
  ]);
}

function priorYearSection(r: Recipient, removePleaseUpload: boolean): SectionDefinition[] {
  if (!r.priorYearItems.length) return [];
  return [
    {
      name: 'Prior Year Items',
      type: CHECKLIST_TYPE,
      key: 'document_checklist',
      questions: r.priorYearItems.map(({ name, expected }) => ({
        text: removePleaseUpload ? name : `Please upload ${name}`,
        type: 'upload' as const,
        uploadedLastYear: true,
        ...(expected ? { expectedDocument: expected } : {}),
      })),
    },
  ];
}

/**
 * The sections one entity receives (spec 001 §3 send payload): the template's (or the custom items, or
 * the drop-off checklist), the additional questions, the prior-year items when asked for, uploads as a
 * checklist when asked for, and the engagement letter's signers (the primary contact, or every owner).
 */
export function sendSections(
  input: SendQuestionnairesInput,
  template: TemplateSource | null,
  r: Recipient,
  opts: { removePleaseUpload: boolean },
): SectionDefinition[] {
  const extra = asQuestions(input.questions_to_create);
  const prior = input.include_prior_year_items ? priorYearSection(r, opts.removePleaseUpload) : [];
  if (input.kind === 'custom') {
    return [
      { name: (input.name ?? '').trim(), type: QUESTIONS_TYPE, key: 'questionnaire', questions: extra },
      ...prior,
    ];
  }
  if (input.kind === 'drop_off') {
    const additional: SectionDefinition[] = extra.length
      ? [{ name: 'Additional Items', type: CHECKLIST_TYPE, key: 'document_checklist', questions: extra }]
      : [];
    return [...prior, ...additional];
  }
  // The template sections the send keeps, each with the added questions that join it; the rest go together.
  const joining = (i: number) => asQuestions(input.questions_to_create.filter((q) => q.section_id === i));
  let sections = (template?.sections ?? []).flatMap((s, i) => {
    if (!keepsTemplateSection(input, i, s)) return [];
    const joined = joining(i);
    return [joined.length ? { ...s, questions: [...(s.questions ?? []), ...joined] } : s];
  });
  const loose = asQuestions(input.questions_to_create.filter((q) => q.section_id == null));
  if (loose.length)
    sections = beforeReview(sections, [
      { name: 'Additional Questions', type: QUESTIONS_TYPE, key: 'questionnaire', questions: loose },
    ]);
  if (prior.length) sections = beforeReview(sections, prior);
  if (input.show_uploads_as_document_checklist) sections = uploadsToChecklist(sections);
  const signers = input.all_owner_signature_required
    ? r.ownerIds
    : [r.primaryUserId ?? r.ownerIds[0]].filter((id): id is number => id != null);
  // The entity's own people sign, whatever ids a stored definition carries.
  return sections.map((s) => (s.type === AGREEMENT_TYPE ? { ...s, signerIds: signers } : s));
}

/** The questionnaire's name: the template's, the custom subject, or the drop-off's. */
export function sendName(input: SendQuestionnairesInput, template: TemplateSource | null): string {
  if (input.kind === 'template') return template?.name ?? 'Questionnaire';
  const name = (input.name ?? '').trim();
  if (input.kind === 'custom') return name;
  return name || 'Document Drop Off';
}

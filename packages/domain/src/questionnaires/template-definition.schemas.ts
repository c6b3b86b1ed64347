import { z } from 'zod';
import { recordId } from '../common/ids.ts';
import { questionTypeSchema } from './questionnaire.enums.ts';
import { SECTION_KEYS } from './questionnaire.types.ts';

/**
 * A questionnaire's definition: what a template stores and what a questionnaire is created from. The
 * template editor builds it, the server validates it with these schemas and creates questionnaires from it.
 */

export const templateMessages = {
  nameRequired: 'Please enter a template name',
  sectionNameRequired: 'Please enter a section name',
  questionTextRequired: 'Please enter the question text',
  optionsRequired: 'Please add at least one option',
  sectionsRequired: 'Please add at least one section',
  triggerMissing: 'The trigger question of this section no longer exists',
  created: 'Template created',
  updated: 'Template updated',
  copied: 'Template copied',
  deleted: 'Template deleted',
  builtInReadOnly: 'Built-in templates cannot be changed; copy it to make it yours',
  tooDeep: 'Follow-up questions can be nested at most three levels deep (1., 1.1, 1.1.1)',
  keyDuplicate: 'Each question key can be used only once',
} as const;

/** Questions number 1., 1.1, 1.1.1 (spec 001 §1): a section's question and at most two levels of follow-ups. */
export const MAX_QUESTION_LEVELS = 3;

/** Section types of spec 001 §3 / §9: 0 custom, 2 agreement, 3 questionnaire, 4 review and submit, 10 checklist. */
export const sectionTypeSchema = z.union([z.literal(0), z.literal(2), z.literal(3), z.literal(4), z.literal(10)]);

const text = (max: number) => z.string().max(max);
const CHOICE_TYPES = new Set(['select', 'multiple']);

/** A form and its payer a checklist item waits for ("W-2 from Acme Corp."). */
export interface ExpectedDocument {
  form: string;
  payer: string | null;
}

export interface QuestionDefinition {
  /** A name other parts of the definition refer to (a section's trigger). */
  key?: string;
  text: string;
  type: z.infer<typeof questionTypeSchema>;
  options?: string[];
  optional?: boolean;
  hint?: string;
  numberOfCharacters?: number;
  disableAnswerLater?: boolean;
  disableNotApplicable?: boolean;
  documentLink?: string;
  priorYearValue?: string;
  uploadedLastYear?: boolean;
  /**
   * A prior-year form Connect recognised (issue 42 §4), expected again: its question is ticked off when Connect
   * recognises the same form from the same payer. Set by a send, never by a template.
   */
  expectedDocument?: ExpectedDocument;
  /** Follow-up questions shown when this question's answer equals `trigger`; up to three levels in all. */
  followUps?: { trigger: string; questions: QuestionDefinition[] }[];
  /** The fields of each entry of an entries question. */
  fields?: QuestionDefinition[];
}

export const questionDefinitionSchema: z.ZodType<QuestionDefinition> = z.lazy(() =>
  z
    .object({
      key: text(100).optional(),
      text: z.string().trim().min(1, templateMessages.questionTextRequired).max(5000),
      type: questionTypeSchema,
      options: z.array(z.string().trim().min(1).max(500)).max(200).optional(),
      optional: z.boolean().optional(),
      hint: text(5000).optional(),
      numberOfCharacters: z.number().int().positive().max(20_000).optional(),
      disableAnswerLater: z.boolean().optional(),
      disableNotApplicable: z.boolean().optional(),
      documentLink: text(2000).optional(),
      priorYearValue: text(5000).optional(),
      uploadedLastYear: z.boolean().optional(),
      followUps: z
        .array(z.object({ trigger: text(500), questions: z.array(questionDefinitionSchema).max(200) }))
        .max(50)
        .optional(),
      fields: z.array(questionDefinitionSchema).max(50).optional(),
    })
    .superRefine((q, ctx) => {
      if (CHOICE_TYPES.has(q.type) && !(q.options && q.options.length > 0))
        ctx.addIssue({ code: 'custom', path: ['options'], message: templateMessages.optionsRequired });
    }),
);

export const sectionDefinitionSchema = z.object({
  name: z.string().trim().min(1, templateMessages.sectionNameRequired).max(300),
  type: sectionTypeSchema,
  key: z.enum(SECTION_KEYS).optional(),
  instruction: text(50_000).optional(),
  customElement: text(100).optional(),
  questions: z.array(questionDefinitionSchema).max(1000).optional(),
  /** Shown only when the question with this key has this answer (a triggered section). */
  trigger: z.object({ questionKey: text(100), answer: text(500) }).optional(),
  /** Who signs an engagement letter (type 2); none means each of the entity's users. */
  signerIds: z.array(recordId).max(50).optional(),
});
export type SectionDefinition = z.infer<typeof sectionDefinitionSchema>;

/** Every key a definition declares, walking follow-ups and entry fields. */
export function definitionKeys(sections: readonly SectionDefinition[]): Set<string> {
  const keys = new Set<string>();
  const walk = (qs: readonly QuestionDefinition[] | undefined) => {
    for (const q of qs ?? []) {
      if (q.key) keys.add(q.key);
      for (const f of q.followUps ?? []) walk(f.questions);
      walk(q.fields);
    }
  };
  for (const s of sections) walk(s.questions);
  return keys;
}

type Path = (string | number)[];

/**
 * The first follow-up group of each branch that nests past MAX_QUESTION_LEVELS. Entry fields belong to
 * their entries question's level: they are the parts of one answer, not a deeper question.
 */
export function tooDeepFollowUps(sections: readonly SectionDefinition[]): Path[] {
  const found: Path[] = [];
  const walk = (qs: readonly QuestionDefinition[] | undefined, level: number, path: Path) => {
    (qs ?? []).forEach((q, i) => {
      q.followUps?.forEach((f, j) => {
        const at = [...path, i, 'followUps', j, 'questions'];
        if (f.questions.length > 0 && level + 1 > MAX_QUESTION_LEVELS) found.push(at);
        else walk(f.questions, level + 1, at);
      });
      walk(q.fields, level, [...path, i, 'fields']);
    });
  };
  sections.forEach((s, i) => walk(s.questions, 1, ['sections', i, 'questions']));
  return found;
}

/** Keys declared more than once: a section trigger must point at exactly one question. */
function duplicateKeys(sections: readonly SectionDefinition[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  const walk = (qs: readonly QuestionDefinition[] | undefined) => {
    for (const q of qs ?? []) {
      if (q.key) (seen.has(q.key) ? dup : seen).add(q.key);
      for (const f of q.followUps ?? []) walk(f.questions);
      walk(q.fields);
    }
  };
  for (const s of sections) walk(s.questions);
  return [...dup];
}

/** Create or update a template (ours: the spec shows no path). */
export const templateInputSchema = z
  .object({
    name: z.string().trim().min(1, templateMessages.nameRequired).max(300),
    description: text(2000).nullable().optional(),
    disclaimer: text(20_000).nullable().optional(),
    /** A deposit asked for by default when sending this template, in cents. */
    deposit_amount_cents: z.number().int().positive().max(100_000_000).nullable().optional(),
    sections: z.array(sectionDefinitionSchema).min(1, templateMessages.sectionsRequired).max(100),
  })
  .superRefine((t, ctx) => {
    const keys = definitionKeys(t.sections);
    t.sections.forEach((s, i) => {
      if (s.trigger && !keys.has(s.trigger.questionKey))
        ctx.addIssue({ code: 'custom', path: ['sections', i, 'trigger'], message: templateMessages.triggerMissing });
    });
    for (const path of tooDeepFollowUps(t.sections))
      ctx.addIssue({ code: 'custom', path, message: templateMessages.tooDeep });
    if (duplicateKeys(t.sections).length)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: templateMessages.keyDuplicate });
  });
export type TemplateInput = z.infer<typeof templateInputSchema>;

/** One template in full, for the editor and the send dialog. Built-in starters belong to no firm. */
export const templateDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  disclaimer: z.string().nullable(),
  deposit_amount_cents: z.number().int().nullable(),
  sections: z.array(sectionDefinitionSchema),
  built_in: z.boolean(),
  updated_at: z.string(),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

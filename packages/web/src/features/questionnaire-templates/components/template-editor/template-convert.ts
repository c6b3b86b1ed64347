import type { QuestionDefinition, SectionDefinition, TemplateDetail, TemplateInput } from '@portal/domain';
import { newQuestionKey, type EditorQuestion, type EditorSection, type EditorTemplate } from './template-tree';

/** Between the stored definition and the editor's draft. Both keep list order, so issue paths match nodes. */

const CHOICE_TYPES = new Set(['select', 'multiple', 'upload']);
const LIMIT_TYPES = new Set(['text', 'textarea']);
let uidCounter = 0;
const loadedUid = () => `l_${++uidCounter}`;

function questionFrom(d: QuestionDefinition): EditorQuestion {
  return {
    uid: loadedUid(),
    // Older or built-in definitions may have no keys; one is given now so a section trigger can use it.
    key: d.key || newQuestionKey(),
    text: d.text,
    type: d.type,
    options: d.options ?? [],
    optional: d.optional ?? false,
    hint: d.hint ?? '',
    numberOfCharacters: d.numberOfCharacters ?? '',
    disableAnswerLater: d.disableAnswerLater ?? false,
    disableNotApplicable: d.disableNotApplicable ?? false,
    followUps: (d.followUps ?? []).map((f) => ({
      uid: loadedUid(),
      trigger: f.trigger,
      questions: f.questions.map(questionFrom),
    })),
    fields: (d.fields ?? []).map(questionFrom),
    kept: pick(d, ['documentLink', 'priorYearValue', 'uploadedLastYear']),
  };
}

function sectionFrom(d: SectionDefinition): EditorSection {
  return {
    uid: loadedUid(),
    name: d.name,
    type: d.type,
    instruction: d.instruction ?? '',
    questions: (d.questions ?? []).map(questionFrom),
    trigger: d.trigger ? { ...d.trigger } : null,
    kept: pick(d, ['key', 'customElement', 'signerIds']),
  };
}

export function draftFromDetail(
  t: Pick<TemplateDetail, 'name' | 'description' | 'disclaimer' | 'deposit_amount_cents' | 'sections'>,
): EditorTemplate {
  return {
    name: t.name,
    description: t.description ?? '',
    disclaimer: t.disclaimer ?? '',
    deposit: t.deposit_amount_cents ? t.deposit_amount_cents / 100 : '',
    sections: t.sections.map(sectionFrom),
  };
}

function pick<T extends object, K extends keyof T>(o: T, keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) if (o[k] !== undefined) out[k] = o[k];
  return out;
}

const optionalText = (s: string) => (s.trim() === '' ? undefined : s);

function questionTo(q: EditorQuestion): QuestionDefinition {
  const out: QuestionDefinition = { ...q.kept, key: q.key, text: q.text, type: q.type };
  if (CHOICE_TYPES.has(q.type)) {
    // Blank option rows are left out rather than reported: they are rows the user has not filled yet.
    const options = q.options.filter((o) => o.trim() !== '');
    if (options.length > 0 || q.type !== 'upload') out.options = options;
  }
  if (q.optional) out.optional = true;
  const hint = optionalText(q.hint);
  if (hint) out.hint = hint;
  if (LIMIT_TYPES.has(q.type) && q.numberOfCharacters !== '') out.numberOfCharacters = q.numberOfCharacters;
  if (q.disableAnswerLater) out.disableAnswerLater = true;
  if (q.disableNotApplicable) out.disableNotApplicable = true;
  if (q.type === 'entries') out.fields = q.fields.map(questionTo);
  else if (q.followUps.length > 0)
    out.followUps = q.followUps.map((f) => ({ trigger: f.trigger, questions: f.questions.map(questionTo) }));
  return out;
}

function sectionTo(s: EditorSection): SectionDefinition {
  const out: SectionDefinition = { ...s.kept, name: s.name, type: s.type };
  const instruction = optionalText(s.instruction);
  if (instruction) out.instruction = instruction;
  if (s.questions.length > 0) out.questions = s.questions.map(questionTo);
  if (s.trigger && s.trigger.questionKey) out.trigger = { ...s.trigger };
  return out;
}

/** The body of POST and PUT, before validation (templateInputSchema reports what is wrong with it). */
export function draftToInput(t: EditorTemplate): TemplateInput {
  return {
    name: t.name,
    description: optionalText(t.description) ?? null,
    disclaimer: optionalText(t.disclaimer) ?? null,
    // No deposit and a zero deposit are the same: none is asked for.
    deposit_amount_cents: t.deposit === '' || t.deposit <= 0 ? null : Math.round(t.deposit * 100),
    sections: t.sections.map(sectionTo),
  };
}

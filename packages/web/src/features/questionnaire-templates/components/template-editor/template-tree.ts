import type { QuestionDefinition, QuestionType, SectionDefinition } from '@portal/domain';

/**
 * The template editor's draft: the definition's tree with a stable `uid` on every node (React keys and
 * addressing that survive reordering) and form-friendly values ('' for empty numbers). The lists keep the
 * definition's order and nesting, so a validation issue's path (sections.0.questions.1.text) names the
 * same node here. Every function is pure: it returns a new draft and leaves the old one untouched.
 */

export type SectionType = SectionDefinition['type'];

/** Follow-ups may nest until the third level in all (a section question is level 1). */
export const MAX_LEVEL = 3;

export interface EditorFollowUp {
  uid: string;
  trigger: string;
  questions: EditorQuestion[];
}

export interface EditorQuestion {
  uid: string;
  /** Sent as the definition's key, so a section's trigger can point to the question. */
  key: string;
  text: string;
  type: QuestionType;
  options: string[];
  optional: boolean;
  hint: string;
  numberOfCharacters: number | '';
  disableAnswerLater: boolean;
  disableNotApplicable: boolean;
  followUps: EditorFollowUp[];
  fields: EditorQuestion[];
  /** Parts of a loaded definition the editor does not show, kept so that saving does not drop them. */
  kept: Pick<QuestionDefinition, 'documentLink' | 'priorYearValue' | 'uploadedLastYear'>;
}

export interface EditorSection {
  uid: string;
  name: string;
  type: SectionType;
  instruction: string;
  questions: EditorQuestion[];
  trigger: { questionKey: string; answer: string } | null;
  kept: Pick<SectionDefinition, 'key' | 'customElement' | 'signerIds'>;
}

export interface EditorTemplate {
  name: string;
  description: string;
  disclaimer: string;
  /** In dollars, as typed. */
  deposit: number | '';
  sections: EditorSection[];
}

const randomPart = (length: number) => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
};

/** A new question key, `q_` and ten random characters: unique enough to never clash within a template. */
export const newQuestionKey = () => `q_${randomPart(10)}`;
const newUid = () => `n_${randomPart(12)}`;

export const newQuestion = (type: QuestionType = 'text'): EditorQuestion => ({
  uid: newUid(),
  key: newQuestionKey(),
  text: '',
  type,
  options: [],
  optional: false,
  hint: '',
  numberOfCharacters: '',
  disableAnswerLater: false,
  disableNotApplicable: false,
  followUps: [],
  fields: [],
  kept: {},
});

export const newSection = (type: SectionType = 3): EditorSection => ({
  uid: newUid(),
  name: '',
  type,
  instruction: '',
  questions: [],
  trigger: null,
  kept: {},
});

export const emptyTemplate = (): EditorTemplate => ({
  name: '',
  description: '',
  disclaimer: '',
  deposit: '',
  sections: [],
});

/** Moves the item at `index` by `delta` places; out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

type QuestionList = EditorQuestion[];

/**
 * Maps a list but keeps the very same list when no item changed: unchanged subtrees keep their identity,
 * so the memoised editors of the questions not being typed in are skipped on each keystroke.
 */
function mapKeep<T>(list: T[], fn: (item: T) => T): T[] {
  let changed = false;
  const next = list.map((item) => {
    const mapped = fn(item);
    if (mapped !== item) changed = true;
    return mapped;
  });
  return changed ? next : list;
}

const withChildren = (q: EditorQuestion, followUps: EditorFollowUp[], fields: QuestionList): EditorQuestion =>
  followUps === q.followUps && fields === q.fields ? q : { ...q, followUps, fields };
const withQuestions = <T extends { questions: QuestionList }>(node: T, questions: QuestionList): T =>
  questions === node.questions ? node : { ...node, questions };
const withSections = (t: EditorTemplate, sections: EditorSection[]): EditorTemplate =>
  sections === t.sections ? t : { ...t, sections };

/** Applies `fn` to the question list owned by `ownerUid`: a section, a follow-up, or an entries question (its fields). */
function mapList(questions: QuestionList, ownerUid: string, fn: (list: QuestionList) => QuestionList): QuestionList {
  return mapKeep(questions, (q) => {
    if (q.uid === ownerUid) return withChildren(q, q.followUps, fn(q.fields));
    const followUps = mapKeep(q.followUps, (f) =>
      withQuestions(f, f.uid === ownerUid ? fn(f.questions) : mapList(f.questions, ownerUid, fn)),
    );
    return withChildren(q, followUps, mapList(q.fields, ownerUid, fn));
  });
}

export function updateList(
  t: EditorTemplate,
  ownerUid: string,
  fn: (list: QuestionList) => QuestionList,
): EditorTemplate {
  return withSections(
    t,
    mapKeep(t.sections, (s) =>
      withQuestions(s, s.uid === ownerUid ? fn(s.questions) : mapList(s.questions, ownerUid, fn)),
    ),
  );
}

export const addQuestion = (t: EditorTemplate, ownerUid: string, question = newQuestion()) =>
  updateList(t, ownerUid, (list) => [...list, question]);

export const removeQuestion = (t: EditorTemplate, ownerUid: string, uid: string) =>
  updateList(t, ownerUid, (list) => list.filter((q) => q.uid !== uid));

export const moveQuestion = (t: EditorTemplate, ownerUid: string, uid: string, delta: number) =>
  updateList(t, ownerUid, (list) =>
    moveItem(
      list,
      list.findIndex((q) => q.uid === uid),
      delta,
    ),
  );

function mapQuestion(list: QuestionList, uid: string, fn: (q: EditorQuestion) => EditorQuestion): QuestionList {
  return mapKeep(list, (q) => {
    if (q.uid === uid) return fn(q);
    const followUps = mapKeep(q.followUps, (f) => withQuestions(f, mapQuestion(f.questions, uid, fn)));
    return withChildren(q, followUps, mapQuestion(q.fields, uid, fn));
  });
}

export const updateQuestion = (t: EditorTemplate, uid: string, patch: Partial<EditorQuestion>) =>
  mapOneQuestion(t, uid, (q) => ({ ...q, ...patch }));

/** The level of a question (1 for a section's own questions), or 0 when it is not in the draft. */
export function questionLevel(t: EditorTemplate, uid: string): number {
  const find = (list: QuestionList, level: number): number => {
    for (const q of list) {
      if (q.uid === uid) return level;
      for (const f of q.followUps) {
        const found = find(f.questions, level + 1);
        if (found) return found;
      }
      // Entry fields count as the last level: they never take follow-ups.
      const inFields = find(q.fields, MAX_LEVEL);
      if (inFields) return inFields;
    }
    return 0;
  };
  for (const s of t.sections) {
    const found = find(s.questions, 1);
    if (found) return found;
  }
  return 0;
}

export const canHaveFollowUps = (q: Pick<EditorQuestion, 'type'>, level: number) =>
  level >= 1 && level < MAX_LEVEL && q.type !== 'entries';

/** The answers a trigger can be chosen from; an empty list means the answer is typed. */
export const triggerChoices = (q: Pick<EditorQuestion, 'type' | 'options'>): string[] =>
  q.type === 'boolean'
    ? ['Yes', 'No']
    : q.type === 'select' || q.type === 'multiple'
      ? q.options.filter((o) => o.trim() !== '')
      : [];

/** Adds a follow-up (first choice as its trigger, one empty question); nothing below the third level. */
export function addFollowUp(t: EditorTemplate, questionUid: string): EditorTemplate {
  const level = questionLevel(t, questionUid);
  return mapOneQuestion(t, questionUid, (q) => {
    if (!canHaveFollowUps(q, level)) return q;
    const followUp = { uid: newUid(), trigger: triggerChoices(q)[0] ?? '', questions: [newQuestion()] };
    return { ...q, followUps: [...q.followUps, followUp] };
  });
}

export const updateFollowUp = (t: EditorTemplate, questionUid: string, followUpUid: string, trigger: string) =>
  mapOneQuestion(t, questionUid, (q) => ({
    ...q,
    followUps: q.followUps.map((f) => (f.uid === followUpUid ? { ...f, trigger } : f)),
  }));

export const removeFollowUp = (t: EditorTemplate, questionUid: string, followUpUid: string) =>
  mapOneQuestion(t, questionUid, (q) => ({ ...q, followUps: q.followUps.filter((f) => f.uid !== followUpUid) }));

function mapOneQuestion(t: EditorTemplate, uid: string, fn: (q: EditorQuestion) => EditorQuestion): EditorTemplate {
  return withSections(
    t,
    mapKeep(t.sections, (s) => withQuestions(s, mapQuestion(s.questions, uid, fn))),
  );
}

export const addSection = (t: EditorTemplate, section = newSection()): EditorTemplate => ({
  ...t,
  sections: [...t.sections, section],
});

export const removeSection = (t: EditorTemplate, uid: string): EditorTemplate => ({
  ...t,
  sections: t.sections.filter((s) => s.uid !== uid),
});

export const moveSection = (t: EditorTemplate, uid: string, delta: number): EditorTemplate => ({
  ...t,
  sections: moveItem(
    t.sections,
    t.sections.findIndex((s) => s.uid === uid),
    delta,
  ),
});

export const updateSection = (t: EditorTemplate, uid: string, patch: Partial<EditorSection>): EditorTemplate => ({
  ...t,
  sections: t.sections.map((s) => (s.uid === uid ? { ...s, ...patch } : s)),
});

/** A question a section's trigger can point to: any keyed question outside that section, with its answers. */
export interface TriggerQuestion {
  key: string;
  label: string;
  question: EditorQuestion;
}

export function triggerQuestions(t: EditorTemplate, exceptSectionUid: string): TriggerQuestion[] {
  const out: TriggerQuestion[] = [];
  t.sections.forEach((s, si) => {
    if (s.uid === exceptSectionUid) return;
    const sectionName = s.name.trim() || `Section ${si + 1}`;
    const walk = (list: QuestionList, number: (i: number) => string) =>
      list.forEach((q, qi) => {
        const n = number(qi);
        out.push({ key: q.key, label: `${sectionName}: ${q.text.trim() || `Question ${n}`}`, question: q });
        q.followUps.forEach((f, fi) => walk(f.questions, (i) => followUpNumber(n, q, fi, i)));
      });
    walk(s.questions, (i) => `${i + 1}`);
  });
  return out;
}

/** Follow-up questions are numbered under their question, on through its follow-ups: 1.1, 1.2, then 1.3. */
export function followUpNumber(parent: string, q: EditorQuestion, followUpIndex: number, index: number): string {
  const before = q.followUps.slice(0, followUpIndex).reduce((n, f) => n + f.questions.length, 0);
  return `${parent}.${before + index + 1}`;
}

import { templateInputSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { draftFromDetail, draftToInput } from './template-convert';
import {
  addFollowUp,
  addQuestion,
  addSection,
  emptyTemplate,
  followUpNumber,
  moveItem,
  moveQuestion,
  moveSection,
  newQuestion,
  newQuestionKey,
  newSection,
  questionLevel,
  removeFollowUp,
  removeQuestion,
  triggerQuestions,
  updateQuestion,
  type EditorTemplate,
} from './template-tree';

/** A template with one section holding questions a, b, c; returns the draft and the nodes. */
function threeQuestions() {
  const section = newSection();
  const [a, b, c] = [newQuestion(), newQuestion(), newQuestion()].map((q, i) => ({ ...q, text: `Q${i + 1}` }));
  let t = addSection({ ...emptyTemplate(), name: 'T' }, section);
  for (const q of [a!, b!, c!]) t = addQuestion(t, section.uid, q);
  return { t, section, a: a!, b: b!, c: c! };
}

const texts = (t: EditorTemplate, si = 0) => t.sections[si]!.questions.map((q) => q.text);

describe('template tree', () => {
  it('generates q_ keys that differ for every question', () => {
    const keys = new Set(Array.from({ length: 500 }, newQuestionKey));
    expect(keys.size).toBe(500);
    for (const k of keys) expect(k).toMatch(/^q_[0-9a-z]{10}$/);
    expect(newQuestion().key).toMatch(/^q_/);
  });

  it('moves items within bounds and ignores moves past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('adds, removes and moves questions without touching the old draft', () => {
    const { t, section, a, b } = threeQuestions();
    expect(texts(t)).toEqual(['Q1', 'Q2', 'Q3']);
    const moved = moveQuestion(t, section.uid, a.uid, 1);
    expect(texts(moved)).toEqual(['Q2', 'Q1', 'Q3']);
    expect(texts(t)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(texts(removeQuestion(t, section.uid, b.uid))).toEqual(['Q1', 'Q3']);
    expect(texts(updateQuestion(t, b.uid, { text: 'Changed' }))).toEqual(['Q1', 'Changed', 'Q3']);
  });

  it('moves sections', () => {
    const s1 = { ...newSection(), name: 'One' };
    const s2 = { ...newSection(), name: 'Two' };
    const t = addSection(addSection(emptyTemplate(), s1), s2);
    expect(moveSection(t, s2.uid, -1).sections.map((s) => s.name)).toEqual(['Two', 'One']);
  });

  it('adds a follow-up with Yes for a yes/no question and the first option for a select', () => {
    const { t, a, b } = threeQuestions();
    let next = updateQuestion(t, a.uid, { type: 'boolean' });
    next = updateQuestion(next, b.uid, { type: 'select', options: ['Single', 'Married'] });
    next = addFollowUp(addFollowUp(next, a.uid), b.uid);
    const [qa, qb] = next.sections[0]!.questions;
    expect(qa!.followUps).toHaveLength(1);
    expect(qa!.followUps[0]!.trigger).toBe('Yes');
    expect(qa!.followUps[0]!.questions).toHaveLength(1);
    expect(qb!.followUps[0]!.trigger).toBe('Single');
  });

  it('nests follow-ups to the third level and no further; entry fields take none', () => {
    const { t, a } = threeQuestions();
    let next = addFollowUp(t, a.uid);
    const level2 = next.sections[0]!.questions[0]!.followUps[0]!.questions[0]!;
    expect(questionLevel(next, level2.uid)).toBe(2);
    next = addFollowUp(next, level2.uid);
    const level3 = next.sections[0]!.questions[0]!.followUps[0]!.questions[0]!.followUps[0]!.questions[0]!;
    expect(questionLevel(next, level3.uid)).toBe(3);
    expect(addFollowUp(next, level3.uid)).toBe(next);

    const entries = { ...newQuestion('entries'), text: 'Dependents' };
    const field = { ...newQuestion(), text: 'Name' };
    let withFields = addQuestion(t, t.sections[0]!.uid, entries);
    withFields = addQuestion(withFields, entries.uid, field);
    expect(addFollowUp(withFields, entries.uid)).toBe(withFields);
    expect(addFollowUp(withFields, field.uid)).toBe(withFields);
  });

  it('removes a follow-up and adds questions to it', () => {
    const { t, a } = threeQuestions();
    const next = addFollowUp(t, a.uid);
    const fu = next.sections[0]!.questions[0]!.followUps[0]!;
    const more = addQuestion(next, fu.uid, { ...newQuestion(), text: 'Another' });
    expect(more.sections[0]!.questions[0]!.followUps[0]!.questions).toHaveLength(2);
    expect(removeFollowUp(more, a.uid, fu.uid).sections[0]!.questions[0]!.followUps).toEqual([]);
  });

  it('numbers follow-up questions on through all follow-ups of a question', () => {
    const { t, a } = threeQuestions();
    const next = addFollowUp(addFollowUp(t, a.uid), a.uid);
    const q = next.sections[0]!.questions[0]!;
    expect(followUpNumber('1', q, 0, 0)).toBe('1.1');
    expect(followUpNumber('1', q, 1, 0)).toBe('1.2');
  });

  it('offers the questions of other sections as triggers', () => {
    const { t, section, a } = threeQuestions();
    const other = newSection();
    const next = addSection(t, other);
    expect(triggerQuestions(next, other.uid).map((c) => c.key)).toContain(a.key);
    expect(triggerQuestions(next, section.uid)).toEqual([]);
  });

  it('turns the draft into a valid input with follow-ups nested, and loads it back', () => {
    const { t, a } = threeQuestions();
    let next = updateQuestion(t, a.uid, { type: 'boolean' });
    next = addFollowUp(next, a.uid);
    const fq = next.sections[0]!.questions[0]!.followUps[0]!.questions[0]!;
    next = updateQuestion(next, fq.uid, { text: 'Which bank?' });
    next = { ...next, deposit: 150.5, sections: [{ ...next.sections[0]!, name: 'General' }] };
    const input = draftToInput(next);
    expect(templateInputSchema.safeParse(input).success).toBe(true);
    expect(input.deposit_amount_cents).toBe(15050);
    expect(input.sections[0]!.questions![0]).toMatchObject({
      key: a.key,
      type: 'boolean',
      followUps: [{ trigger: 'Yes', questions: [{ text: 'Which bank?', type: 'text' }] }],
    });
    const back = draftFromDetail({ ...input, description: null, disclaimer: null, deposit_amount_cents: 15050 });
    expect(back.deposit).toBe(150.5);
    expect(draftToInput(back).sections).toEqual(input.sections);
  });
});

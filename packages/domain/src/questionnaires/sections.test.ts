import { describe, expect, it } from 'vitest';
import { createVisibility, answerMatchesTrigger, isQuestionVisible, isSectionVisible } from './follow-ups.ts';
import { progressPercent } from './progress.ts';
import { isAnswerComplete, questionStatus } from './question-status.ts';
import type { CompletionStatus, QuestionLike, SectionLike } from './questionnaire.types.ts';
import { isCustomSection, sectionKind } from './section-kind.ts';
import { completedCountLabel, sectionStatus, shouldMarkCompletedOnEnter } from './section-status.ts';

const sec = (p: Partial<SectionLike> & { section_type: number }): SectionLike => ({ id: 1, ...p });
const q = (p: Partial<QuestionLike> & { id: number }): QuestionLike => ({ question_type: 'text', ...p });

describe('sectionKind', () => {
  it.each([
    [0, null, 'custom'],
    [2, null, 'signature'],
    [3, null, 'questions'],
    [4, null, 'review_and_submit'],
    [10, null, 'document_checklist'],
    [7, null, 'unknown'],
  ] as const)('type %s without a key is %s', (section_type, section_key, kind) => {
    expect(sectionKind({ section_type, section_key })).toBe(kind);
  });
  it('reads the key before the type: both readings of types 3 and 4', () => {
    expect(sectionKind({ section_type: 4, section_key: 'agreement_signature' })).toBe('signature');
    expect(sectionKind({ section_type: 4, section_key: 'review_and_submit' })).toBe('review_and_submit');
    expect(sectionKind({ section_type: 3, section_key: 'questionnaire' })).toBe('questions');
    expect(sectionKind({ section_type: 3, section_key: 'review_and_submit' })).toBe('review_and_submit');
    expect(sectionKind({ section_type: 0, section_key: 'document_checklist' })).toBe('document_checklist');
  });
  it('reads a keyless type 4 as signatures when asked', () => {
    expect(sectionKind({ section_type: 4 }, { type4: 'signature' })).toBe('signature');
  });
  it('ignores an unknown key', () => {
    expect(sectionKind({ section_type: 10, section_key: 'whatever' })).toBe('document_checklist');
  });
  it('custom means type 0 or key custom', () => {
    expect(isCustomSection({ section_type: 0, section_key: 'questionnaire' })).toBe(true);
    expect(isCustomSection({ section_type: 3, section_key: 'custom' })).toBe(true);
    expect(isCustomSection({ section_type: 3, section_key: 'questionnaire' })).toBe(false);
  });
});

describe('questionStatus', () => {
  it.each([
    [{ answer: 'Yes' }, 'completed'],
    [{ answer: 'Not Applicable' }, 'completed'],
    [{ answer: '0' }, 'incomplete'],
    [{ answer: '' }, 'incomplete'],
    [{ answer: '   ' }, 'incomplete'],
    [{ answer: null }, 'incomplete'],
    [{ answer: 'Yes', answer_by: '2026-04-01' }, 'pending'],
    [{ answer: null, answer_by: '2026-04-01' }, 'pending'],
  ] as const)('%j is %s', (fields, status) => {
    expect(questionStatus(fields)).toBe(status);
  });
  it('shows error only after a submit attempt, and never for optional questions', () => {
    expect(questionStatus({ answer: '' }, { submitAttempted: true })).toBe('error');
    expect(questionStatus({ answer: '' }, { submitAttempted: false })).toBe('incomplete');
    expect(questionStatus({ answer: '', optional: true }, { submitAttempted: true })).toBe('incomplete');
    expect(questionStatus({ answer: 'x', answer_by: '2026-04-01' }, { submitAttempted: true })).toBe('pending');
  });
  it('an answer is complete when non-empty and not 0, or optional; entries also need no answer_by', () => {
    expect(isAnswerComplete({ question_type: 'text', answer: 'a' })).toBe(true);
    expect(isAnswerComplete({ question_type: 'text', answer: '0' })).toBe(false);
    expect(isAnswerComplete({ question_type: 'text', answer: '', optional: true })).toBe(true);
    expect(isAnswerComplete({ question_type: 'text', answer: 'a', answer_by: '2026-04-01' })).toBe(true);
    expect(isAnswerComplete({ question_type: 'entries', answer: 'a', answer_by: '2026-04-01' })).toBe(false);
    expect(isAnswerComplete({ question_type: 'entries', answer: '', optional: true, answer_by: '2026-04-01' })).toBe(
      false,
    );
  });
});

describe('follow-ups', () => {
  it('matches trigger answers trimmed, case-insensitively and on any multi-part answer', () => {
    expect(answerMatchesTrigger('Yes', 'yes')).toBe(true);
    expect(answerMatchesTrigger(' Yes ', 'Yes')).toBe(true);
    expect(answerMatchesTrigger('No', 'Yes')).toBe(false);
    expect(answerMatchesTrigger('A&!&B', 'B')).toBe(true);
    expect(answerMatchesTrigger('AB', 'B')).toBe(false);
    expect(answerMatchesTrigger(null, 'Yes')).toBe(false);
    expect(answerMatchesTrigger('Yes', '')).toBe(false);
  });
  it('hides a follow-up whose trigger answer does not match', () => {
    const parent = q({ id: 1, answer: 'No' });
    const child = q({ id: 2, follow_up_question_id: 1, trigger_for_follow_up_question: 'Yes' });
    expect(isQuestionVisible(child, [parent, child])).toBe(false);
    expect(isQuestionVisible(child, [{ ...parent, answer: 'Yes' }, child])).toBe(true);
  });
  it('is recursive three levels deep: a follow-up of a hidden question is hidden even if its own trigger matches', () => {
    const l1 = q({ id: 1, answer: 'No' });
    const l2 = q({ id: 2, follow_up_question_id: 1, trigger_for_follow_up_question: 'Yes', answer: 'Yes' });
    const l3 = q({ id: 3, follow_up_question_id: 2, trigger_for_follow_up_question: 'Yes', answer: 'Yes' });
    const l4 = q({ id: 4, follow_up_question_id: 3, trigger_for_follow_up_question: 'Yes' });
    const all = [l1, l2, l3, l4];
    const v = createVisibility(all);
    expect([v.questionVisible(l1), v.questionVisible(l2), v.questionVisible(l3), v.questionVisible(l4)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const shown = createVisibility([{ ...l1, answer: 'Yes' }, l2, l3, l4]);
    expect(shown.visibleQuestions().map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });
  it('hides a missing trigger and cycles', () => {
    expect(isQuestionVisible(q({ id: 2, follow_up_question_id: 99, trigger_for_follow_up_question: 'Yes' }), [])).toBe(
      false,
    );
    const a = q({ id: 1, follow_up_question_id: 2, trigger_for_follow_up_question: 'Yes', answer: 'Yes' });
    const b = q({ id: 2, follow_up_question_id: 1, trigger_for_follow_up_question: 'Yes', answer: 'Yes' });
    expect(createVisibility([a, b]).visibleQuestions()).toEqual([]);
  });
  it('shows a triggered section only when its trigger question (itself visible) matches', () => {
    const trigger = q({ id: 1, answer: 'Yes', section_id: 10 });
    const s = sec({ id: 20, section_type: 3, trigger_question_id: 1, trigger_answer: 'Yes' });
    const base = sec({ id: 10, section_type: 3 });
    expect(isSectionVisible(s, [trigger], [base, s])).toBe(true);
    expect(isSectionVisible(s, [{ ...trigger, answer: 'No' }], [base, s])).toBe(false);
    expect(isSectionVisible(base, [trigger], [base, s])).toBe(true);
  });
  it('hides the questions of a hidden section, and follow-ups triggered from them', () => {
    const gate = q({ id: 1, answer: 'No', section_id: 10 });
    const inside = q({ id: 2, answer: 'Yes', section_id: 20 });
    const elsewhere = q({ id: 3, section_id: 10, follow_up_question_id: 2, trigger_for_follow_up_question: 'Yes' });
    const sections = [
      sec({ id: 10, section_type: 3 }),
      sec({ id: 20, section_type: 3, trigger_question_id: 1, trigger_answer: 'Yes' }),
    ];
    const v = createVisibility([gate, inside, elsewhere], sections);
    expect(v.questionVisible(inside)).toBe(false);
    expect(v.questionVisible(elsewhere)).toBe(false);
    expect(v.visibleSections(sections).map((s) => s.id)).toEqual([10]);
  });
});

describe('sectionStatus', () => {
  it.each([0, 2, 4])('type %s is completed only when marked, else incomplete, error after submit', (section_type) => {
    expect(sectionStatus(sec({ section_type, marked_completed: true }), [])).toBe('completed');
    expect(sectionStatus(sec({ section_type, marked_completed: false }), [])).toBe('incomplete');
    expect(sectionStatus(sec({ section_type }), [], { submitAttempted: true })).toBe('error');
  });
  it('type 4 follows the marked rule in both readings', () => {
    const s = sec({ section_type: 4, section_key: 'agreement_signature' });
    expect(sectionStatus(s, [q({ id: 1, answer: 'x' })])).toBe('incomplete');
    expect(sectionStatus(sec({ section_type: 4 }), [], { readings: { type4: 'signature' } })).toBe('incomplete');
  });
  it('type 3: pending beats everything, then all answered or optional', () => {
    const s = sec({ section_type: 3 });
    expect(sectionStatus(s, [q({ id: 1, answer: 'a' }), q({ id: 2, optional: true })])).toBe('completed');
    expect(sectionStatus(s, [q({ id: 1, answer: 'a' }), q({ id: 2, answer: '0' })])).toBe('incomplete');
    expect(sectionStatus(s, [q({ id: 1, answer: '' })], { submitAttempted: true })).toBe('error');
    expect(
      sectionStatus(s, [q({ id: 1, answer: '' }), q({ id: 2, answer_by: '2026-04-01' })], { submitAttempted: true }),
    ).toBe('pending');
    expect(sectionStatus(s, [])).toBe('completed');
  });
  it('type 3 is not completed by marked_completed alone', () => {
    expect(sectionStatus(sec({ section_type: 3, marked_completed: true }), [q({ id: 1 })])).toBe('incomplete');
  });
  it('type 3 by key on another type uses the question rule', () => {
    expect(sectionStatus(sec({ section_type: 4, section_key: 'questionnaire' }), [q({ id: 1, answer: 'a' })])).toBe(
      'completed',
    );
  });
  it("type 3 ignores hidden follow-ups and other sections' questions", () => {
    const s = sec({ id: 1, section_type: 3 });
    const parent = q({ id: 1, answer: 'No', section_id: 1 });
    const child = q({ id: 2, section_id: 1, follow_up_question_id: 1, trigger_for_follow_up_question: 'Yes' });
    const other = q({ id: 3, section_id: 2 });
    const v = createVisibility([parent, child, other]);
    expect(sectionStatus(s, [parent, child, other], { isVisible: v.questionVisible })).toBe('completed');
    expect(sectionStatus(s, [parent, child])).toBe('incomplete');
  });
  it('type 10: all shown, non-optional upload questions answered, or marked complete', () => {
    const s = sec({ section_type: 10 });
    const up = (p: Partial<QuestionLike>) => q({ ...p, id: 1, question_type: 'upload' });
    expect(sectionStatus(s, [up({ answer: 'file.pdf' }), q({ id: 2, question_type: 'text' })])).toBe('completed');
    expect(sectionStatus(s, [up({ answer: '' })])).toBe('incomplete');
    expect(sectionStatus(s, [up({ answer: '' })], { submitAttempted: true })).toBe('error');
    expect(sectionStatus(s, [up({ answer: '', optional: true })])).toBe('completed');
    expect(sectionStatus(s, [up({ answer: '', answer_by: '2026-04-01' })])).toBe('incomplete');
    expect(sectionStatus({ ...s, marked_completed: true }, [up({ answer: '' })])).toBe('completed');
    expect(sectionStatus(s, [up({ answer: '' })], { isVisible: () => false })).toBe('completed');
  });
  it('custom sections are marked complete on entry, once', () => {
    expect(shouldMarkCompletedOnEnter(sec({ section_type: 0 }))).toBe(true);
    expect(shouldMarkCompletedOnEnter(sec({ section_type: 3, section_key: 'custom' }))).toBe(true);
    expect(shouldMarkCompletedOnEnter(sec({ section_type: 0, marked_completed: true }))).toBe(false);
    expect(shouldMarkCompletedOnEnter(sec({ section_type: 3 }))).toBe(false);
  });
  it('counts completed sections as x / y', () => {
    const four = [
      sec({ section_type: 3 }),
      sec({ section_type: 3 }),
      sec({ section_type: 3 }),
      sec({ section_type: 4 }),
    ];
    expect(completedCountLabel(four, ['completed', 'pending', 'error', 'completed'])).toBe('2 / 4');
  });
  it("counts only the client's doing: a welcome section completed on entry is not progress (issue 38 §3)", () => {
    // Ten sections, the first a custom welcome the client has just entered (so marked completed), nothing answered.
    const sections = [
      sec({ section_type: 0, marked_completed: true }),
      ...Array.from({ length: 8 }, () => sec({ section_type: 3 })),
      sec({ section_type: 4 }),
    ];
    const statuses = sections.map((s): CompletionStatus => (s.marked_completed ? 'completed' : 'incomplete'));
    expect(completedCountLabel(sections, statuses)).toBe('0 / 9');
    expect(progressPercent({ in_progress: true }, sections)).toBe(5);
    expect(progressPercent({ in_progress: false }, sections)).toBe(0);
    // Once the client completes a section of questions, that is what counts.
    statuses[1] = 'completed';
    expect(completedCountLabel(sections, statuses)).toBe('1 / 9');
  });
});

describe('progressPercent', () => {
  const s = (section_type: number, marked_completed: boolean, section_key?: string) =>
    sec({ section_type, marked_completed, section_key: section_key ?? null });
  it('counts non-checklist sections marked completed, custom sections (completed on entry) aside', () => {
    expect(progressPercent({}, [s(3, true), s(3, false), s(4, false), s(10, true)])).toBe(33);
    expect(progressPercent({}, [s(0, true), s(3, false), s(4, false), s(10, true)])).toBe(0);
    expect(progressPercent({}, [s(0, true), s(3, true), s(10, false)])).toBe(100);
    expect(progressPercent({}, [s(3, true), s(3, false, 'document_checklist')])).toBe(100);
  });
  it('is 5 when in progress with none completed, 0 otherwise, 100 when completed', () => {
    expect(progressPercent({ in_progress: true }, [s(3, false), s(10, true)])).toBe(5);
    expect(progressPercent({ in_progress: false }, [s(3, false)])).toBe(0);
    expect(progressPercent({ in_progress: true }, [s(3, true), s(3, false)])).toBe(50);
    expect(progressPercent({ completed: true }, [s(3, false)])).toBe(100);
    expect(progressPercent({}, [])).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { SectionLike } from './questionnaire.types.ts';
import { missingAnswerLabel, missingAnswers, submitMissing, type MissingQuestionLike } from './section-missing.ts';
import { sectionStatus } from './section-status.ts';

const section: SectionLike = { id: 1, section_type: 3, section_key: 'questionnaire' };
const q = (p: Partial<MissingQuestionLike> & { id: number }): MissingQuestionLike => ({
  question_type: 'text',
  section_id: 1,
  ...p,
});

describe('missingAnswers', () => {
  const dependents = q({ id: 10, text: 'Dependents', question_type: 'entries', answer: '1' });
  const definition = q({
    id: 11,
    text: 'Date of birth',
    question_type: 'date',
    parent_question_id: 10,
    entry_number: 0,
  });
  const name = q({ id: 12, text: 'Name', parent_question_id: 10, entry_number: 1, answer: 'Ann' });
  const birth = q({ id: 13, text: 'Date of birth', question_type: 'date', parent_question_id: 10, entry_number: 1 });

  it('names a blank field inside an entry whose entries question shows an answer', () => {
    const all = [q({ id: 1, text: 'Occupation', answer: 'Teacher' }), dependents, definition, name, birth];
    // The blank definition (entry 0) never counts; the blank field of entry 1 does.
    expect(sectionStatus(section, all)).toBe('incomplete');
    expect(
      sectionStatus(
        section,
        all.filter((x) => x.id !== 13),
      ),
    ).toBe('completed');
    const missing = missingAnswers(section, all);
    expect(missing.map((m) => m.question.id)).toEqual([13]);
    expect(missing[0]!.entries?.id).toBe(10);
    expect(missing[0]!.entryNumber).toBe(1);
    expect(missingAnswerLabel(missing[0]!)).toBe('Date of birth (Dependents, entry 1)');
  });

  it('lists plain unanswered questions by their text, skips optional and hidden ones', () => {
    const all = [
      q({ id: 1, text: 'Occupation' }),
      q({ id: 2, text: 'Anything else?', optional: true }),
      q({ id: 3, text: 'Hidden follow-up' }),
    ];
    const missing = missingAnswers(section, all, { isVisible: (x) => x.id !== 3 });
    expect(missing.map(missingAnswerLabel)).toEqual(['Occupation']);
  });

  it('has nothing missing when the section is complete, pending, or not a question section', () => {
    expect(missingAnswers(section, [q({ id: 1, answer: 'x' })])).toEqual([]);
    expect(missingAnswers(section, [q({ id: 1 }), q({ id: 2, answer_by: '2026-04-01' })])).toEqual([]);
    expect(missingAnswers({ id: 1, section_type: 2 }, [q({ id: 1 })])).toEqual([]);
  });

  it('names the required uploads of a checklist, not once it is marked complete', () => {
    const checklist: SectionLike = { id: 1, section_type: 10 };
    const all = [q({ id: 1, text: 'W-2 forms', question_type: 'upload' }), q({ id: 2, text: 'Notes' })];
    expect(missingAnswers(checklist, all).map(missingAnswerLabel)).toEqual(['W-2 forms']);
    expect(missingAnswers({ ...checklist, marked_completed: true }, all)).toEqual([]);
  });
});

describe('submitMissing: what the firm refuses a submission for, by the same rule as the status', () => {
  const dependents = q({ id: 10, text: 'Dependents', question_type: 'entries', answer: '1' });
  const definition = q({ id: 11, text: 'Date of birth', parent_question_id: 10, entry_number: 0 });
  const birth = q({ id: 13, text: 'Date of birth', question_type: 'date', parent_question_id: 10, entry_number: 1 });

  it('holds a blank required field inside an entry, named with its entry, until it is filled', () => {
    const all = [dependents, definition, birth];
    const held = submitMissing(section, all);
    expect(held.map(missingAnswerLabel)).toEqual(['Date of birth (Dependents, entry 1)']);
    expect(held).toEqual(missingAnswers(section, all));
    const filled = [dependents, definition, { ...birth, answer: '2015-04-01' }];
    expect(submitMissing(section, filled)).toEqual([]);
    expect(sectionStatus(section, filled)).toBe('completed');
  });

  it('lets through what someone answers later and optional fields, and holds the other blanks of a pending section', () => {
    const later = q({ id: 1, text: 'Occupation', answer_by: '2026-04-01' });
    const optional = { ...birth, optional: true };
    expect(submitMissing(section, [dependents, later, optional])).toEqual([]);
    const blank = q({ id: 2, text: 'Employer' });
    expect(submitMissing(section, [later, blank]).map(missingAnswerLabel)).toEqual(['Employer']);
  });

  it('holds a checklist for its required uploads unless it is marked complete; other kinds never', () => {
    const checklist: SectionLike = { id: 1, section_type: 10 };
    const all = [q({ id: 1, text: 'W-2 forms', question_type: 'upload' }), q({ id: 2, text: 'Notes' })];
    expect(submitMissing(checklist, all).map(missingAnswerLabel)).toEqual(['W-2 forms']);
    expect(submitMissing({ ...checklist, marked_completed: true }, all)).toEqual([]);
    expect(submitMissing({ id: 1, section_type: 2 }, [q({ id: 1 })])).toEqual([]);
  });
});

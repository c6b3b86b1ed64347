import { describe, expect, it } from 'vitest';
import type { SectionLike } from './questionnaire.types.ts';
import { missingAnswerLabel, missingAnswers, type MissingQuestionLike } from './section-missing.ts';
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
    expect(
      sectionStatus(
        section,
        all.filter((x) => x.entry_number !== 0),
      ),
    ).toBe('incomplete');
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

import { describe, expect, it } from 'vitest';
import { questionnaireMessages } from './questionnaire-messages.ts';
import { isCalendarDay } from '../common/calendar-days.ts';
import { defaultTaxYear } from '../common/tax-years.ts';
import {
  canMarkCompleted,
  characterCounter,
  dashboardHeading,
  joinMultiple,
  needsDocumentConfirmation,
  splitMultiple,
  validateAnswer,
} from './special-answers.ts';

describe('validateAnswer', () => {
  const select = { question_type: 'select', options: ['Single', 'Married'] };
  it.each([
    [{ question_type: 'boolean' }, 'Yes', null],
    [{ question_type: 'boolean' }, 'Maybe', questionnaireMessages.notAnOption],
    [select, 'Single', null],
    [select, 'single', questionnaireMessages.notAnOption],
    [{ question_type: 'multiple', options: ['A', 'B'] }, 'A&!&B', null],
    [{ question_type: 'multiple', options: ['A', 'B'] }, 'A&!&C', questionnaireMessages.notAnOption],
    [{ question_type: 'date' }, '2024-02-29', null],
    [{ question_type: 'date' }, '2025-02-29', questionnaireMessages.invalidDate],
    [{ question_type: 'date' }, '03/01/2025', questionnaireMessages.invalidDate],
    [{ question_type: 'text', number_of_characters: 3 }, 'abc', null],
    [{ question_type: 'text', number_of_characters: 3 }, 'abcd', questionnaireMessages.tooLong(3)],
    [{ question_type: 'textarea' }, 'x'.repeat(5000), null],
    [{ question_type: 'upload' }, '3', questionnaireMessages.notAnOption],
    [{ question_type: 'entries' }, '2', questionnaireMessages.notAnOption],
  ])('%o with %s → %s', (q, answer, expected) => {
    expect(validateAnswer(q, answer)).toBe(expected);
  });

  it('lets every question be cleared and take the special answers its settings allow', () => {
    expect(validateAnswer(select, '')).toBeNull();
    expect(validateAnswer(select, null)).toBeNull();
    expect(validateAnswer({ question_type: 'upload' }, 'Not Applicable')).toBeNull();
    expect(validateAnswer({ question_type: 'entries' }, 'Marked Completed')).toBeNull();
    expect(validateAnswer({ ...select, disable_not_applicable: true }, 'Not Applicable')).toBe(
      questionnaireMessages.notApplicableOff,
    );
    expect(validateAnswer(select, 'Provided Elsewhere', { disableProvidedElsewhere: true })).toBe(
      questionnaireMessages.providedElsewhereOff,
    );
  });
});

describe('special answers', () => {
  it('asks before N/A or Provided Elsewhere only when documents exist', () => {
    expect(needsDocumentConfirmation('Not Applicable', 1)).toBe(true);
    expect(needsDocumentConfirmation('Provided Elsewhere', 2)).toBe(true);
    expect(needsDocumentConfirmation('Not Applicable', 0)).toBe(false);
    expect(needsDocumentConfirmation('Marked Completed', 3)).toBe(false);
  });

  it('offers mark completed when unanswered or already marked, or to special advisors', () => {
    expect(canMarkCompleted({ answer: null })).toBe(true);
    expect(canMarkCompleted({ answer: '0' })).toBe(true);
    expect(canMarkCompleted({ answer: 'Marked Completed' })).toBe(true);
    expect(canMarkCompleted({ answer: 'Yes' })).toBe(false);
    expect(canMarkCompleted({ answer: 'Yes' }, { specialAdvisor: true })).toBe(true);
  });

  it('joins and splits multiple answers with &!&, and counts characters', () => {
    expect(joinMultiple(['A', 'B'])).toBe('A&!&B');
    expect(splitMultiple('A&!&B')).toEqual(['A', 'B']);
    expect(splitMultiple(null)).toEqual([]);
    expect(characterCounter('abc', 60)).toBe('3/60');
  });

  it('heads the dashboard by what the client has', () => {
    expect(dashboardHeading({ questionnaires: true, taxReturns: true })).toBe('Questionnaires & Tax Returns');
    expect(dashboardHeading({ questionnaires: false, taxReturns: true })).toBe('Tax Returns');
    expect(dashboardHeading({ questionnaires: true, taxReturns: false })).toBe('Questionnaires');
    expect(dashboardHeading({ questionnaires: false, taxReturns: false })).toBe('Questionnaires');
  });
});

describe('isCalendarDay', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-3-1', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });
});

describe('defaultTaxYear', () => {
  it.each([
    // The year of the date ten months ago, within the years offered (2018 to 2025, spec 002 §9).
    ['2026-11-21T12:00:00Z', 2025],
    ['2026-10-31T12:00:00Z', 2025],
    ['2025-03-01T00:00:00Z', 2024],
    ['2025-11-01T00:00:00Z', 2025],
    ['2027-02-01T00:00:00Z', 2025],
  ])('%s → %i', (now, year) => {
    expect(defaultTaxYear(new Date(now))).toBe(year);
  });
});

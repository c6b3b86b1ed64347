import { describe, expect, it } from 'vitest';
import type { QuestionLike, SectionLike } from './questionnaire.types.ts';
import {
  DEFAULT_REMINDER_TEXTS,
  REMINDER_PLACEHOLDERS,
  byDueDate,
  fillReminder,
  forWording,
  itemsLeft,
  reminderTextsOf,
  reminderValues,
} from './reminder-texts.ts';

const values = reminderValues({
  clientFname: 'Casey',
  clientLname: 'Jones',
  companyName: 'Jones Farms LLC',
  taxYear: 2025,
  questionnaireName: 'Tax Organizer',
  itemsLeft: 4,
  dueDate: '2026-04-15',
  firmName: 'Acme CPAs',
});

describe('fillReminder', () => {
  it('fills every placeholder, as often as it appears', () => {
    expect(
      fillReminder(
        '{client_fname}|{questionnaire_year}|{questionnaire_name}|{for_wording}|{number_of_items_left}|{by_due_date}|{firm_name}|{client_fname}',
        values,
      ),
    ).toBe('Casey|2025|Tax Organizer| for Jones Farms LLC|4| by Apr 15, 2026|Acme CPAs|Casey');
  });

  it('leaves unknown placeholders and stray braces as written', () => {
    expect(fillReminder('Hi {client_name} {client_fname} {', values)).toBe('Hi {client_name} Casey {');
    expect(fillReminder('{ client_fname } {CLIENT_FNAME}', values)).toBe('{ client_fname } {CLIENT_FNAME}');
  });

  it('leaves a known placeholder without a value as written', () => {
    expect(fillReminder('{firm_name} {client_fname}', { firm_name: 'Acme' })).toBe('Acme {client_fname}');
  });

  it('fills 0 and empty strings', () => {
    expect(fillReminder('[{number_of_items_left}][{by_due_date}]', { number_of_items_left: 0, by_due_date: '' })).toBe(
      '[0][]',
    );
  });

  it('does not read a value as a replacement pattern', () => {
    expect(fillReminder('{firm_name}', { firm_name: 'A $& B $1' })).toBe('A $& B $1');
  });
});

describe('the wording helpers', () => {
  it('for_wording names the entity only when it is not the client', () => {
    expect(forWording('Jones Farms LLC', 'Casey Jones')).toBe(' for Jones Farms LLC');
    expect(forWording('Casey Jones', 'Casey Jones')).toBe('');
    expect(forWording(' casey jones ', 'Casey Jones')).toBe('');
    expect(forWording('', 'Casey Jones')).toBe('');
  });

  it('by_due_date reads the display format, or nothing without a due date', () => {
    expect(byDueDate('2026-03-05')).toBe(' by Mar 5, 2026');
    expect(byDueDate(null)).toBe('');
  });
});

describe('the default texts', () => {
  it('use only the spec placeholders, and every text has some', () => {
    for (const text of Object.values(DEFAULT_REMINDER_TEXTS)) {
      const used = [...text.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
      expect(used.length).toBeGreaterThan(0);
      for (const name of used) expect(REMINDER_PLACEHOLDERS).toContain(name);
    }
  });

  it('fill completely, leaving no braces', () => {
    for (const text of Object.values(DEFAULT_REMINDER_TEXTS)) expect(fillReminder(text, values)).not.toMatch(/[{}]/);
    expect(fillReminder(DEFAULT_REMINDER_TEXTS.reminder_email_message, values)).toContain(
      'complete your 2025 Tax Organizer for Jones Farms LLC by Apr 15, 2026.',
    );
  });

  it('a questionnaire’s own non-empty texts replace the defaults one by one', () => {
    const texts = reminderTextsOf({
      reminder_email_subject: 'Mine',
      reminder_sms_message: '  ',
      reminder_in_app_message: null,
    });
    expect(texts.reminder_email_subject).toBe('Mine');
    expect(texts.reminder_email_message).toBe(DEFAULT_REMINDER_TEXTS.reminder_email_message);
    expect(texts.reminder_sms_message).toBe(DEFAULT_REMINDER_TEXTS.reminder_sms_message);
    expect(texts.reminder_in_app_message).toBe(DEFAULT_REMINDER_TEXTS.reminder_in_app_message);
  });
});

describe('itemsLeft', () => {
  const sections: SectionLike[] = [
    { id: 1, section_type: 0, section_key: 'custom' },
    { id: 2, section_type: 3, section_key: 'questionnaire' },
    { id: 3, section_type: 3, section_key: 'questionnaire', trigger_question_id: 12, trigger_answer: 'Yes' },
    { id: 4, section_type: 10, section_key: 'document_checklist' },
  ];
  const q = (p: Partial<QuestionLike> & { id: number; section_id: number }): QuestionLike => ({
    question_type: 'text',
    answer: null,
    ...p,
  });
  const questions: QuestionLike[] = [
    q({ id: 10, section_id: 2, answer: 'Teacher' }),
    q({ id: 11, section_id: 2 }),
    q({ id: 12, section_id: 2, question_type: 'boolean', answer: 'No' }),
    q({ id: 13, section_id: 2, optional: true }),
    q({ id: 14, section_id: 2, answer_by: '2026-04-01' }),
    q({ id: 15, section_id: 2, follow_up_question_id: 12, trigger_for_follow_up_question: 'Yes' }),
    q({ id: 30, section_id: 3 }),
    q({ id: 40, section_id: 4, question_type: 'upload', answer: '0' }),
    q({ id: 41, section_id: 4, question_type: 'upload', answer: '2' }),
  ];

  it('counts shown, required, not completed questions (answer-later ones included)', () => {
    expect(itemsLeft(sections, questions)).toBe(3);
  });

  it('counts the follow-ups and triggered sections once they show', () => {
    const yes = questions.map((x) => (x.id === 12 ? { ...x, answer: 'Yes' } : x));
    expect(itemsLeft(sections, yes)).toBe(5);
  });

  it('a checklist marked complete has nothing left', () => {
    const marked = sections.map((s) => (s.id === 4 ? { ...s, marked_completed: true } : s));
    expect(itemsLeft(marked, questions)).toBe(2);
  });

  it('is 0 without questions', () => {
    expect(itemsLeft(sections, [])).toBe(0);
  });
});

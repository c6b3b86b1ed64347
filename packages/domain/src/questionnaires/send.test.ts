import { describe, expect, it } from 'vitest';
import { dueFlag } from './collect.schemas.ts';
import { nextSendDate } from './send-schedule.ts';
import {
  keepsTemplateSection,
  needsSendConfirmation,
  sendDueDate,
  sendMessages,
  sendProblems,
  sendQuestionnairesSchema,
  templateSectionProblems,
  type SendQuestionnairesInput,
} from './send.schemas.ts';
import { sendTaxYears } from '../common/tax-years.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ctx = { now, paymentsReady: true };
const base = (over: Partial<SendQuestionnairesInput> = {}): SendQuestionnairesInput =>
  sendQuestionnairesSchema.parse({
    questionnaire_template_id: 1,
    company_ids: [1],
    tax_year: 2025,
    due_date: '2026-12-05',
    ...over,
  });

describe('sendProblems (spec 001 §5)', () => {
  it('accepts a complete template send', () => {
    expect(sendProblems(base(), ctx)).toEqual({});
  });
  it.each<[string, Partial<SendQuestionnairesInput>, string, string]>([
    ['no template', { questionnaire_template_id: null }, 'questionnaire_template_id', sendMessages.template],
    ['no tax year', { tax_year: null }, 'tax_year', sendMessages.taxYear],
    ['a tax year before 2018', { tax_year: 2017 }, 'tax_year', sendMessages.taxYear],
    ['a tax year after the default year', { tax_year: 2027 }, 'tax_year', sendMessages.taxYear],
    ['no entity or type', { company_ids: [] }, 'company_ids', sendMessages.company],
    ['entities and types together', { company_types: ['Trust'] }, 'company_types', sendMessages.companiesOrTypes],
    ['no due date', { due_date: null }, 'due_date', sendMessages.dueDate],
    ['a due date in the past', { due_date: '2026-11-20' }, 'due_date', sendMessages.dueDate],
    ['a scheduled send without a date', { frequency: 'monthly' }, 'first_scheduled_date', sendMessages.sendDate],
    [
      'a schedule in the past',
      { first_scheduled_date: '2026-11-01', frequency: 'once' },
      'first_scheduled_date',
      sendMessages.sendDate,
    ],
    ['a send date without a frequency', { first_scheduled_date: '2026-12-01' }, 'frequency', sendMessages.frequency],
    ['a deposit without an amount', { deposit_required: true }, 'deposit_amount', sendMessages.depositAmount],
    [
      'an additional question without text',
      { questions_to_create: [{ text: ' ', question_type: 'text', options: [] }] },
      'questions_to_create',
      sendMessages.questionText,
    ],
  ])('%s → %s', (_, over, field, message) => {
    expect(sendProblems(base(over), ctx)).toMatchObject({ [field]: message });
  });
  it('accepts today as a due date', () => {
    expect(sendProblems(base({ due_date: '2026-11-21' }), ctx)).toEqual({});
  });
  it('asks to connect Stripe when payments are not ready, whatever the amount', () => {
    expect(sendProblems(base({ deposit_required: true, deposit_amount: 100 }), { now, paymentsReady: false })).toEqual({
      deposit_required: sendMessages.stripe,
    });
  });
  it('needs no due date for a scheduled send (days until due apply)', () => {
    expect(
      sendProblems(base({ due_date: null, first_scheduled_date: '2026-12-01', frequency: 'monthly' }), ctx),
    ).toEqual({});
  });
  it('custom: subject and items needed, the due date optional but not past', () => {
    const custom = (over: Partial<SendQuestionnairesInput>) =>
      base({
        kind: 'custom',
        questionnaire_template_id: null,
        name: 'Open items regarding',
        due_date: null,
        questions_to_create: [{ text: 'Your 1099-B', question_type: 'upload', options: [] }],
        ...over,
      });
    expect(sendProblems(custom({}), ctx)).toEqual({});
    expect(sendProblems(custom({ name: ' ' }), ctx)).toEqual({ name: sendMessages.subject });
    expect(sendProblems(custom({ questions_to_create: [] }), ctx)).toEqual({
      questions_to_create: sendMessages.questionText,
    });
    expect(sendProblems(custom({ due_date: '2026-11-01' }), ctx)).toEqual({ due_date: sendMessages.dueDateFuture });
  });
  it('drop-off: a due date, at least one item, no duplicates, no slashes or periods in options', () => {
    const drop = (over: Partial<SendQuestionnairesInput>) =>
      base({
        kind: 'drop_off',
        questionnaire_template_id: null,
        questions_to_create: [{ text: 'W-2', question_type: 'upload', options: [] }],
        ...over,
      });
    expect(sendProblems(drop({}), ctx)).toEqual({});
    expect(sendProblems(drop({ due_date: null }), ctx)).toEqual({ due_date: sendMessages.dueDateRequired });
    expect(sendProblems(drop({ questions_to_create: [] }), ctx)).toEqual({
      questions_to_create: sendMessages.itemRequired,
    });
    expect(sendProblems(drop({ questions_to_create: [], include_prior_year_items: true }), ctx)).toEqual({});
    const twice = [
      { text: 'W-2', question_type: 'upload' as const, options: [] },
      { text: 'w-2 ', question_type: 'upload' as const, options: [] },
    ];
    expect(sendProblems(drop({ questions_to_create: twice }), ctx)).toEqual({
      questions_to_create: sendMessages.itemExists,
    });
    const slash = [{ text: 'Brokerage', question_type: 'upload' as const, options: ['1099/B'] }];
    expect(sendProblems(drop({ questions_to_create: slash }), ctx)).toEqual({
      questions_to_create: sendMessages.noSlashOrPeriod,
    });
  });
  it('offers 2018 to 2025 whatever the date (spec 002 §9)', () => {
    const spec = [2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018];
    expect(sendTaxYears(now)).toEqual(spec);
    expect(sendTaxYears(new Date('2026-10-31T00:00:00Z'))).toEqual(spec);
    expect(sendTaxYears(new Date('2025-03-01T00:00:00Z'))).toEqual(spec);
  });
  it('asks to confirm at 10 entities or entity types', () => {
    expect(needsSendConfirmation({ company_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9], company_types: [] })).toBe(false);
    expect(needsSendConfirmation({ company_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], company_types: [] })).toBe(true);
  });
  it('dates a scheduled send days_until_due after it goes (14 by default)', () => {
    expect(sendDueDate({ due_date: '2026-12-05', days_until_due: null }, '2026-12-01', false)).toBe('2026-12-05');
    expect(sendDueDate({ due_date: null, days_until_due: null }, '2026-12-01', true)).toBe('2026-12-15');
    expect(sendDueDate({ due_date: null, days_until_due: 30 }, '2026-12-01', true)).toBe('2026-12-31');
  });
});

describe('nextSendDate (spec 001 §4 frequencies)', () => {
  it.each([
    ['once', '2026-11-21', '2026-11-21', null],
    ['weekly', '2026-12-28', '2026-12-28', '2027-01-04'],
    ['monthly', '2026-11-21', '2026-11-21', '2026-12-21'],
    ['monthly', '2027-01-31', '2027-01-31', '2027-02-28'],
    ['monthly', '2027-02-28', '2027-01-31', '2027-03-31'],
    ['month_end', '2026-11-21', '2026-11-21', '2026-11-30'],
    ['month_end', '2026-11-30', '2026-11-21', '2026-12-31'],
    ['month_end', '2027-01-31', '2026-11-21', '2027-02-28'],
    ['month_start', '2026-11-21', '2026-11-21', '2026-12-01'],
    ['month_start', '2026-12-01', '2026-11-21', '2027-01-01'],
    ['quarterly', '2026-11-30', '2026-11-30', '2027-02-28'],
    ['yearly', '2028-02-29', '2028-02-29', '2029-02-28'],
  ] as const)('%s after %s (first %s) → %s', (frequency, previous, anchor, next) => {
    expect(nextSendDate(frequency, previous, anchor)).toBe(next);
  });
});

describe('dueFlag (spec 001 §4 admin lists)', () => {
  const open = { completed: false, locked: false };
  it.each([
    [null, null],
    ['2026-11-20', 'Past Due'],
    ['2026-11-21', 'Next Week'],
    ['2026-11-28', 'Next Week'],
    ['2026-11-29', null],
  ])('due %s → %s', (due, flag) => {
    expect(dueFlag({ ...open, due_date: due }, now)).toBe(flag);
  });
  it('flags nothing once completed or locked', () => {
    expect(dueFlag({ due_date: '2026-11-01', completed: true, locked: false }, now)).toBeNull();
    expect(dueFlag({ due_date: '2026-11-01', completed: false, locked: true }, now)).toBeNull();
  });
});

describe('a template send’s sections and where an added question goes', () => {
  const template = [{ type: 3 }, { type: 2 }, { type: 3 }, { type: 4 }];
  const item = (section_id?: number | null) => ({ text: 'Q', question_type: 'text' as const, options: [], section_id });
  const input = (over: Partial<SendQuestionnairesInput>) =>
    ({ kind: 'template', sections: undefined, questions_to_create: [], ...over }) as SendQuestionnairesInput;

  it('keeps every section without a choice, the chosen ones with one, and review-and-submit always', () => {
    expect(template.map((s, i) => keepsTemplateSection(input({}), i, s))).toEqual([true, true, true, true]);
    expect(template.map((s, i) => keepsTemplateSection(input({ sections: [2] }), i, s))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('refuses a section the template lacks, and a question joining a left-out or non-question section', () => {
    expect(templateSectionProblems(input({ sections: [0, 2] }), template)).toEqual({});
    expect(templateSectionProblems(input({ sections: [4] }), template)).toEqual({ sections: sendMessages.sections });
    expect(templateSectionProblems(input({ questions_to_create: [item(2), item(null), item()] }), template)).toEqual(
      {},
    );
    for (const bad of [
      input({ questions_to_create: [item(1)] }),
      input({ sections: [0], questions_to_create: [item(2)] }),
    ])
      expect(templateSectionProblems(bad, template)).toEqual({ questions_to_create: sendMessages.questionSection });
    // Custom and drop-off sends have no template sections to name.
    expect(templateSectionProblems(input({ kind: 'custom', questions_to_create: [item(0)] }), template)).toEqual({
      questions_to_create: sendMessages.questionSection,
    });
  });
});

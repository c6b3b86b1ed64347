import { sendProblems, sendQuestionnairesSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { buildPayload, firstProblemField, initialSendValues, newItem, type SendFormValues } from './use-send-form';

const options = {
  tax_years: [2025, 2024, 2023],
  default_tax_year: 2025,
  payments_ready: true,
  document_drop_off_enabled: true,
  entity_types: ['Individual', 'Trust'],
};
const now = new Date('2026-03-10T12:00:00Z');
const values = (patch: Partial<SendFormValues> = {}): SendFormValues => ({
  ...initialSendValues(options, [], now),
  ...patch,
});
const ctx = { now, paymentsReady: true };

describe('initialSendValues', () => {
  it('starts on Template with the default tax year, a due date in 2 weeks and a once frequency', () => {
    const v = initialSendValues(options, [4, 5], now);
    expect(v).toMatchObject({
      kind: 'template',
      companyIds: [4, 5],
      taxYear: 2025,
      dueDate: '2026-03-24',
      sendDate: '2026-03-10',
      frequency: 'once',
      daysUntilDue: 14,
      subject: 'Open items regarding',
    });
    expect(v.items.custom).toHaveLength(1);
  });
});

describe('buildPayload', () => {
  it('builds a template send that the shared schema accepts as is and the rules let through', () => {
    const q = { ...newItem('upload'), text: '  W-2 forms ' };
    const payload = buildPayload(
      values({
        templateId: 3,
        companyIds: [7, 8],
        includePriorYearItems: true,
        showUploadsAsChecklist: true,
        allOwnersSign: true,
        updateProfile: true,
        depositRequired: true,
        depositAmount: 150.5,
        items: { template: [q], custom: [], drop_off: [] },
      }),
      { isDraft: false },
    );
    expect(payload).toEqual(sendQuestionnairesSchema.parse(payload));
    expect(payload).toMatchObject({
      kind: 'template',
      questionnaire_template_id: 3,
      name: null,
      company_ids: [7, 8],
      company_types: [],
      tax_year: 2025,
      due_date: '2026-03-24',
      days_until_due: null,
      frequency: null,
      first_scheduled_date: null,
      include_prior_year_items: true,
      show_uploads_as_document_checklist: true,
      all_owner_signature_required: true,
      update_profile_section: true,
      deposit_required: true,
      deposit_amount: 150.5,
      batch_sending: true,
      is_draft: false,
      questions_to_create: [{ text: 'W-2 forms', question_type: 'upload', options: [] }],
    });
    expect(sendProblems(payload, ctx)).toEqual({});
  });

  it('sends a scheduled template without a due date, counting days until due from each send', () => {
    const payload = buildPayload(
      values({ templateId: 3, companyTypes: ['Trust'], scheduled: true, frequency: 'monthly', daysUntilDue: 21 }),
      { isDraft: false },
    );
    expect(payload).toMatchObject({
      company_types: ['Trust'],
      due_date: null,
      frequency: 'monthly',
      first_scheduled_date: '2026-03-10',
      days_until_due: 21,
    });
    expect(sendProblems(payload, ctx)).toEqual({});
  });

  it('leaves the template options out of custom and drop-off sends', () => {
    const base = {
      templateId: 3,
      companyIds: [7],
      depositRequired: true,
      depositAmount: 10,
      scheduled: true,
      updateProfile: true,
      includePriorYearItems: true,
    };
    const custom = buildPayload(
      values({ ...base, kind: 'custom', subject: ' Open items regarding 2025 ', dueDate: null }),
      { isDraft: true },
    );
    expect(custom).toMatchObject({
      kind: 'custom',
      questionnaire_template_id: null,
      name: 'Open items regarding 2025',
      due_date: null,
      frequency: null,
      deposit_required: false,
      deposit_amount: null,
      update_profile_section: false,
      include_prior_year_items: false,
      is_draft: true,
      questions_to_create: [{ text: '', question_type: 'text', options: [] }],
    });

    const item = { ...newItem(), text: 'Bank statements', options: [' Checking ', '', 'Savings'] };
    const dropOff = buildPayload(
      values({ ...base, kind: 'drop_off', items: { template: [], custom: [], drop_off: [item] } }),
      {
        isDraft: false,
      },
    );
    expect(dropOff).toMatchObject({
      kind: 'drop_off',
      questionnaire_template_id: null,
      include_prior_year_items: true,
      deposit_required: false,
      questions_to_create: [{ text: 'Bank statements', question_type: 'upload', options: ['Checking', 'Savings'] }],
    });
    expect(sendProblems(dropOff, ctx)).toEqual({});
  });

  it('turns empty number boxes into null so the rules name the field', () => {
    const payload = buildPayload(values({ templateId: 1, companyIds: [1], depositRequired: true, depositAmount: '' }), {
      isDraft: false,
    });
    expect(payload.deposit_amount).toBeNull();
    expect(sendProblems(payload, ctx)).toEqual({ deposit_amount: 'Please enter a deposit amount' });
  });
});

describe('firstProblemField', () => {
  it('picks the problem that comes first on screen', () => {
    expect(firstProblemField({ due_date: 'x', questionnaire_template_id: 'y', company_ids: 'z' })).toBe(
      'questionnaire_template_id',
    );
    expect(firstProblemField({})).toBeUndefined();
  });
});

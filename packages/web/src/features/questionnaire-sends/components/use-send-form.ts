import {
  addDays,
  DEFAULT_CUSTOM_SUBJECT,
  DEFAULT_DAYS_UNTIL_DUE,
  DUE_DATE_QUICK_PICKS,
  sendProblems,
  utcDay,
  type IsoDay,
  type SendFrequency,
  type SendKind,
  type SendProblems,
  type SendQuestionnairesInput,
} from '@portal/domain';
import { useCallback, useState } from 'react';
import type { SendOptions } from '../api/send-options';

export interface ExtraItem {
  /** Stable React key of the row (rows are added and removed). */
  key: number;
  text: string;
  question_type: 'text' | 'upload';
  /** Drop-off only: the document options the client picks from. */
  options: string[];
}

export interface SendFormValues {
  kind: SendKind;
  templateId: number | null;
  /** Custom: the subject, which is the questionnaire's name. */
  subject: string;
  companyIds: number[];
  companyTypes: string[];
  taxYear: number | null;
  /** Optional for Custom; the other kinds need it unless the send is scheduled. */
  dueDate: IsoDay | null;
  scheduled: boolean;
  sendDate: IsoDay | null;
  frequency: SendFrequency;
  /** NumberInput hands back '' while the box is empty. */
  daysUntilDue: number | string;
  includePriorYearItems: boolean;
  showUploadsAsChecklist: boolean;
  allOwnersSign: boolean;
  updateProfile: boolean;
  depositRequired: boolean;
  depositAmount: number | string;
  /** Each kind keeps its own rows, so switching tabs does not mix additional questions with open items. */
  items: Record<SendKind, ExtraItem[]>;
}

export type SendField = keyof SendProblems;
export type SendErrors = Partial<Record<SendField, string>>;

/** The fields in the order they appear, so the first invalid one can take the focus. */
export const FIELD_ORDER: SendField[] = [
  'questionnaire_template_id',
  'name',
  'company_ids',
  'company_types',
  'tax_year',
  'due_date',
  'first_scheduled_date',
  'frequency',
  'days_until_due',
  'include_prior_year_items',
  'deposit_required',
  'deposit_amount',
  'questions_to_create',
];

/** The DOM id of a field's control (focused when it is the first problem). */
export const fieldId = (field: SendField) => `send-field-${field}`;

/** Which payload field each form value feeds: editing a value clears that field's message. */
const VALUE_FIELD: Partial<Record<keyof SendFormValues, SendField[]>> = {
  templateId: ['questionnaire_template_id'],
  subject: ['name'],
  companyIds: ['company_ids', 'company_types'],
  companyTypes: ['company_ids', 'company_types'],
  taxYear: ['tax_year'],
  dueDate: ['due_date'],
  scheduled: ['due_date', 'first_scheduled_date', 'frequency'],
  sendDate: ['first_scheduled_date'],
  frequency: ['frequency'],
  daysUntilDue: ['days_until_due'],
  includePriorYearItems: ['questions_to_create'],
  depositRequired: ['deposit_required', 'deposit_amount'],
  depositAmount: ['deposit_amount'],
  items: ['questions_to_create'],
};

const DEFAULT_QUICK_PICK = DUE_DATE_QUICK_PICKS[1].days;
let nextKey = 1;
export const newItem = (question_type: ExtraItem['question_type'] = 'text'): ExtraItem => ({
  key: nextKey++,
  text: '',
  question_type,
  options: [],
});

export function initialSendValues(options: SendOptions, companyIds: number[], now: Date): SendFormValues {
  const today = utcDay(now);
  return {
    kind: 'template',
    templateId: null,
    subject: DEFAULT_CUSTOM_SUBJECT,
    companyIds,
    companyTypes: [],
    taxYear: options.default_tax_year,
    // Spec 001 §9: 2 weeks is the default quick pick.
    dueDate: addDays(today, DEFAULT_QUICK_PICK),
    scheduled: false,
    sendDate: today,
    frequency: 'once',
    daysUntilDue: DEFAULT_DAYS_UNTIL_DUE,
    includePriorYearItems: false,
    showUploadsAsChecklist: false,
    allOwnersSign: false,
    updateProfile: false,
    depositRequired: false,
    depositAmount: '',
    items: { template: [], custom: [newItem()], drop_off: [] },
  };
}

const toNumber = (v: number | string): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const n = Number(v.trim());
  return v.trim() && Number.isFinite(n) ? n : null;
};

/** The POST /api/send_questionnaires body of the form (spec 001 §3 template send payload). */
export function buildPayload(v: SendFormValues, { isDraft }: { isDraft: boolean }): SendQuestionnairesInput {
  const template = v.kind === 'template';
  // Only template sends are scheduled; the due date of a scheduled one is counted from each send.
  const scheduled = template && v.scheduled;
  const deposit = template && v.depositRequired;
  return {
    kind: v.kind,
    questionnaire_template_id: template ? v.templateId : null,
    name: v.kind === 'custom' ? v.subject.trim() : null,
    company_ids: [...v.companyIds],
    company_types: [...v.companyTypes],
    tax_year: v.taxYear,
    due_date: scheduled ? null : v.dueDate,
    days_until_due: scheduled ? toNumber(v.daysUntilDue) : null,
    frequency: scheduled ? v.frequency : null,
    first_scheduled_date: scheduled ? v.sendDate : null,
    include_prior_year_items: v.kind !== 'custom' && v.includePriorYearItems,
    show_uploads_as_document_checklist: template && v.showUploadsAsChecklist,
    all_owner_signature_required: template && v.allOwnersSign,
    deposit_required: deposit,
    deposit_amount: deposit ? toNumber(v.depositAmount) : null,
    update_profile_section: template && v.updateProfile,
    batch_sending: true,
    batch_reminder: false,
    document_popout_checklist_enabled: false,
    is_draft: isDraft,
    questions_to_create: v.items[v.kind].map((item) => ({
      text: item.text.trim(),
      question_type: v.kind === 'drop_off' ? 'upload' : item.question_type,
      options: v.kind === 'drop_off' ? item.options.map((o) => o.trim()).filter(Boolean) : [],
    })),
    custom_email_subject: null,
    custom_email_body: null,
  };
}

export const firstProblemField = (errors: SendErrors): SendField | undefined =>
  FIELD_ORDER.find((f) => errors[f]) ?? (Object.keys(errors)[0] as SendField | undefined);

/** The send form's state, its field messages and the shared rule (`sendProblems`) run on submit. */
export function useSendForm(options: SendOptions, companyIds: number[]) {
  const [values, setValues] = useState(() => initialSendValues(options, companyIds, new Date()));
  const [errors, setErrors] = useState<SendErrors>({});

  const set = useCallback(<K extends keyof SendFormValues>(key: K, value: SendFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    const cleared = VALUE_FIELD[key];
    if (cleared)
      setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([f]) => !cleared.includes(f as SendField))));
  }, []);

  const setItems = useCallback(
    (items: ExtraItem[]) => set('items', { ...values.items, [values.kind]: items }),
    [set, values.items, values.kind],
  );

  /** The payload and its problems under today's date and the firm's payments. */
  const check = (isDraft: boolean) => {
    const payload = buildPayload(values, { isDraft });
    const problems = sendProblems(payload, { now: new Date(), paymentsReady: options.payments_ready });
    return { payload, problems: problems as SendErrors };
  };

  return { values, set, setItems, errors, setErrors, check };
}

import { createVisibility } from './follow-ups.ts';
import { questionStatus } from './question-status.ts';
import { formatDisplayDate } from '../common/calendar-days.ts';
import type { QuestionLike, SectionLike } from './questionnaire.types.ts';
import { sectionKind } from './section-kind.ts';

/**
 * Questionnaire reminders (spec 001 §9 "Default reminder templates use placeholders ..."): the default
 * texts, the placeholders they read, and filling them for one client.
 */
export const REMINDER_PLACEHOLDERS = [
  'client_fname',
  'questionnaire_year',
  'questionnaire_name',
  'for_wording',
  'number_of_items_left',
  'by_due_date',
  'firm_name',
  'entity_name',
] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];
export type ReminderValues = Partial<Record<ReminderPlaceholder, string | number>>;

export interface ReminderTexts {
  reminder_email_subject: string;
  reminder_email_message: string;
  reminder_in_app_message: string;
  reminder_sms_message: string;
}

/** The texts a questionnaire's reminders use unless the firm saved its own for it. */
export const DEFAULT_REMINDER_TEXTS: ReminderTexts = {
  // One subject pattern for every email: "{Firm}: {what} — {entity}" (issue 38 §1).
  reminder_email_subject:
    '{firm_name}: reminder to complete your {questionnaire_year} {questionnaire_name} — {entity_name}',
  reminder_email_message:
    'Hi {client_fname},\n\n' +
    'This is a friendly reminder to complete your {questionnaire_year} {questionnaire_name}{for_wording}{by_due_date}. ' +
    'Items left to complete: {number_of_items_left}.\n\n' +
    'Thank you,\n{firm_name}',
  reminder_in_app_message:
    'Reminder: please complete your {questionnaire_year} {questionnaire_name}{for_wording}{by_due_date} ({number_of_items_left} items left).',
  reminder_sms_message:
    '{firm_name}: Hi {client_fname}, a reminder to complete your {questionnaire_year} {questionnaire_name}{for_wording}{by_due_date}.',
};

/**
 * Replaces every {placeholder} that has a value. Anything else in braces is left as written: a firm's
 * own wording may contain braces, and a typo in a placeholder should show rather than vanish.
 */
export function fillReminder(template: string, values: ReminderValues): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | number | undefined>)[name];
    return value === undefined ? whole : String(value);
  });
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** ' for {entity}' when the entity is not the client themself (a business, a trust), else ''. */
export const forWording = (companyName: string, clientFullName: string) =>
  companyName.trim() === '' || sameName(companyName, clientFullName) ? '' : ` for ${companyName.trim()}`;

/** ' by Mar 10, 2026' (spec 001 §9 display format) when there is a due date, else ''. */
export const byDueDate = (dueDate: string | null | undefined) => (dueDate ? ` by ${formatDisplayDate(dueDate)}` : '');

/** The values for one client of one questionnaire. */
export function reminderValues(input: {
  clientFname: string;
  clientLname: string;
  companyName: string;
  taxYear: number;
  questionnaireName: string;
  itemsLeft: number;
  dueDate: string | null;
  firmName: string;
}): Record<ReminderPlaceholder, string | number> {
  return {
    client_fname: input.clientFname,
    questionnaire_year: input.taxYear,
    questionnaire_name: input.questionnaireName,
    for_wording: forWording(input.companyName, `${input.clientFname} ${input.clientLname}`),
    number_of_items_left: input.itemsLeft,
    by_due_date: byDueDate(input.dueDate),
    firm_name: input.firmName,
    entity_name: input.companyName,
  };
}

/** A questionnaire's texts: its own where saved (non-empty), the defaults elsewhere. */
export function reminderTextsOf(own: Partial<Record<keyof ReminderTexts, string | null>>): ReminderTexts {
  const pick = (k: keyof ReminderTexts) => (own[k]?.trim() ? own[k]! : DEFAULT_REMINDER_TEXTS[k]);
  return {
    reminder_email_subject: pick('reminder_email_subject'),
    reminder_email_message: pick('reminder_email_message'),
    reminder_in_app_message: pick('reminder_in_app_message'),
    reminder_sms_message: pick('reminder_sms_message'),
  };
}

/**
 * {number_of_items_left}: the required questions the client is shown that are not completed (spec 001 §4
 * question status; an answer-later question is still left to do). Pass top-level questions only (entry
 * fields belong to their entries question). A checklist marked complete has nothing left.
 */
export function itemsLeft(sections: readonly SectionLike[], questions: readonly QuestionLike[]): number {
  const visibility = createVisibility(questions, sections);
  let left = 0;
  for (const s of sections) {
    const kind = sectionKind(s);
    if (kind !== 'questions' && kind !== 'document_checklist') continue;
    if (!visibility.sectionVisible(s) || (kind === 'document_checklist' && s.marked_completed)) continue;
    left += questions.filter(
      (q) =>
        String(q.section_id) === String(s.id) &&
        q.optional !== true &&
        visibility.questionVisible(q) &&
        questionStatus(q) !== 'completed',
    ).length;
  }
  return left;
}

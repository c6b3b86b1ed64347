import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ActionResult } from './questionnaire-actions';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

const reminderTextResponseSchema = z.object({
  reminder_email_subject: z.string(),
  reminder_email_message: z.string(),
  reminder_in_app_message: z.string(),
  reminder_sms_message: z.string(),
});
export type ReminderText = z.infer<typeof reminderTextResponseSchema>;

/** GET /api/questionnaires/{id}/reminder_text: the questionnaire's own texts, else the firm's defaults. */
export async function getReminderText(id: number, signal?: AbortSignal): Promise<ReminderText> {
  return reminderTextResponseSchema.parse(
    await api.get<unknown>(`/api/questionnaires/${id}/reminder_text`, { signal }),
  );
}

export const reminderTextQueryOptions = (id: number) =>
  queryOptions({ queryKey: questionnaireKeys.reminderText(id), queryFn: ({ signal }) => getReminderText(id, signal) });

export const useReminderText = (id: number | null) =>
  useQuery({ ...reminderTextQueryOptions(id ?? 0), enabled: id !== null });

/** POST /api/questionnaires/{id}/reminder_text: keeps the texts for this questionnaire's later reminders. */
export const saveReminderText = (id: number, text: ReminderText) =>
  api.post<ActionResult>(`/api/questionnaires/${id}/reminder_text`, text);

/**
 * POST /api/send_questionnaire_reminders. Without customize each questionnaire gets its own (or the
 * default) texts; with it, the texts given.
 */
export const sendReminders = (ids: number[], custom: ReminderText | null) =>
  api.post<ActionResult>('/api/send_questionnaire_reminders', {
    questionnaire_ids: ids,
    customize: custom !== null,
    ...(custom ?? {}),
  });

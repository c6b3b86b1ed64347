import { scheduledSendSchema, type ScheduledSend } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { sendKeys } from './send-options';

const scheduleListSchema = z.object({ items: z.array(scheduledSendSchema) });
const messageSchema = z.object({ message: z.string() });

/** GET /api/questionnaire_send_schedules: the firm's scheduled (once or recurring) sends. */
export async function listSendSchedules(signal?: AbortSignal): Promise<ScheduledSend[]> {
  return scheduleListSchema.parse(await api.get<unknown>('/api/questionnaire_send_schedules', { signal })).items;
}

export const sendSchedulesQueryOptions = () =>
  queryOptions({ queryKey: sendKeys.schedules(), queryFn: ({ signal }) => listSendSchedules(signal) });

export const useSendSchedules = () => useQuery(sendSchedulesQueryOptions());

/** DELETE /api/questionnaire_send_schedules/:id → {message: 'Scheduled send cancelled'}. */
export async function cancelSendSchedule(id: number): Promise<string> {
  return messageSchema.parse(await api.delete<unknown>(`/api/questionnaire_send_schedules/${id}`)).message;
}

export function useCancelSendSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSendSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sendKeys.schedules() }),
  });
}

import {
  customStatusListSchema,
  customStatusSchema,
  type CustomStatus,
  type CustomStatusChange,
  type CustomStatusInput,
} from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ActionResult } from './questionnaire-actions';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

export const customStatusKeys = { all: () => [...questionnaireKeys.all, 'custom-statuses'] as const };

/** GET /api/firm_custom_statuses: the firm's own statuses (deleted ones left out). */
export async function listCustomStatuses(signal?: AbortSignal): Promise<CustomStatus[]> {
  return customStatusListSchema.parse(await api.get<unknown>('/api/firm_custom_statuses', { signal })).items;
}

export const customStatusesQueryOptions = () =>
  queryOptions({ queryKey: customStatusKeys.all(), queryFn: ({ signal }) => listCustomStatuses(signal) });

export const useCustomStatuses = () => useQuery(customStatusesQueryOptions());

export const createCustomStatus = async (input: CustomStatusInput) =>
  customStatusSchema.parse(await api.post<unknown>('/api/firm_custom_statuses', input));

export const updateCustomStatus = async (id: number, input: CustomStatusInput) =>
  customStatusSchema.parse(await api.patch<unknown>(`/api/firm_custom_statuses/${id}`, input));

export const deleteCustomStatus = (id: number) => api.delete<ActionResult>(`/api/firm_custom_statuses/${id}`);

/** PATCH /api/questionnaires/{id}/custom_status: null clears it. */
export const setQuestionnaireStatus = (questionnaireId: number, statusId: number | null) =>
  api.patch<ActionResult>(`/api/questionnaires/${questionnaireId}/custom_status`, { firm_custom_status_id: statusId });

/** POST /api/send_custom_status_change: tells the clients (email, and SMS when a text is given). */
export const sendCustomStatusChange = (input: CustomStatusChange) =>
  api.post<ActionResult>('/api/send_custom_status_change', input);

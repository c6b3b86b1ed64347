import {
  sendProgressSchema,
  sendResultSchema,
  type SendProgress,
  type SendQuestionnairesInput,
  type SendResult,
} from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';
import { sendKeys } from './send-options';

/** POST /api/send_questionnaires: 202 once accepted; the questionnaires are made by a background batch. */
export async function sendQuestionnaires(body: SendQuestionnairesInput): Promise<SendResult> {
  return sendResultSchema.parse(await api.post<unknown>('/api/send_questionnaires', body));
}

export function useSendQuestionnaires() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuestionnaires,
    onSuccess: (result) => {
      if (result.scheduled_send_id !== null) void queryClient.invalidateQueries({ queryKey: sendKeys.schedules() });
    },
  });
}

/** GET /api/questionnaire_send_batches/:id: how far a batch has got. */
export async function getSendProgress(id: number, signal?: AbortSignal): Promise<SendProgress> {
  return sendProgressSchema.parse(await api.get<unknown>(`/api/questionnaire_send_batches/${id}`, { signal }));
}

export const SEND_PROGRESS_POLL_MS = 1000;
export const isSendFinished = (p: SendProgress | undefined) => p?.status === 'done' || p?.status === 'failed';

export const sendProgressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sendKeys.progress(id),
    queryFn: ({ signal }) => getSendProgress(id, signal),
    // Polled every second until the batch is done or failed (spec 001 §7 polling).
    refetchInterval: (query) => (isSendFinished(query.state.data) ? false : SEND_PROGRESS_POLL_MS),
    staleTime: 0,
  });

export function useSendProgress(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery(sendProgressQueryOptions(id));
  const finished = isSendFinished(query.data);
  // The lists that show questionnaires refresh once the batch has made them; the send's own queries (this
  // progress among them) are left alone, or each refresh would fetch the progress again, and again.
  const refreshLists = useCallback(
    () =>
      queryClient.invalidateQueries({
        queryKey: questionnaireKeys.all,
        refetchType: 'active',
        predicate: (q) => q.queryKey[1] !== sendKeys.all[1],
      }),
    [queryClient],
  );
  return { ...query, finished, refreshLists };
}

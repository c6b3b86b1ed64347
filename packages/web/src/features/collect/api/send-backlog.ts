import { BACKLOG_POLL_LIMIT_MS, BACKLOG_POLL_MS, sendBacklogSchema, type SendBacklog } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

/** GET /api/questionnaire_send_batches/backlog: questionnaires the firm's sends have still to make. */
export async function getSendBacklog(signal?: AbortSignal): Promise<SendBacklog> {
  return sendBacklogSchema.parse(await api.get<unknown>('/api/questionnaire_send_batches/backlog', { signal }));
}

/** The backlog, read every 3 s while there is one, for at most 60 s from `since` (spec 001 §7 Polling). */
export const useSendBacklog = (since: number) =>
  useQuery({
    queryKey: [...questionnaireKeys.all, 'backlog', since],
    queryFn: ({ signal }) => getSendBacklog(signal),
    retry: false,
    refetchInterval: (query) =>
      (query.state.data?.backlog_count ?? 0) > 0 && Date.now() - since < BACKLOG_POLL_LIMIT_MS
        ? BACKLOG_POLL_MS
        : false,
  });

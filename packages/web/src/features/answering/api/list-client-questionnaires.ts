import type { clientQuestionnairesSchema } from '@portal/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { fetchedBefore, listenLive } from '../../../lib/realtime-catch-up';
import { useRealtime } from '../../../lib/realtime-context';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

/**
 * The schema answers are checked with, fetched the first time: zod stays out of the dashboard's first load (issue 22
 * §4). The session's loader starts it for a client as soon as it knows one is signed in, beside the shell's code.
 */
export const loadClientQuestionnairesSchema = () => import('./client-questionnaires-schema');

export type ClientQuestionnaires = z.infer<typeof clientQuestionnairesSchema>;

/** GET /api/client/questionnaires?companyHash= (get_client_questionnaires): the client's dashboard cards. */
export async function listClientQuestionnaires(
  companyHash: string | null,
  signal?: AbortSignal,
): Promise<ClientQuestionnaires> {
  const [{ clientQuestionnairesSchema }, data] = await Promise.all([
    loadClientQuestionnairesSchema(),
    api.get<unknown>('/api/client/questionnaires', { query: { companyHash: companyHash ?? undefined }, signal }),
  ]);
  return clientQuestionnairesSchema.parse(data);
}

export const clientQuestionnairesQueryOptions = (companyHash: string | null) =>
  queryOptions({
    queryKey: questionnaireKeys.clientList(companyHash),
    queryFn: ({ signal }) => listClientQuestionnaires(companyHash, signal),
  });

/**
 * The dashboard's list; it also says whether the entity has tax returns (the heading and the empty state), so
 * a return delivered or moved on meanwhile reads it again (and the socket's opening, if read before it).
 */
export function useClientQuestionnaires(companyHash: string | null) {
  const query = useQuery(clientQuestionnairesQueryOptions(companyHash));
  const realtime = useRealtime();
  const queryClient = useQueryClient();
  const { refetch } = query;
  useEffect(
    () =>
      listenLive(
        realtime,
        (event) => {
          if (event.type === 'tax_return_updated') void refetch();
        },
        (openedAt) =>
          void queryClient.invalidateQueries({
            queryKey: questionnaireKeys.clientList(companyHash),
            exact: true,
            predicate: fetchedBefore(openedAt),
          }),
      ),
    [realtime, refetch, queryClient, companyHash],
  );
  return query;
}

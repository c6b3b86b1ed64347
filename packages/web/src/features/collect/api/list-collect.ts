import { collectListSchema, type CollectList } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questionnaireKeys, type CollectListParams } from '../../../lib/questionnaires/questionnaire-keys';

/** GET /api/v2/questionnaires: one page of Collect, sorted, searched and filtered by the server. */
export async function listCollect(params: CollectListParams, signal?: AbortSignal): Promise<CollectList> {
  return collectListSchema.parse(await api.get<unknown>('/api/v2/questionnaires', { query: params, signal }));
}

export const collectListQueryOptions = (params: CollectListParams) =>
  queryOptions({
    queryKey: questionnaireKeys.collect(params),
    queryFn: ({ signal }) => listCollect(params, signal),
    // The rows stay while the next page, sort or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useCollectList = (params: CollectListParams) => useQuery(collectListQueryOptions(params));

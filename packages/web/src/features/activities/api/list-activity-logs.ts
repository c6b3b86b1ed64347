import { ACTIVITY_PAGE_SIZE, activityPageSchema } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ActivityScope {
  companyId?: number;
  userId?: number;
  /** One questionnaire's activities (the firm's questionnaire preview). */
  questionnaireId?: number;
  typeId?: number | null;
  search?: string;
}

export const activityKeys = {
  all: ['activities'] as const,
  page: (scope: ActivityScope, page: number) => [...activityKeys.all, scope, page] as const,
};

/** GET /api/v2/activity_logs: one page of 32 (spec 000 §9), by entity, user, questionnaire, type and search. */
export async function listActivityLogs(scope: ActivityScope, page: number, signal?: AbortSignal) {
  return activityPageSchema.parse(
    await api.get<unknown>('/api/v2/activity_logs', {
      query: {
        page,
        per_page: ACTIVITY_PAGE_SIZE,
        company_id: scope.companyId,
        user_id: scope.userId,
        questionnaire_id: scope.questionnaireId,
        type_id: scope.typeId ?? undefined,
        search: scope.search || undefined,
      },
      signal,
    }),
  );
}

export type ActivityLog = Awaited<ReturnType<typeof listActivityLogs>>['activity_logs'][number];

export const activityLogsQueryOptions = (scope: ActivityScope, page: number) =>
  queryOptions({
    queryKey: activityKeys.page(scope, page),
    queryFn: ({ signal }) => listActivityLogs(scope, page, signal),
    placeholderData: keepPreviousData,
  });

export const useActivityLogs = (scope: ActivityScope, page: number) => useQuery(activityLogsQueryOptions(scope, page));

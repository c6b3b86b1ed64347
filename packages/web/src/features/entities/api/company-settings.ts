import { companySettingsResponseSchema, type CompanySettings, type CompanySettingsUpdate } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-keys';

const settingsKey = (companyId: number) => [...entityKeys.byId(companyId), 'settings'] as const;

/** GET /api/companies/{id}/settings: folders where client actions are disabled, and the export order. */
export async function getCompanySettings(companyId: number, signal?: AbortSignal): Promise<CompanySettings> {
  return companySettingsResponseSchema.parse(
    await api.get<unknown>(`/api/companies/${companyId}/settings`, { signal }),
  );
}

export const companySettingsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: settingsKey(companyId), queryFn: ({ signal }) => getCompanySettings(companyId, signal) });

export const useCompanySettings = (companyId: number) => useQuery(companySettingsQueryOptions(companyId));

/** PATCH /api/companies/{id}/settings: either list or both, each replacing the stored one. */
export const updateCompanySettings = async (companyId: number, update: CompanySettingsUpdate) =>
  companySettingsResponseSchema.parse(await api.patch<unknown>(`/api/companies/${companyId}/settings`, update));

export const useUpdateCompanySettings = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CompanySettingsUpdate) => updateCompanySettings(companyId, update),
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(companyId), saved),
  });
};

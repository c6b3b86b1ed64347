import { firmGroupsResponseSchema, type FirmGroup, type FirmGroupsResponse } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../session/api/get-current-user';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/firm_groups: whether groups are on, and each group with its users and entities. */
export async function listFirmGroups(signal?: AbortSignal): Promise<FirmGroupsResponse> {
  return firmGroupsResponseSchema.parse(await api.get<unknown>('/api/firm_groups', { signal }));
}

export const firmGroupsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.groups(), queryFn: ({ signal }) => listFirmGroups(signal) });

export const useFirmGroups = () => useQuery(firmGroupsQueryOptions());

/** POST /api/firm_groups {name} (new) or PATCH /api/firm_groups/{id} {name} (rename). */
export const saveFirmGroup = (id: number | null, name: string) =>
  id === null
    ? api.post<FirmGroup>('/api/firm_groups', { name })
    : api.patch<FirmGroup>(`/api/firm_groups/${id}`, { name });

/** DELETE /api/firm_groups/{id}: refused while the group still has users or entities. */
export const deleteFirmGroup = (id: number) => api.delete<null>(`/api/firm_groups/${id}`);

/** The group pickers of other screens read the groups from the current user's firm, so it is reloaded too. */
function useRefreshGroups() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.groups() }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
}

export const useSaveFirmGroup = () => {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: ({ id, name }: { id: number | null; name: string }) => saveFirmGroup(id, name),
    meta: { silent: true },
    onSuccess: refresh,
  });
};

export const useDeleteFirmGroup = () => {
  const refresh = useRefreshGroups();
  return useMutation({ mutationFn: deleteFirmGroup, meta: { silent: true }, onSuccess: refresh });
};

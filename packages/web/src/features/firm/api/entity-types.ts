import { entityTypeUsageSchema, type EntityTypeInput, type EntityTypeUsage } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/entity_types/usage: built-in types, then the firm's own, each with how many entities use it. */
export async function listEntityTypeUsage(signal?: AbortSignal): Promise<EntityTypeUsage[]> {
  return entityTypeUsageSchema.array().parse(await api.get<unknown>('/api/entity_types/usage', { signal }));
}

export const entityTypeUsageQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.entityTypes(), queryFn: ({ signal }) => listEntityTypeUsage(signal) });

export const useEntityTypeUsage = () => useQuery(entityTypeUsageQueryOptions());

/** POST /api/entity_types {name, individuals_allowed}. */
export const createEntityType = (input: EntityTypeInput) => api.post<EntityTypeUsage>('/api/entity_types', input);

/** DELETE /api/entity_types/{id}: refused while an entity uses the type. */
export const deleteEntityType = (id: number) => api.delete<null>(`/api/entity_types/${id}`);

/**
 * The entity dialogs offer the types from GET /api/entity_types (the entities feature caches it under
 * ['entities', 'types']), so that list is reloaded with this one.
 */
function useRefreshEntityTypes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.entityTypes() }),
      queryClient.invalidateQueries({ queryKey: ['entities', 'types'] }),
    ]);
}

export const useCreateEntityType = () => {
  const refresh = useRefreshEntityTypes();
  return useMutation({ mutationFn: createEntityType, meta: { silent: true }, onSuccess: refresh });
};

export const useDeleteEntityType = () => {
  const refresh = useRefreshEntityTypes();
  return useMutation({ mutationFn: deleteEntityType, meta: { silent: true }, onSuccess: refresh });
};

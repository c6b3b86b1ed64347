import { entityDetailSchema, type CreateEntityInput, type EntityDetail } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-keys';

/** The body as createEntitySchema leaves it: optional fields are null when empty. */
export type CreateEntityBody = CreateEntityInput;

/** POST /api/companies: another entity for an existing client. 409 `fields.name` 'Entity Name already exists.'. */
export async function createEntity(body: CreateEntityBody): Promise<EntityDetail> {
  return entityDetailSchema.parse(await api.post<unknown>('/api/companies', body));
}

export function useCreateEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEntity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
}

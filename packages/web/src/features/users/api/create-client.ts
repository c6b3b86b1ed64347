import { createClientResponseSchema, type CreateClientInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export type CreateClientResult = ReturnType<typeof createClientResponseSchema.parse>;

/**
 * POST /api/users/create_client_from_api: the client, an optional spouse and their first entity. 409 puts
 * 'This email already exists' on `email` or `spouse.email`; 400 puts the other rules on their fields.
 */
export async function createClient(input: CreateClientInput): Promise<CreateClientResult> {
  return createClientResponseSchema.parse(await api.post<unknown>('/api/users/create_client_from_api', input));
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

import type { AddSpouseInput } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-keys';
import { updateEntity } from './update-entity';

export interface EntitySpouse {
  id: number;
  uid: string;
  full_name: string;
  email: string | null;
}

/** GET /api/companies/{id}/spouse (spec 000 §7): the entity's spouse, or null. */
export const getEntitySpouse = (id: number, signal?: AbortSignal) =>
  api.get<{ spouse: EntitySpouse | null }>(`/api/companies/${id}/spouse`, { signal });

export const entitySpouseQueryOptions = (id: number) =>
  queryOptions({ queryKey: entityKeys.spouse(id), queryFn: ({ signal }) => getEntitySpouse(id, signal) });

export const useEntitySpouse = (id: number) => useQuery(entitySpouseQueryOptions(id));

export interface SpouseSave {
  id: number;
  /** A spouse to add (POST /api/companies/{id}/spouse); left out when the entity has one. */
  spouse?: AddSpouseInput;
  /** The spouse's SSN as typed (PATCH /api/companies/{id} spouse_ssn); left out when unchanged, '' clears it. */
  spouseSsn?: string;
}

/** Adds the spouse, then stores their SSN on the entity (it answers it masked). */
export function useSaveSpouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, spouse, spouseSsn }: SpouseSave) => {
      if (spouse) await api.post(`/api/companies/${id}/spouse`, spouse);
      if (spouseSsn !== undefined) await updateEntity(id, { spouse_ssn: spouseSsn === '' ? null : spouseSsn });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: entityKeys.all }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { entityKeys } from './entity-keys';
import { listEntities } from './list-entities';

/**
 * A client's entities for the user view: the Entities list searched by the client's email (the server
 * matches entity names and primary contact emails), keeping the entities the client owns.
 */
export async function listUserEntities(userId: number, email: string, signal?: AbortSignal) {
  const page = await listEntities(
    {
      page: 0,
      rowsPerPage: 50,
      sortBy: 'name',
      descending: false,
      search: email,
      firmGroupId: null,
      filters: {},
    },
    signal,
  );
  return page.entities.filter((e) => e.user_id === userId || e.owners.some((o) => o.id === userId));
}

export const userEntitiesQueryOptions = (userId: number, email: string) =>
  queryOptions({
    queryKey: entityKeys.ofUser(userId, email),
    queryFn: ({ signal }) => listUserEntities(userId, email, signal),
  });

export const useUserEntities = (userId: number, email: string | null) =>
  useQuery({ ...userEntitiesQueryOptions(userId, email ?? ''), enabled: !!email });

import { ALL_ROWS, entityListResponseSchema, userListResponseSchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toListQuery } from '../../../lib/list-query';
import { massEmailKeys } from './mass-email-keys';

/** Each entity type and the clients who own an entity of it. */
export type RecipientEntityTypes = Map<string, Set<number>>;

/*
 * GET /api/v2/entities and /api/v2/users belong to the entities and users features; features do not import
 * each other (ARCHITECTURE rule 7), so the picker has its own small fetchers with the same query format.
 */

/** The firm's active entities, once, as entity type → owners: the picker filters by entity type locally. */
export async function listRecipientEntityTypes(signal?: AbortSignal): Promise<RecipientEntityTypes> {
  const query = toListQuery({
    page: 0,
    rowsPerPage: ALL_ROWS,
    sortBy: 'name',
    descending: false,
    search: '',
    firmGroupId: null,
    filters: { inactive: false },
  });
  const data = entityListResponseSchema.parse(await api.get<unknown>('/api/v2/entities', { query, signal }));
  const byType: RecipientEntityTypes = new Map();
  for (const e of data.entities ?? []) {
    const owners = byType.get(e.entity_type) ?? new Set<number>();
    for (const o of e.owners) owners.add(o.id);
    if (e.user_id !== null) owners.add(e.user_id);
    byType.set(e.entity_type, owners);
  }
  return byType;
}

export interface FirmUser {
  id: number;
  full_name: string;
}

/** The firm's staff, for the assigned firm user filter. */
export async function listFirmUsers(signal?: AbortSignal): Promise<FirmUser[]> {
  const query = toListQuery({
    page: 0,
    rowsPerPage: ALL_ROWS,
    sortBy: 'name',
    descending: false,
    search: '',
    firmGroupId: null,
    filters: { is_advisor: true },
  });
  const data = userListResponseSchema.parse(await api.get<unknown>('/api/v2/users', { query, signal }));
  return (data.users ?? []).map(({ id, full_name }) => ({ id, full_name }));
}

export const useRecipientEntityTypes = (enabled: boolean) =>
  useQuery({
    queryKey: massEmailKeys.entityTypes(),
    queryFn: ({ signal }) => listRecipientEntityTypes(signal),
    enabled,
  });

export const useFirmUsers = (enabled: boolean) =>
  useQuery({ queryKey: massEmailKeys.firmUsers(), queryFn: ({ signal }) => listFirmUsers(signal), enabled });

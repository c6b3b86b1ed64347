import { entityDetailSchema, type EntityDetail } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { entityKeys } from './entity-keys';

/** GET /api/companies/get_company_by_hash_id: the entity view's entity; 404 when it is not visible. */
export async function getEntityByHash(hashId: string, signal?: AbortSignal): Promise<EntityDetail> {
  return entityDetailSchema.parse(
    await api.get<unknown>('/api/companies/get_company_by_hash_id', { query: { hash_id: hashId }, signal }),
  );
}

/** GET /api/companies/{id}: used to find a new entity's hash after it was created. */
export async function getEntityById(id: number, signal?: AbortSignal): Promise<EntityDetail> {
  return entityDetailSchema.parse(await api.get<unknown>(`/api/companies/${id}`, { signal }));
}

export const entityByHashQueryOptions = (hashId: string) =>
  queryOptions({ queryKey: entityKeys.byHash(hashId), queryFn: ({ signal }) => getEntityByHash(hashId, signal) });

export const entityByIdQueryOptions = (id: number) =>
  queryOptions({ queryKey: entityKeys.byId(id), queryFn: ({ signal }) => getEntityById(id, signal) });

export const useEntityByHash = (hashId: string) => useQuery(entityByHashQueryOptions(hashId));

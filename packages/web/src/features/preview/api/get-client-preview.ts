import type { AssignedCompany, User } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/preview/users/{id}: the client as they see themselves, with their active entities only. */
export interface ClientPreview {
  user: User;
  companies: AssignedCompany[];
}

export const previewKeys = {
  all: ['preview'] as const,
  user: (id: number) => ['preview', 'users', id] as const,
};

export async function getClientPreview(id: number, signal?: AbortSignal): Promise<ClientPreview> {
  const data = await api.get<ClientPreview>(`/api/preview/users/${id}`, { signal });
  // The server lists active entities only; inactive ones are dropped here as well, as clients never see them.
  return { ...data, companies: data.companies.filter((c) => !c.inactive) };
}

export const clientPreviewQueryOptions = (id: number) =>
  queryOptions({ queryKey: previewKeys.user(id), queryFn: ({ signal }) => getClientPreview(id, signal) });

export const useClientPreview = (id: number, enabled = true) => useQuery({ ...clientPreviewQueryOptions(id), enabled });

import { ALL_ROWS, userListResponseSchema, type Tag } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { massEmailKeys } from './mass-email-keys';

/** A mass-email recipient (spec 000 §3): id, full_name, email, assigned_advisor_id, and tags to filter by. */
export interface MassEmailRecipient {
  id: number;
  full_name: string;
  email: string | null;
  assigned_advisor_id: number | null;
  contact_tags: Tag[];
}

/** GET /api/v2/users with rows_per_page -1: every client the caller may write to (spec 000 §9), by name. */
export async function listRecipients(signal?: AbortSignal): Promise<MassEmailRecipient[]> {
  const data = userListResponseSchema.parse(
    await api.get<unknown>('/api/v2/users', {
      query: { page: 0, rows_per_page: ALL_ROWS, sort_by: 'name', descending: false },
      signal,
    }),
  );
  return (data.users ?? []).map(({ id, full_name, email, assigned_advisor_id, contact_tags }) => ({
    id,
    full_name,
    email,
    assigned_advisor_id,
    contact_tags,
  }));
}

export const recipientsQueryOptions = () =>
  queryOptions({ queryKey: massEmailKeys.recipients(), queryFn: ({ signal }) => listRecipients(signal) });

export const useRecipients = (enabled: boolean) => useQuery({ ...recipientsQueryOptions(), enabled });

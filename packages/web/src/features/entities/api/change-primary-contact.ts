import type { EntityDetail } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** POST /api/companies/{id}/change_primary_contact {user_id}: one of the owners. */
export const changePrimaryContact = (id: number, userId: number) =>
  api.post<EntityDetail>(`/api/companies/${id}/change_primary_contact`, { user_id: userId });

import type { EntityDetail } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** PATCH /api/companies/{id}/update_client_assignment: the client manager or CPA; null clears it. */
export const updateSpecialRole = (id: number, specialRole: 'client_manager' | 'cpa', userId: number | null) =>
  api.patch<EntityDetail>(`/api/companies/${id}/update_client_assignment`, {
    special_role: specialRole,
    user_id: userId,
  });

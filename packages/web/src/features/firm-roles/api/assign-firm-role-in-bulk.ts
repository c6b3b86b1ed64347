import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/firm_roles/assign_in_bulk {firmRoleId, companyIds, userId}: replaces each entity's holder. */
export const assignFirmRoleInBulk = (input: { firmRoleId: number; companyIds: number[]; userId: number }) =>
  api.post<{ updated: number }>('/api/firm_roles/assign_in_bulk', input);

export const useAssignFirmRoleInBulk = () =>
  useMutation({
    mutationFn: assignFirmRoleInBulk,
    // The dialogs show the server's message beside what the user chose.
    meta: { silent: true },
  });

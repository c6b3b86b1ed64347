import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/firm_roles/unassign {firmRoleId, companyId}: the role has no holder on the entity. */
export const unassignFirmRole = (input: { firmRoleId: number; companyId: number }) =>
  api.post<void>('/api/firm_roles/unassign', input);

export const useUnassignFirmRole = () =>
  useMutation({
    mutationFn: unassignFirmRole,
    // The dialogs show the server's message beside what the user chose.
    meta: { silent: true },
  });

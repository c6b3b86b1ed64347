import { assignmentResultSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type FirmRoleAssignmentResult = ReturnType<typeof assignmentResultSchema.parse>;

/** POST /api/firm_roles/assign {firmRoleId, companyId, userId}: one holder per role and entity. */
export async function assignFirmRole(input: {
  firmRoleId: number;
  companyId: number;
  userId: number;
}): Promise<FirmRoleAssignmentResult> {
  return assignmentResultSchema.parse(await api.post<unknown>('/api/firm_roles/assign', input));
}

export const useAssignFirmRole = () =>
  useMutation({
    mutationFn: assignFirmRole,
    // The dialogs show the server's message beside what the user chose.
    meta: { silent: true },
  });

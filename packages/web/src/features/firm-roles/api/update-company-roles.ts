import { assignmentResultSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type FirmRoleAssignmentResult = ReturnType<typeof assignmentResultSchema.parse>;

/**
 * PATCH /api/companies/{id}/update_roles {firmRoleId, userId} (spec 000 §7): who holds one firm role on the
 * entity; userId null leaves the role without a holder.
 */
export async function updateCompanyRoles(input: {
  companyId: number;
  firmRoleId: number;
  userId: number | null;
}): Promise<FirmRoleAssignmentResult> {
  const { companyId, ...body } = input;
  return assignmentResultSchema.parse(await api.patch<unknown>(`/api/companies/${companyId}/update_roles`, body));
}

export const useUpdateCompanyRoles = () =>
  useMutation({
    mutationFn: updateCompanyRoles,
    // The dialog shows the server's message beside what the user chose.
    meta: { silent: true },
  });

import type { StaffMember, UpdateStaffInput } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { useStaffMutation } from './use-staff-mutation';

/** PATCH /api/firm_users/{id}: the access level and/or group (null clears the group). */
export const updateStaff = ({ id, changes }: { id: number; changes: UpdateStaffInput }) =>
  api.patch<StaffMember>(`/api/firm_users/${id}`, changes);

export const useUpdateStaff = () => useStaffMutation(updateStaff);

import type { StaffMember } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { useStaffMutation } from './use-staff-mutation';

/** POST /api/firm_users/{id}/deactivate: they are signed out at once and cannot sign in. */
export const deactivateStaff = (id: number) => api.post<StaffMember>(`/api/firm_users/${id}/deactivate`);

export const useDeactivateStaff = () => useStaffMutation(deactivateStaff);

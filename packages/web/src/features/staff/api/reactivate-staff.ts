import type { StaffMember } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { useStaffMutation } from './use-staff-mutation';

/** POST /api/firm_users/{id}/reactivate: they may sign in again. */
export const reactivateStaff = (id: number) => api.post<StaffMember>(`/api/firm_users/${id}/reactivate`);

export const useReactivateStaff = () => useStaffMutation(reactivateStaff);

import type { InviteStaffInput, StaffMember } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { useStaffMutation } from './use-staff-mutation';

/** POST /api/firm_users/invite: adds the staff member and emails them a link to choose how they sign in. */
export const inviteStaff = (input: InviteStaffInput) => api.post<StaffMember>('/api/firm_users/invite', input);

export const useInviteStaff = () => useStaffMutation(inviteStaff);

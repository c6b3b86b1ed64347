import type { StaffMember } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { useStaffMutation } from './use-staff-mutation';

/** POST /api/firm_users/{id}/resend_invite: a fresh link for someone who has not signed in yet. */
export const resendInvite = (id: number) => api.post<StaffMember>(`/api/firm_users/${id}/resend_invite`);

export const useResendInvite = () => useStaffMutation(resendInvite);

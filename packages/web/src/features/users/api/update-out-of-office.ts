import type { UpdateOutOfOfficeInput } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface OutOfOfficeResult {
  advisor_out_of_office: boolean;
  advisor_out_of_office_message: string | null;
  message: string;
}

/** POST /api/users/update_out_of_office: the signed-in advisor's own out-of-office setting. */
export const updateOutOfOffice = (input: UpdateOutOfOfficeInput) =>
  api.post<OutOfOfficeResult>('/api/users/update_out_of_office', input);

export const useUpdateOutOfOffice = () => useMutation({ mutationFn: updateOutOfOffice });

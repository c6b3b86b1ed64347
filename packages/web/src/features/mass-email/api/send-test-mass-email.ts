import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface TestMassEmailInput {
  subject: string;
  body: string;
}

/** POST /api/advisors/send_test_mass_message: the email as a client gets it, sent to the caller. */
export const sendTestMassEmail = (input: TestMassEmailInput) =>
  api.post<{ message: string }>('/api/advisors/send_test_mass_message', input);

export const useSendTestMassEmail = () => useMutation({ mutationFn: sendTestMassEmail });

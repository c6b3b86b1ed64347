import { massEmailStatusSchema, type MassEmailInput } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/advisors/send_mass_message: queued for a job that sends; the answer carries its progress. */
export async function sendMassEmail(input: MassEmailInput) {
  const res = await api.post<{ message: string; mass_email: unknown }>('/api/advisors/send_mass_message', input);
  return { message: res.message, mass_email: massEmailStatusSchema.parse(res.mass_email) };
}

export const useSendMassEmail = () => useMutation({ mutationFn: sendMassEmail });

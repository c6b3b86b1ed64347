import { checkEmailResponseSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export type EmailAvailability = ReturnType<typeof checkEmailResponseSchema.parse>;

/** POST /api/users/check_email_availability {email} → {is_available, user}. */
export async function checkEmailAvailability(email: string, signal?: AbortSignal): Promise<EmailAvailability> {
  return checkEmailResponseSchema.parse(
    await api.post<unknown>('/api/users/check_email_availability', { email }, { signal }),
  );
}

export const emailAvailabilityQueryOptions = (email: string) =>
  queryOptions({
    queryKey: userKeys.emailCheck(email),
    queryFn: ({ signal }) => checkEmailAvailability(email, signal),
    staleTime: 10_000,
  });

/** Asks only for a plausible address; an empty or half-typed one is not checked. */
export const useEmailAvailability = (email: string) => {
  const normalized = email.trim().toLowerCase();
  return useQuery({
    ...emailAvailabilityQueryOptions(normalized),
    enabled: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized),
  });
};

import { testCheckoutPaidSchema, testCheckoutSchema } from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** GET /api/test-checkout/{sessionId}: the portal's own test-mode checkout session. */
export async function getTestCheckout(sessionId: string, signal?: AbortSignal): Promise<TestCheckout> {
  return testCheckoutSchema.parse(
    await api.get<unknown>(`/api/test-checkout/${encodeURIComponent(sessionId)}`, { signal }),
  );
}

/** POST /api/test-checkout/{sessionId}/pay: answers where the browser goes next. */
export async function payTestCheckout(sessionId: string): Promise<string> {
  const data = await api.post<unknown>(`/api/test-checkout/${encodeURIComponent(sessionId)}/pay`);
  return testCheckoutPaidSchema.parse(data).redirect_url;
}

export const useTestCheckout = (sessionId: string) =>
  useQuery({
    queryKey: paymentKeys.testCheckout(sessionId),
    queryFn: ({ signal }) => getTestCheckout(sessionId, signal),
  });

export const usePayTestCheckout = (sessionId: string) => useMutation({ mutationFn: () => payTestCheckout(sessionId) });

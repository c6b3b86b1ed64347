import { testVerificationSchema, type TestVerificationOutcome } from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const path = (sessionId: string) => `/api/test_verification/${encodeURIComponent(sessionId)}`;

/** GET /api/test_verification/{sessionId}: the built-in test mode's session, for the signer it is for. */
export const useTestVerification = (sessionId: string) =>
  useQuery({
    queryKey: ['identity', 'test-verification', sessionId],
    queryFn: async ({ signal }) => testVerificationSchema.parse(await api.get<unknown>(path(sessionId), { signal })),
  });

/** POST /api/test_verification/{sessionId}: the tester's outcome; answers where the browser goes back to. */
export const useCompleteTestVerification = (sessionId: string) =>
  useMutation({
    mutationFn: async (outcome: TestVerificationOutcome) =>
      z.object({ redirect_url: z.string() }).parse(await api.post<unknown>(path(sessionId), outcome)).redirect_url,
  });

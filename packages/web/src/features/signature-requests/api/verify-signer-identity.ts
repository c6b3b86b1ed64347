import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * POST /api/signature_requests/{id}/verify_identity: opens the signer's identity check and answers the
 * provider's page (Stripe's is single-use: go there at once, never keep it).
 */
export const useVerifySignerIdentity = (id: number) =>
  useMutation({
    mutationFn: async () =>
      z.object({ url: z.string() }).parse(await api.post<unknown>(`/api/signature_requests/${id}/verify_identity`)).url,
  });

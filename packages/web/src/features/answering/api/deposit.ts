import {
  checkoutSessionSchema,
  depositStatusResultSchema,
  verifyCheckoutSchema,
  type QuestionnaireDetail,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

export type DepositStatusResult = z.infer<typeof depositStatusResultSchema>;

/** POST /api/questionnaires/{id}/deposit/checkout (create_checkout_session): where the browser pays. */
export async function createDepositCheckout(questionnaireId: number): Promise<string> {
  const data = await api.post<unknown>(`/api/questionnaires/${questionnaireId}/deposit/checkout`);
  return checkoutSessionSchema.parse(data).checkout_url;
}

/** POST /api/questionnaires/{id}/deposit/verify (verify_checkout_session) after the checkout returns. */
export async function verifyDepositCheckout(questionnaireId: number, sessionId: string): Promise<DepositStatusResult> {
  const body = verifyCheckoutSchema.parse({ session_id: sessionId });
  const data = await api.post<unknown>(`/api/questionnaires/${questionnaireId}/deposit/verify`, body);
  return depositStatusResultSchema.parse(data);
}

export function useCreateDepositCheckout(questionnaireId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createDepositCheckout(questionnaireId),
    // A refusal may mean an earlier payment was found (409 'Deposit paid'): show the deposit as it now stands.
    onError: () => queryClient.invalidateQueries({ queryKey: questionnaireKeys.detail(questionnaireId) }),
  });
}

export function useVerifyDepositCheckout(questionnaireId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => verifyDepositCheckout(questionnaireId, sessionId),
    onSuccess: ({ deposit_status }) =>
      queryClient.setQueryData<QuestionnaireDetail>(questionnaireKeys.detail(questionnaireId), (q) =>
        q ? { ...q, deposit_status } : q,
      ),
  });
}

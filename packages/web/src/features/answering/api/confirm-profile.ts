import { confirmProfileSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ConfirmProfileInput = z.input<typeof confirmProfileSchema>;

/** POST /api/questionnaires/{id}/confirm-profile: the client's 'Confirm this information' before submitting. */
export async function confirmProfile(questionnaireId: number, input: ConfirmProfileInput): Promise<void> {
  await api.post<unknown>(`/api/questionnaires/${questionnaireId}/confirm-profile`, confirmProfileSchema.parse(input));
}

export const useConfirmProfile = (questionnaireId: number) =>
  useMutation({ mutationFn: (input: ConfirmProfileInput) => confirmProfile(questionnaireId, input) });

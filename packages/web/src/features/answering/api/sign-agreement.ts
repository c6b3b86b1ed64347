import {
  questionnaireChangeSchema,
  questionnaireMessages,
  signAgreementSchema,
  type QuestionnaireChange,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApplyChange } from '../../../lib/questionnaires/apply-change';

export type SignAgreementInput = z.infer<typeof signAgreementSchema>;

/** POST /api/questionnaires/{id}/signatures/{signatureId}/sign (sign_agreement). */
export async function signAgreement(
  questionnaireId: number,
  signatureId: number,
  input: SignAgreementInput,
): Promise<QuestionnaireChange> {
  const body = signAgreementSchema.parse(input);
  const data = await api.post<unknown>(`/api/questionnaires/${questionnaireId}/signatures/${signatureId}/sign`, body);
  return questionnaireChangeSchema.parse(data);
}

/** POST /api/questionnaires/{id}/signatures/{signatureId}/unsign. */
export async function unsignAgreement(questionnaireId: number, signatureId: number): Promise<QuestionnaireChange> {
  const data = await api.post<unknown>(`/api/questionnaires/${questionnaireId}/signatures/${signatureId}/unsign`);
  return questionnaireChangeSchema.parse(data);
}

export function useSignAgreement(questionnaireId: number) {
  const applyChange = useApplyChange(questionnaireId);
  return useMutation({
    mutationFn: ({ signatureId, ...input }: SignAgreementInput & { signatureId: number }) =>
      signAgreement(questionnaireId, signatureId, input),
    onSuccess: applyChange,
  });
}

export function useUnsignAgreement(questionnaireId: number) {
  const applyChange = useApplyChange(questionnaireId);
  return useMutation({
    mutationFn: (signatureId: number) => unsignAgreement(questionnaireId, signatureId),
    onSuccess: (change) => {
      applyChange(change);
      notify.success(questionnaireMessages.signatureUnsigned);
    },
  });
}

import { signersSchema, type Signer } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ActionResult } from './questionnaire-actions';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

export const signerKeys = {
  of: (questionnaireId: number) => [...questionnaireKeys.all, 'signers', questionnaireId] as const,
};

/** GET /api/questionnaires/{id}/signers: the entity's owners, who may be asked to sign. */
export async function listSigners(questionnaireId: number, signal?: AbortSignal): Promise<Signer[]> {
  const body = signersSchema.parse(
    await api.get<unknown>(`/api/questionnaires/${questionnaireId}/signers`, { signal }),
  );
  return body.items;
}

export const signersQueryOptions = (questionnaireId: number) =>
  queryOptions({
    queryKey: signerKeys.of(questionnaireId),
    queryFn: ({ signal }) => listSigners(questionnaireId, signal),
  });

export const useSigners = (questionnaireId: number) => useQuery(signersQueryOptions(questionnaireId));

/** POST /api/add_signature_request: a pending signature for one owner on one engagement letter. */
export const addSignatureRequest = (input: { questionnaire_id: number; section_id: number; user_id: number }) =>
  api.post<ActionResult>('/api/add_signature_request', input);

/** POST /api/remove_signature: a pending or not-needed request only; a signed one answers 409. */
export const removeSignature = (questionnaireId: number, signatureId: number) =>
  api.post<ActionResult>('/api/remove_signature', { questionnaire_id: questionnaireId, signature_id: signatureId });

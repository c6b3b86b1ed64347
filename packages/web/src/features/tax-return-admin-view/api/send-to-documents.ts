import type { SendToDocumentsInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** POST /api/tax_returns/{id}/send_to_documents: filed in the entity's documents, the owners told; finished. */
export const sendToDocuments = ({ id, ...input }: SendToDocumentsInput & { id: number }) =>
  api.post<{ status: 'finished'; folder: string; document_id: number | null }>(
    `/api/tax_returns/${id}/send_to_documents`,
    input,
  );

export const useSendToDocuments = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendToDocuments, onSettled: () => refreshTaxReturns(queryClient) });
};

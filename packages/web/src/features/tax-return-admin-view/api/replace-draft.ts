import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

/** POST /api/tax_returns/{id}/replace_draft: Replace Tax Return Draft after the client asked for changes. */
export function replaceDraft({ id, companyId, file }: { id: number; companyId: number; file: File }) {
  const form = new FormData();
  form.append('company_id', String(companyId));
  form.append('file', file, file.name);
  return uploadWithProgress<{ status: string }>(`/api/tax_returns/${id}/replace_draft`, form, {});
}

export const useReplaceDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceDraft,
    onSettled: () => refreshTaxReturns(queryClient),
  });
};

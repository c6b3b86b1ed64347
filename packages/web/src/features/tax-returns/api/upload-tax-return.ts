import type { TaxReturnUpload } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress, type TransferProgress } from '../../../lib/upload-with-progress';
import { refreshTaxReturns } from '../../../components/tax-return/tax-return-keys';

export interface UploadTaxReturnInput {
  fields: TaxReturnUpload;
  file: File;
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
}

/** The multipart form: the fields first (the server checks them before storing a byte), then the PDF. */
export function taxReturnForm({ fields, file }: Pick<UploadTaxReturnInput, 'fields' | 'file'>) {
  const form = new FormData();
  form.append('company_id', String(fields.company_id));
  form.append('tax_year', String(fields.tax_year));
  form.append('tax_return_name', fields.tax_return_name);
  form.append('as_draft', String(fields.as_draft));
  form.append('file', file, file.name);
  return form;
}

/** POST /api/tax_returns (Send Tax Return), reporting upload progress. */
export const uploadTaxReturn = ({ onProgress, signal, ...input }: UploadTaxReturnInput) =>
  uploadWithProgress<{ id: number; status: string }>('/api/tax_returns', taxReturnForm(input), {
    onUploadProgress: onProgress,
    signal,
  });

export const useUploadTaxReturn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTaxReturn,
    onSuccess: () => refreshTaxReturns(queryClient),
  });
};

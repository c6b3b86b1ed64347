import type { SignatureRequestUpload } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress, type TransferProgress } from '../../../lib/upload-with-progress';
import { signatureRequestKeys } from './signature-request-keys';

export interface UploadSignatureRequestInput {
  fields: SignatureRequestUpload;
  file: File;
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
}

/** The multipart form: the fields first (the server checks them before storing a byte), then the PDF. */
export function signatureRequestForm({ fields, file }: Pick<UploadSignatureRequestInput, 'fields' | 'file'>) {
  const form = new FormData();
  form.append('company_id', String(fields.company_id));
  form.append('document_name', fields.document_name);
  form.append('tax_year', String(fields.tax_year));
  form.append('signed_pages_only', String(fields.signed_pages_only));
  form.append('file', file, file.name);
  return form;
}

/** POST /api/signature_requests (Upload Signature Request), reporting upload progress. */
export const uploadSignatureRequest = ({ onProgress, signal, ...input }: UploadSignatureRequestInput) =>
  uploadWithProgress<{ id: number; status: string }>('/api/signature_requests', signatureRequestForm(input), {
    onUploadProgress: onProgress,
    signal,
  });

export const useUploadSignatureRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSignatureRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: signatureRequestKeys.lists() }),
  });
};

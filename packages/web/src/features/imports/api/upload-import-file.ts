import type { ImportFile, ImportFileFields } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress, type TransferProgress } from '../../../lib/upload-with-progress';
import { importKeys } from './import-keys';

export interface UploadImportFileInput {
  fields: ImportFileFields;
  files: File[];
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
}

export interface UploadImportFileResult {
  files: ImportFile[];
  message: string;
}

/** The multipart form: every field first (the server checks them before storing a byte), then the files. */
export function importFileForm({ fields, files }: Pick<UploadImportFileInput, 'fields' | 'files'>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value));
  }
  for (const file of files) form.append('file', file, file.name);
  return form;
}

/** POST /api/import_lists/files, reporting upload progress. */
export const uploadImportFile = ({ onProgress, signal, ...input }: UploadImportFileInput) =>
  uploadWithProgress<UploadImportFileResult>('/api/import_lists/files', importFileForm(input), {
    onUploadProgress: onProgress,
    signal,
  });

export const useUploadImportFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImportFile,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: importKeys.files() });
    },
  });
};

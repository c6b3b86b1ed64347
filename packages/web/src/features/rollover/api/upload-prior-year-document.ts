import type { DocumentItem } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface UploadAnswer {
  document: DocumentItem | null;
  is_duplicate: boolean;
  error: string | null;
}

/** POST /api/companies/{id}/prior_year_documents: the year first, then the file (multipart). */
export function uploadPriorYearDocument(companyId: number, input: { year: number; file: File }) {
  const form = new FormData();
  form.append('year', String(input.year));
  form.append('file', input.file, input.file.name);
  return api.post<UploadAnswer>(`/api/companies/${companyId}/prior_year_documents`, form);
}

export const useUploadPriorYearDocument = (companyId: number) =>
  useMutation({
    mutationFn: (input: { year: number; file: File }) => uploadPriorYearDocument(companyId, input),
    meta: { silent: true },
  });

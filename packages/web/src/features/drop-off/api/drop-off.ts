import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { uploadResultSchema } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { uploadWithProgress, type TransferProgress } from '../../../lib/upload-with-progress';

/** The three parts of the emailed link (/document-drop-off?questionnaireId=&companyId=&token=). */
export interface DropOffKey {
  questionnaireId: string;
  companyId: string;
  token: string;
}

export interface DropOffItem {
  question_id: number;
  text: string;
  /** Document options: the client names the one a file is before sending it. */
  options: string[];
  uploaded_count: number;
}

export interface DropOffPage {
  firm_name: string;
  company_name: string;
  tax_year: number;
  due_date: string | null;
  expires_at: string;
  locked: boolean;
  items: DropOffItem[];
}

export type DropOffUploadResult = ReturnType<typeof uploadResultSchema.parse> & { item: DropOffItem };

export const dropOffKeys = {
  all: ['document-drop-off'] as const,
  page: (key: DropOffKey) => [...dropOffKeys.all, key.questionnaireId, key.companyId, key.token] as const,
};

const query = (key: DropOffKey) => new URLSearchParams({ ...key }).toString();
export const isCompleteKey = (key: DropOffKey) => !!(key.questionnaireId && key.companyId && key.token);

/** GET /api/public/document_drop_off: the items asked for and their counts; no sign-in. */
export const getDropOff = (key: DropOffKey, signal?: AbortSignal) =>
  api.get<DropOffPage>(`/api/public/document_drop_off?${query(key)}`, { signal, anonymous: true });

export const dropOffQueryOptions = (key: DropOffKey) =>
  queryOptions({
    queryKey: dropOffKeys.page(key),
    queryFn: ({ signal }) => getDropOff(key, signal),
    enabled: isCompleteKey(key),
    retry: false,
  });

export const useDropOff = (key: DropOffKey) => useQuery(dropOffQueryOptions(key));

/**
 * POST /api/public/document_drop_off/items/{questionId}/files: one file for one item (the option first when
 * the item has options). An invalid or duplicate file comes back in `error`, not as a failed request.
 */
export function uploadDropOffFile(
  key: DropOffKey,
  questionId: number,
  file: File,
  opts: { option?: string | null; onProgress?: (p: TransferProgress) => void; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  if (opts.option) form.append('selected_option', opts.option);
  form.append('file', file, file.name);
  return uploadWithProgress<DropOffUploadResult>(
    `/api/public/document_drop_off/items/${questionId}/files?${query(key)}`,
    form,
    { onUploadProgress: opts.onProgress, signal: opts.signal, anonymous: true },
  );
}

/** Puts an item's new count into the page, so the list shows it without a refetch. */
export function useSetDropOffItem(key: DropOffKey) {
  const client = useQueryClient();
  return (item: DropOffItem) =>
    client.setQueryData<DropOffPage>(dropOffKeys.page(key), (page) =>
      page ? { ...page, items: page.items.map((i) => (i.question_id === item.question_id ? item : i)) } : page,
    );
}

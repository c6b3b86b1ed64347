import { exportedDocumentSchema, type ExportedDocument } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { questionnaireKeys } from '../../../lib/questionnaires/questionnaire-keys';

/** GET /api/get_exported_documents_list?questionnaire_ids=1,2: the documents an export holds, in its order. */
export async function getExportedDocuments(ids: number[], signal?: AbortSignal): Promise<ExportedDocument[]> {
  const body = z
    .object({ documents: z.array(exportedDocumentSchema) })
    .parse(await api.get<unknown>(`/api/get_exported_documents_list?questionnaire_ids=${ids.join(',')}`, { signal }));
  return body.documents;
}

export const useExportedDocuments = (ids: number[], enabled: boolean) =>
  useQuery({
    queryKey: [...questionnaireKeys.all, 'exported-documents', ids] as const,
    queryFn: ({ signal }) => getExportedDocuments(ids, signal),
    enabled,
  });

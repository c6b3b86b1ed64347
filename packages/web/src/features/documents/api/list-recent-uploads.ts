import type { DocumentItem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** GET /api/companies/{id}/documents/recent?from3MonthsAgo=true: files uploaded outside questionnaires. */
export const useRecentUploads = (companyId: number) =>
  useQuery({
    queryKey: [...documentKeys.ofCompany(companyId), 'recent'],
    queryFn: ({ signal }) =>
      api.get<DocumentItem[]>(`/api/companies/${companyId}/documents/recent`, {
        query: { from3MonthsAgo: 'true' },
        signal,
      }),
  });

import { useQuery } from '@tanstack/react-query';
import type { ExportableDocument } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { exportKeys } from './export-keys';

/** POST /api/get_all_exportable_documents_for_entity (spec 000 §7, with year): in export order. */
export const useExportableDocuments = (companyId: number | null, year: number, enabled = true) =>
  useQuery({
    queryKey: exportKeys.documents(companyId ?? 0, year),
    queryFn: ({ signal }) =>
      api
        .post<{ documents: ExportableDocument[] }>(
          '/api/get_all_exportable_documents_for_entity',
          { company_id: companyId, year },
          { signal },
        )
        .then((r) => r.documents),
    enabled: enabled && companyId !== null,
  });

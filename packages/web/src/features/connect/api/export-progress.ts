import { useQuery } from '@tanstack/react-query';
import type { ConnectExportStatus } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { exportKeys } from './export-keys';

/** GET /api/exports/{id} while the job runs: documents done of the total, every second until it ends. */
export const useExportProgress = (id: number) =>
  useQuery({
    queryKey: exportKeys.progress(id),
    queryFn: ({ signal }) => api.get<ConnectExportStatus>(`/api/exports/${id}`, { signal }),
    refetchInterval: (q) => (!q.state.data || q.state.data.status === 'preparing' ? 1000 : false),
  });

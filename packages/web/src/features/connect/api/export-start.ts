import { useMutation } from '@tanstack/react-query';
import type { ConnectExportForm } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** POST /api/connect/exports: the reviewed documents, in their order, as one PDF or a zip. */
export const useStartExport = () =>
  useMutation({
    mutationFn: (input: ConnectExportForm) =>
      api.post<{ message: string; export_id: number }>('/api/connect/exports', input),
  });

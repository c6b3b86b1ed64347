import type { ImportListInput, RowError } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ImportRequest = ImportListInput & { firm_group_id?: number | null };

export interface ImportValidation {
  total: number;
  valid: number;
  errors: RowError[];
}

/** POST /api/import_lists/validate: checks every row; nothing is written. */
export const validateImport = (input: ImportRequest) => api.post<ImportValidation>('/api/import_lists/validate', input);

export const useValidateImport = () => useMutation({ mutationFn: validateImport });

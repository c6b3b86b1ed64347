import type { TableDensity } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** POST /api/users/update_table_density: the signed-in staff member's row density (issue 38 §5). */
export const updateTableDensity = (table_density: TableDensity) =>
  api.post<{ table_density: TableDensity }>('/api/users/update_table_density', { table_density });

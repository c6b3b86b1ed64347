import { useQuery } from '@tanstack/react-query';
import type { TaxData } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

export const taxDataKeys = {
  all: ['connect', 'tax-data'] as const,
  of: (companyId: number, year: number) => [...taxDataKeys.all, companyId, year] as const,
};

const url = (companyId: number, path = '') => `/api/companies/${companyId}/tax_data${path}`;

/** GET /api/companies/{id}/tax_data?year (issue 42 §3): asked again whenever shown, as a review may change it. */
export const useTaxData = (companyId: number, year: number) =>
  useQuery({
    queryKey: taxDataKeys.of(companyId, year),
    queryFn: ({ signal }) => api.get<TaxData>(`${url(companyId)}?year=${year}`, { signal }),
    staleTime: 0,
  });

/** GET /api/companies/{id}/tax_data/export: the year's tax data saved as a CSV or JSON file. */
export async function downloadTaxData(data: TaxData, format: 'csv' | 'json'): Promise<void> {
  const text = await api.get<string>(`${url(data.company_id, '/export')}?year=${data.tax_year}&format=${format}`, {
    responseType: 'text',
  });
  const type = format === 'csv' ? 'text/csv' : 'application/json';
  saveBlob(new Blob([text], { type }), `Tax data - ${data.entity_name} - ${data.tax_year}.${format}`);
}

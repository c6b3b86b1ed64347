import { api } from '../../../lib/api-client';

export type ListType = 'individuals' | 'entities';

/** GET /api/import_lists/template: a CSV with the header and an example row, saved by the browser. */
export async function downloadTemplate(listType: ListType): Promise<void> {
  const text = await api.get<string>('/api/import_lists/template', {
    query: { list_type: listType },
    responseType: 'text',
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `client-list-${listType}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

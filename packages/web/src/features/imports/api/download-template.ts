import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

export type ListType = 'individuals' | 'entities';

/** GET /api/import_lists/template: a CSV with the header and an example row, saved by the browser. */
export async function downloadTemplate(listType: ListType): Promise<void> {
  const text = await api.get<string>('/api/import_lists/template', {
    query: { list_type: listType },
    responseType: 'text',
  });
  saveBlob(new Blob([text], { type: 'text/csv' }), `client-list-${listType}.csv`);
}

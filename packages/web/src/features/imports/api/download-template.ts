import { api } from '../../../lib/api-client';

export type ListType = 'individuals' | 'entities';

/** Hands a downloaded body to the browser to save under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next task: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** GET /api/import_lists/template: a CSV with the header and an example row, saved by the browser. */
export async function downloadTemplate(listType: ListType): Promise<void> {
  const text = await api.get<string>('/api/import_lists/template', {
    query: { list_type: listType },
    responseType: 'text',
  });
  saveBlob(new Blob([text], { type: 'text/csv' }), `client-list-${listType}.csv`);
}

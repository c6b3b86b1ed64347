import { clientPreviewMessages } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../testing/factories';
import { api, startClientPreview } from './api-client';

function recordFetch() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return json(200, {});
    }),
  );
  return urls;
}

describe('the api client during a client preview', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.unstubAllGlobals();
  });

  it("sends the client's reads to the preview, keeps the staff member's own calls and writes nothing", async () => {
    const urls = recordFetch();
    stop = startClientPreview(31);
    await api.get('/api/companies/12/documents', { query: { path: '/' } });
    await api.get('/api/conversations/get_client_conversation', { query: { company_hash: 'h1' } });
    await api.get('/api/sessions/current_user');
    await api.post('/api/sessions/refresh');
    await expect(
      api.post('/api/conversations/update_conversation_as_seen', { conversation_id: 4 }),
    ).rejects.toMatchObject({ status: 403, message: clientPreviewMessages.readOnly });
    await expect(api.delete('/api/documents/5')).rejects.toMatchObject({ status: 403 });
    expect(urls).toEqual([
      'GET /api/preview/users/31/as_client/companies/12/documents?path=%2F',
      'GET /api/preview/users/31/as_client/conversations/get_client_conversation?company_hash=h1',
      'GET /api/sessions/current_user',
      'POST /api/sessions/refresh',
    ]);
  });

  it('goes back to normal when the preview ends', async () => {
    const urls = recordFetch();
    startClientPreview(31)();
    await api.get('/api/companies/12/documents');
    await api.delete('/api/documents/5');
    expect(urls).toEqual(['GET /api/companies/12/documents', 'DELETE /api/documents/5']);
  });
});

import { documentMessages } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { downloadDocument } from './download-document';
import { downloadFolder } from './download-folder';

afterEach(() => vi.unstubAllGlobals());

describe('a download answer without a link (spec 002 §8 Downloads)', () => {
  it("says 'No download link found in response' for a file", async () => {
    stubApi({ 'GET /api/documents/5/link': () => json(200, { expires_at: '2026-01-01T00:00:00.000Z' }) });
    await expect(downloadDocument({ id: 5, name: 'w2.pdf' })).rejects.toThrow(documentMessages.noDownloadLink);
    expect(documentMessages.noDownloadLink).toBe('No download link found in response');
  });

  it('and for a folder, before fetching anything else', async () => {
    const api = stubApi({ 'GET /api/companies/9/documents/folder_link': () => json(200, { url: '' }) });
    await expect(downloadFolder(9, { path: '/2025', fallbackName: '2025' })).rejects.toThrow(
      'No download link found in response',
    );
    expect(api.keys()).toEqual(['GET /api/companies/9/documents/folder_link']);
  });
});

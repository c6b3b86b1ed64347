import { screen } from '@testing-library/react';
import type { DocumentItem } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { RecentUploadsPanel } from './recent-uploads-panel';

afterEach(() => vi.unstubAllGlobals());

describe('RecentUploadsPanel', () => {
  it('lists the last 3 months of uploads, each opening in the documents', async () => {
    const api = stubApi({
      'GET /api/companies/9/documents/recent': () =>
        json(200, [
          { id: 1, name: 'W-2.pdf', folder_path: '/Uploads', created_at: '2026-03-01T10:00:00Z' } as DocumentItem,
        ]),
    });
    renderWithProviders(<RecentUploadsPanel companyId={9} documentsPath="/admin/h9/documents" />);
    expect(await screen.findByRole('link', { name: 'W-2.pdf' })).toHaveAttribute(
      'href',
      '/admin/h9/documents?path=%2FUploads&file=W-2.pdf',
    );
    expect(api.calls[0]!.url.searchParams.get('from3MonthsAgo')).toBe('true');
  });

  it('says when nothing was uploaded', async () => {
    stubApi({ 'GET /api/companies/9/documents/recent': () => json(200, []) });
    renderWithProviders(<RecentUploadsPanel companyId={9} documentsPath="/admin/h9/documents" />);
    expect(
      await screen.findByText('Nothing was uploaded outside questionnaires in the last 3 months.'),
    ).toBeInTheDocument();
  });
});

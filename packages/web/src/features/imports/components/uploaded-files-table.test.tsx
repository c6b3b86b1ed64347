import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../lib/upload-with-progress.fake';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { UploadedFilesTable } from './uploaded-files-table';

const LIST = 'GET /api/import_lists/files';

const file = {
  id: 4,
  document_type: 'rollover_zip',
  file_name: 'rollover 2025.zip',
  size: 2_500_000,
  list_type: null,
  document_name: null,
  tax_software: 'Drake',
  year: 2025,
  comment: 'All clients',
  uploaded_by: 'Paula Partner',
  created_at: '2026-03-04T10:00:00.000Z',
};

beforeEach(() => FakeXhr.install());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UploadedFilesTable', () => {
  it('says what to do when nothing was uploaded', async () => {
    stubApi({ [LIST]: () => json(200, []) });
    renderWithProviders(<UploadedFilesTable />);
    expect(await screen.findByText('No files uploaded yet')).toBeInTheDocument();
    expect(screen.getByText(/Choose Upload import file/)).toBeInTheDocument();
  });

  it('lists each file with its details and downloads it with the session', async () => {
    stubApi({ [LIST]: () => json(200, [file]) });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file-4');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderWithProviders(<UploadedFilesTable />);
    const table = await screen.findByRole('table', { name: 'Uploaded files' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Rollover items (zipped)');
    expect(row).toHaveTextContent('Drake · Tax year 2025');
    expect(row).toHaveTextContent('All clients');
    expect(row).toHaveTextContent('Paula Partner');
    expect(row).toHaveTextContent('Mar 4, 2026');
    const link = within(row).getByRole('link', { name: 'Download rollover 2025.zip' });
    expect(link).toHaveAttribute('href', '/api/import_lists/files/4/download');

    await userEvent.setup().click(link);
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe('/api/import_lists/files/4/download');
    expect(xhr.responseType).toBe('blob');
    xhr.respond(200, new Blob(['zip']));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });
});

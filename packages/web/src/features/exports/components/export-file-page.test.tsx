import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../lib/upload-with-progress.fake';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ExportFilePage } from './export-file-page';

afterEach(() => vi.unstubAllGlobals());

describe('ExportFilePage', () => {
  it('offers the ready file for download with the session', async () => {
    stubApi({
      'GET /api/exports/4': () => json(200, { id: 4, file_name: 'Lee LLC messages.pdf', status: 'ready', size: 2048 }),
    });
    FakeXhr.install();
    FakeXhr.autoRespond = () => ({ status: 200, body: new Blob(['%PDF']) });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<ExportFilePage id={4} />);
    expect(await screen.findByRole('heading', { name: 'Lee LLC messages.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Ready, 2 KB.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download' }));
    expect(FakeXhr.last().url).toBe('/api/exports/4/download');
  });

  it('says when the file is still being prepared or could not be made', async () => {
    stubApi({ 'GET /api/exports/5': () => json(200, { id: 5, file_name: 'x.pdf', status: 'preparing', size: null }) });
    renderWithProviders(<ExportFilePage id={5} />);
    // The loader is a status too until the file's state arrives.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('being prepared'));
  });
});

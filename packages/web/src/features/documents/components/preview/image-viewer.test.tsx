import { documentMessages } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { ImageViewer } from './image-viewer';

const link = (token: string) =>
  json(200, { url: `/api/documents/download?token=${token}`, expires_at: '2099-01-01T00:00:00.000Z' });

afterEach(() => vi.unstubAllGlobals());

describe('ImageViewer', () => {
  it('asks the server for a HEIC photo as a JPEG, with the loader up until it arrives', async () => {
    stubApi({ 'GET /api/documents/7/link': () => link('t1') });
    renderWithProviders(<ImageViewer documentId={7} name="IMG_0001.HEIC" zoom={1} fileType="heic" />);
    const img = await screen.findByRole('img', { name: 'IMG_0001.HEIC' });
    expect(img).toHaveAttribute('src', '/api/documents/download?token=t1&inline=true&as=jpeg');
    expect(screen.getByLabelText('Loading document')).toBeInTheDocument();
    fireEvent.load(img);
    await waitFor(() => expect(screen.queryByLabelText('Loading document')).not.toBeInTheDocument());
  });

  it('shows other images as they are', async () => {
    stubApi({ 'GET /api/documents/7/link': () => link('t1') });
    renderWithProviders(<ImageViewer documentId={7} name="receipt.png" zoom={1} fileType="png" />);
    expect(await screen.findByRole('img', { name: 'receipt.png' })).toHaveAttribute(
      'src',
      '/api/documents/download?token=t1&inline=true',
    );
  });

  it('retries a HEIC photo once with a fresh link, then says it is not supported, and tries again on request', async () => {
    let links = 0;
    stubApi({ 'GET /api/documents/7/link': () => link(`t${++links}`) });
    renderWithProviders(<ImageViewer documentId={7} name="broken.heic" zoom={1} fileType="heic" />);
    fireEvent.error(await screen.findByRole('img', { name: 'broken.heic' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'broken.heic' })).toHaveAttribute(
        'src',
        '/api/documents/download?token=t2&inline=true&as=jpeg',
      ),
    );
    fireEvent.error(screen.getByRole('img', { name: 'broken.heic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(documentMessages.notSupported);
    expect(links).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'broken.heic' })).toHaveAttribute(
        'src',
        '/api/documents/download?token=t3&inline=true&as=jpeg',
      ),
    );
  });

  it('says there was a problem when the link cannot be had', async () => {
    stubApi({});
    renderWithProviders(<ImageViewer documentId={7} name="IMG_0002.heic" zoom={1} fileType="heic" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(documentMessages.downloadProblem);
  });
});

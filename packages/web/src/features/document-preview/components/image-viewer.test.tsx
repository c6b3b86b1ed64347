import { documentMessages } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ImageViewer } from './image-viewer';

const link = (token: string) =>
  json(200, { url: `/api/documents/download?token=${token}`, expires_at: '2099-01-01T00:00:00.000Z' });

afterEach(() => vi.unstubAllGlobals());

const DOWNLOAD = 'GET /api/documents/download';
const jpegBytes = () =>
  new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), { status: 200 });

describe('ImageViewer', () => {
  it('fetches a HEIC photo as the JPEG the server makes, with the loader up until it is shown', async () => {
    const api = stubApi({ 'GET /api/documents/7/link': () => link('t1'), [DOWNLOAD]: jpegBytes });
    renderWithProviders(<ImageViewer documentId={7} name="IMG_0001.HEIC" zoom={1} fileType="heic" />);
    const img = await screen.findByRole('img', { name: 'IMG_0001.HEIC' });
    expect(img.getAttribute('src')).toMatch(/^blob:/);
    const asked = api.calls.find((c) => c.key === DOWNLOAD)!.url.searchParams;
    expect([asked.get('token'), asked.get('inline'), asked.get('as')]).toEqual(['t1', 'true', 'jpeg']);
    expect(screen.getByLabelText('Loading document')).toBeInTheDocument();
    fireEvent.load(img);
    await waitFor(() => expect(screen.queryByLabelText('Loading document')).not.toBeInTheDocument());
  });

  it('shows other images through their link', async () => {
    stubApi({ 'GET /api/documents/7/link': () => link('t1') });
    renderWithProviders(<ImageViewer documentId={7} name="receipt.png" zoom={1} fileType="png" />);
    expect(await screen.findByRole('img', { name: 'receipt.png' })).toHaveAttribute(
      'src',
      '/api/documents/download?token=t1&inline=true',
    );
  });

  it('says a photo the server cannot convert is not supported, and tries again on request', async () => {
    let answer = () => apiError(422, 'unprocessable', documentMessages.notSupported);
    const api = stubApi({ 'GET /api/documents/7/link': () => link('t1'), [DOWNLOAD]: () => answer() });
    renderWithProviders(<ImageViewer documentId={7} name="broken.heic" zoom={1} fileType="heic" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(documentMessages.notSupported);
    answer = jpegBytes;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'broken.heic' })).toBeInTheDocument();
    expect(api.keys().filter((k) => k === DOWNLOAD)).toHaveLength(2);
  });

  it('says when the converter is busy, and fetches a fresh link once when the first expired', async () => {
    let links = 0;
    const api = stubApi({
      'GET /api/documents/7/link': () => link(`t${++links}`),
      [DOWNLOAD]: (_: unknown, url: URL) =>
        url.searchParams.get('token') === 't1'
          ? apiError(401, 'unauthorized', documentMessages.refreshPage)
          : apiError(503, 'unavailable', documentMessages.previewsBusy),
    });
    renderWithProviders(<ImageViewer documentId={7} name="IMG_0003.heic" zoom={1} fileType="heic" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(documentMessages.previewsBusy);
    expect(api.calls.filter((c) => c.key === DOWNLOAD).map((c) => c.url.searchParams.get('token'))).toEqual([
      't1',
      't2',
    ]);
  });

  it('says there was a problem when the link cannot be had', async () => {
    stubApi({});
    renderWithProviders(<ImageViewer documentId={7} name="IMG_0002.heic" zoom={1} fileType="heic" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(documentMessages.downloadProblem);
  });
});

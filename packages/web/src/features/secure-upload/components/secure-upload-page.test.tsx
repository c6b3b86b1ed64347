import { documentMessages } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../lib/upload-with-progress.fake';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { SECURE_UPLOAD_TEXTS, SecureUploadPage } from './secure-upload-page';

const TOKEN = 'sec-123456789012345678901';
const EXPIRED = 'This upload link has expired or is not valid. Please ask your firm for a new one.';
const info = {
  firm_name: 'Acme Tax',
  entity_name: 'Lee Family Trust',
  folder: '/Uploads',
  expires_at: '2026-03-11T10:00:00.000Z',
};

beforeEach(() => FakeXhr.install());
afterEach(() => vi.unstubAllGlobals());

const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('SecureUploadPage', () => {
  it('says a mangled link (its token refused as malformed) is incomplete, in words, not schema text (issue 21 §10)', async () => {
    stubApi({
      [`GET /api/public/secure_upload/${TOKEN}`]: () =>
        apiError(400, 'validation_failed', 'Too small: expected string to have >=20 characters'),
    });
    renderWithProviders(<SecureUploadPage token={TOKEN} />);
    expect(await screen.findByText(SECURE_UPLOAD_TEXTS.missingToken)).toBeInTheDocument();
    expect(screen.queryByText(/Too small/)).not.toBeInTheDocument();
  });

  it('shows where files go, uploads one request per file and shows each answer', async () => {
    stubApi({ [`GET /api/public/secure_upload/${TOKEN}`]: () => json(200, info) });
    renderWithProviders(<SecureUploadPage token={TOKEN} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Acme Tax' })).toBeInTheDocument();
    expect(screen.getByText('Upload files for Lee Family Trust')).toBeInTheDocument();
    expect(screen.getByText('Files go in the folder /Uploads.')).toBeInTheDocument();
    expect(screen.getByText(/This link works until Mar 11, 2026/)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Files to upload'), [file('a.pdf'), file('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    const first = FakeXhr.last();
    expect(first.url).toBe(`/api/public/secure_upload/${TOKEN}/files`);
    expect(first.headers.Authorization).toBeUndefined();
    expect(first.formEntries()).toEqual([['file', 'a.pdf']]);
    first.progress(40, 100);
    expect(await screen.findByRole('progressbar', { name: 'a.pdf upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    first.respond(200, { document: { id: 1 }, is_duplicate: false, error: null });
    await flush();
    await flush();
    const second = FakeXhr.last();
    expect(second).not.toBe(first);
    expect(second.formEntries()).toEqual([['file', 'b.pdf']]);
    second.respond(200, { document: null, is_duplicate: true, error: documentMessages.duplicate('b.pdf') });
    const list = await screen.findByRole('list', { name: 'Chosen files' });
    expect(await within(list).findByText('b.pdf was already uploaded')).toBeInTheDocument();
    expect(within(list).getByText('Uploaded')).toBeInTheDocument();
    expect(within(list).getByText('Failed')).toBeInTheDocument();
  });

  it('shows the success state when every file is stored, with Upload more', async () => {
    stubApi({ [`GET /api/public/secure_upload/${TOKEN}`]: () => json(200, info) });
    FakeXhr.install();
    FakeXhr.autoRespond = () => ({ status: 200, body: { document: { id: 1 }, is_duplicate: false, error: null } });
    renderWithProviders(<SecureUploadPage token={TOKEN} />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Acme Tax' });
    await user.upload(screen.getByLabelText('Files to upload'), [file('a.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    expect(await screen.findByText('Upload successful')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload more' }));
    expect(screen.getByRole('button', { name: 'Upload 0 files' })).toBeDisabled();
  });

  it('shows an INVALID file and a failed request beside their files', async () => {
    stubApi({ [`GET /api/public/secure_upload/${TOKEN}`]: () => json(200, info) });
    FakeXhr.autoRespond = (xhr) =>
      xhr.formEntries()[0]?.[1] === 'bad.pdf'
        ? { status: 200, body: { document: null, is_duplicate: false, error: documentMessages.invalidFiles } }
        : { status: 404, body: { error: { code: 'not_found', message: EXPIRED } } };
    renderWithProviders(<SecureUploadPage token={TOKEN} />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Acme Tax' });
    await user.upload(screen.getByLabelText('Files to upload'), [file('bad.pdf'), file('late.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 files' }));
    expect(await screen.findByText(documentMessages.invalidFiles)).toBeInTheDocument();
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
  });

  it('shows the server message for an expired link', async () => {
    stubApi({ [`GET /api/public/secure_upload/${TOKEN}`]: () => apiError(404, 'not_found', EXPIRED) });
    renderWithProviders(<SecureUploadPage token={TOKEN} />);
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.queryByLabelText('Files to upload')).not.toBeInTheDocument();
  });
});

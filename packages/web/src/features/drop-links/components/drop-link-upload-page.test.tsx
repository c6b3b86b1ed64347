import { dropLinkMessages, MAX_UPLOAD_BYTES } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../../lib/session-token';
import { FakeXhr } from '../../../lib/upload-with-progress.fake';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { DropLinkUploadPage } from './drop-link-upload-page';

const TOKEN = 'tok-123456789012345678901';
const info = {
  firm_name: 'Acme Tax',
  name: 'Year-end docs',
  custom_instruction: 'Send your W-2s',
  hide_sign_in_button: false,
};

beforeEach(() => FakeXhr.install());
afterEach(() => {
  setAccessToken(null);
  vi.unstubAllGlobals();
});

const pdf = (name = 'w2.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Vera');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Visitor');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'vera@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'My W-2');
}

describe('DropLinkUploadPage', () => {
  it('shows the link, sends the fields before the files without a session, and offers Upload more', async () => {
    stubApi({ [`GET /api/public/drop_links/${TOKEN}`]: () => json(200, info) });
    // A signed-in staff member opening the link still uploads as a visitor.
    setAccessToken('staff-token');
    renderWithProviders(<DropLinkUploadPage token={TOKEN} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Acme Tax' })).toBeInTheDocument();
    expect(screen.getByText('Year-end docs')).toBeInTheDocument();
    expect(screen.getByText('Send your W-2s')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(dropLinkMessages.filesRequired)).toBeInTheDocument();
    expect(screen.getAllByText(dropLinkMessages.visitorNameRequired).length).toBeGreaterThan(0);
    expect(FakeXhr.instances).toHaveLength(0);

    await fillForm(user);
    await user.upload(screen.getByLabelText('Files to upload'), [pdf(), pdf('1099.pdf')]);
    expect(screen.getByText('w2.pdf (8 B)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe(`/api/public/drop_links/${TOKEN}/uploads`);
    expect(xhr.headers.Authorization).toBeUndefined();
    expect(xhr.formEntries()).toEqual([
      ['first_name', 'Vera'],
      ['last_name', 'Visitor'],
      ['email', 'vera@example.com'],
      ['phone_number', ''],
      ['description', 'My W-2'],
      ['file', 'w2.pdf'],
      ['file', '1099.pdf'],
    ]);
    xhr.progress(50, 100);
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    xhr.respond(200, { message: dropLinkMessages.uploadSuccessful, files: 2 });
    expect(await screen.findByText(dropLinkMessages.uploadSuccessful)).toBeInTheDocument();
    expect(screen.getByText('2 files were sent to the firm.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload more' }));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('vera@example.com');
    expect(screen.queryByText('w2.pdf (8 B)')).not.toBeInTheDocument();
  });

  it('puts the server messages on their fields and refuses files over the limit', async () => {
    stubApi({ [`GET /api/public/drop_links/${TOKEN}`]: () => json(200, { ...info, hide_sign_in_button: true }) });
    renderWithProviders(<DropLinkUploadPage token={TOKEN} />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Acme Tax' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await fillForm(user);
    const big = pdf('huge.pdf');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(screen.getByLabelText('Files to upload'), [big, pdf()]);
    expect(await screen.findByText(/"huge.pdf" is larger than 150 MB/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      FakeXhr.last()
        .formEntries()
        .filter(([k]) => k === 'file'),
    ).toEqual([['file', 'w2.pdf']]);
    FakeXhr.last().respond(400, {
      error: {
        code: 'validation_failed',
        message: 'INVALID',
        fields: { file: 'The file is INVALID', email: 'Bad email' },
      },
    });
    expect(await screen.findByText('The file is INVALID')).toBeInTheDocument();
    expect(screen.getByText('Bad email')).toBeInTheDocument();
  });

  it('says an unknown or deleted link is no longer available', async () => {
    stubApi({
      [`GET /api/public/drop_links/${TOKEN}`]: () => apiError(404, 'not_found', dropLinkMessages.notFound),
    });
    renderWithProviders(<DropLinkUploadPage token={TOKEN} />);
    expect(await screen.findByText(dropLinkMessages.notFound)).toBeInTheDocument();
  });

  it('says a mangled link (its token refused as malformed) is not available, in words, not schema text (issue 21 §10)', async () => {
    stubApi({
      [`GET /api/public/drop_links/${TOKEN}`]: () =>
        apiError(400, 'validation_failed', 'Too small: expected string to have >=20 characters'),
    });
    renderWithProviders(<DropLinkUploadPage token={TOKEN} />);
    expect(await screen.findByText(dropLinkMessages.notFound)).toBeInTheDocument();
    expect(screen.queryByText(/Too small/)).not.toBeInTheDocument();
  });

  it('says so when the address has no token', async () => {
    stubApi({});
    renderWithProviders(<DropLinkUploadPage token="" />);
    await waitFor(() => expect(screen.getByText(dropLinkMessages.notFound)).toBeInTheDocument());
  });
});

import { documentMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { SecureUploadLinkDialog } from './secure-upload-link-dialog';

afterEach(() => vi.unstubAllGlobals());

const STAFF_ONLY = 'Clients cannot upload into a STAFF ONLY folder';

describe('SecureUploadLinkDialog', () => {
  it('creates a link for /Uploads by default and shows it with its expiry', async () => {
    const api = stubApi({
      'POST /api/companies/4/secure_upload_links': () =>
        json(200, { url: 'http://portal.test/secure-upload?token=abc', expires_at: '2026-03-11T10:00:00.000Z' }),
    });
    renderWithProviders(
      <SecureUploadLinkDialog opened onClose={() => undefined} companyId={4} entityName="Lee Trust" />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: /^Folder/ })).toHaveValue('/Uploads');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('textbox', { name: 'Link' })).toHaveValue(
      'http://portal.test/secure-upload?token=abc',
    );
    expect(screen.getByText(/into \/Uploads of Lee Trust until Mar 11, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(api.bodyOf('POST /api/companies/4/secure_upload_links')).toEqual({ path: '/Uploads' });
  });

  it('checks the path, and shows the server message on it', async () => {
    const api = stubApi({
      'POST /api/companies/4/secure_upload_links': () =>
        apiError(400, 'validation_failed', STAFF_ONLY, { path: STAFF_ONLY }),
    });
    renderWithProviders(
      <SecureUploadLinkDialog opened onClose={() => undefined} companyId={4} entityName="Lee Trust" />,
    );
    const user = userEvent.setup();
    const folder = screen.getByRole('textbox', { name: /^Folder/ });
    await user.clear(folder);
    await user.type(folder, 'no-slash/..');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText(documentMessages.invalidPath)).toBeInTheDocument();
    expect(api.keys()).toEqual([]);
    await user.clear(folder);
    await user.type(folder, '/Notes (STAFF ONLY)');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(screen.getByText(STAFF_ONLY)).toBeInTheDocument());
  });
});

import { MAX_LOGO_BYTES, type CurrentUserResponse } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../../session/api/get-current-user';
import { clearAccessToken, setAccessToken } from '../../../../lib/session-token';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { buildFirm, buildSession, json } from '../../../../testing/factories';
import { renderWithProviders, testQueryClient } from '../../../../testing/render';
import { BrandingSection } from './branding-section';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAccessToken();
});

const png = (size = 100, name = 'logo.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });

function renderSection(firm: Partial<CurrentUserResponse['firm']> = {}) {
  // Signed in, so saving reloads the current user (and with it the firm) from the API.
  setAccessToken('access-1');
  const queryClient = testQueryClient();
  const session = { ...buildSession(), firm: buildFirm({}, firm) };
  queryClient.setQueryData(currentUserQueryKey, session);
  const view = renderWithProviders(<BrandingSection />, { queryClient });
  const fileInput = (accept: string) =>
    Array.from(view.container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type=file]')).find((i) =>
      i.accept.startsWith(accept),
    )!;
  return { ...view, session, fileInput };
}

describe('BrandingSection', () => {
  it('uploads a logo, refuses a file over 2 MB before sending it, and removes the logo after confirming', async () => {
    const api = stubApi({
      'POST /api/firms/logo': () => json(200, { medium_url: '/api/firms/3/logo?v=2', favicon_url: null }),
      'DELETE /api/firms/logo': () => json(200, { medium_url: null, favicon_url: null }),
      'GET /api/sessions/current_user': () =>
        json(200, { ...buildSession(), firm: buildFirm({}, { medium_url: '/api/firms/3/logo?v=2' }) }),
    });
    const { fileInput } = renderSection({ medium_url: '/api/firms/3/logo?v=1' });
    const user = userEvent.setup();
    expect(screen.getByRole('img', { name: 'Acme Tax logo' })).toHaveAttribute('src', '/api/firms/3/logo?v=1');
    expect(fileInput('image/png').accept).toBe('image/png,image/jpeg');

    await user.upload(fileInput('image/png'), png(MAX_LOGO_BYTES + 1, 'big.png'));
    expect(await screen.findByText('The logo must be 2 MB or smaller')).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/firms/logo');

    await user.upload(fileInput('image/png'), png());
    await waitFor(() => expect(api.keys()).toContain('POST /api/firms/logo'));
    const sent = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/firms/logo'))![1]!.body;
    expect((sent as FormData).get('file')).toBeInstanceOf(File);
    // The firm reloads with the current user, so the header and theme follow.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Acme Tax logo' })).toHaveAttribute('src', '/api/firms/3/logo?v=2'),
    );
    expect(screen.queryByText('The logo must be 2 MB or smaller')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(api.keys()).not.toContain('DELETE /api/firms/logo');
    const dialog = await screen.findByRole('dialog', { name: 'Remove logo' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.keys()).toContain('DELETE /api/firms/logo'));
  });

  it("shows the server's reason when it refuses an image", async () => {
    stubApi({
      'POST /api/firms/favicon': () =>
        apiError(400, 'validation_failed', 'The favicon must be a PNG, JPEG or ICO image', {
          file: 'The favicon must be a PNG, JPEG or ICO image',
        }),
    });
    const { fileInput } = renderSection();
    expect(screen.getByText("No favicon yet: the browser's default icon is shown.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove favicon' })).not.toBeInTheDocument();
    await userEvent.setup().upload(fileInput('image/png,image/jpeg,image/x-icon'), png(10, 'favicon.png'));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain('The favicon must be a PNG, JPEG or ICO image');
  });

  it('previews a too-light primary colour adjusted for readable text, and saves the colours as chosen', async () => {
    const api = stubApi({
      'PATCH /api/firms/theme': (body: object) => json(200, body),
      'GET /api/sessions/current_user': () => json(200, buildSession()),
    });
    renderSection();
    const user = userEvent.setup();
    const preview = screen.getByText('Primary button');
    expect(preview).toHaveAttribute('data-colour', '#1c4e80');
    expect(screen.queryByText(/Adjusted for readable text/)).not.toBeInTheDocument();

    const primary = screen.getByRole('textbox', { name: /Primary colour/ });
    await user.clear(primary);
    await user.type(primary, '#f5f5a0');
    expect(await screen.findByText('Adjusted for readable text: #f5f5a0 is shown as #7a7a0d.')).toBeInTheDocument();
    expect(preview).toHaveAttribute('data-colour', '#7a7a0d');
    expect(preview).toHaveStyle({ color: '#ffffff' });

    await user.click(screen.getByRole('button', { name: 'Save colours' }));
    await waitFor(() =>
      expect(api.bodyOf('PATCH /api/firms/theme')).toEqual({
        primary: '#f5f5a0',
        secondary: '#0091d5',
        accent: '#ea6a47',
      }),
    );
  });

  it('refuses a colour that is not #RRGGBB without sending it', async () => {
    const api = stubApi({});
    renderSection();
    const user = userEvent.setup();
    const accent = screen.getByRole('textbox', { name: /Accent colour/ });
    await user.clear(accent);
    await user.type(accent, 'orange');
    await user.click(screen.getByRole('button', { name: 'Save colours' }));
    expect(await screen.findByText('Enter a colour as #RRGGBB')).toBeInTheDocument();
    expect(api.keys()).not.toContain('PATCH /api/firms/theme');
  });
});

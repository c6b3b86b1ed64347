import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { FirstStepsCard } from './first-steps-card';

afterEach(() => vi.unstubAllGlobals());

const guide = (clientDone: boolean) => () =>
  json(200, {
    steps: [
      { key: 'create_client', done: clientDone },
      { key: 'send_questionnaire', done: false },
      { key: 'upload_return', done: false },
      { key: 'invite_staff', done: false },
    ],
  });

describe('FirstStepsCard (issue 21 §3)', () => {
  it('tells a firm with no clients what to do first, with where to do it', async () => {
    stubApi({ 'GET /api/firms/guide': guide(false) });
    renderWithProviders(<FirstStepsCard canInvite />);
    expect(await screen.findByRole('heading', { name: 'Welcome! Start with your first client' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a client' })).toHaveAttribute('href', '/clients?create=1');
    expect(screen.getByRole('link', { name: 'Import a list' })).toHaveAttribute('href', '/import-lists');
    expect(screen.getByRole('link', { name: 'Invite your team' })).toHaveAttribute('href', '/firm?tab=staff');
    expect(screen.getByRole('link', { name: 'Open the Guide' })).toHaveAttribute('href', '/admin-guide');
  });

  it('offers no invitation to staff who cannot invite, and is gone once the firm has a client', async () => {
    stubApi({ 'GET /api/firms/guide': guide(false) });
    const { unmount } = renderWithProviders(<FirstStepsCard canInvite={false} />);
    await screen.findByRole('link', { name: 'Add a client' });
    expect(screen.queryByRole('link', { name: 'Invite your team' })).not.toBeInTheDocument();
    unmount();
    const api = stubApi({ 'GET /api/firms/guide': guide(true) });
    renderWithProviders(<FirstStepsCard canInvite />);
    await vi.waitFor(() => expect(api.keys()).toContain('GET /api/firms/guide'));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the answer has been rendered by now
    expect(screen.queryByRole('heading', { name: /Start with your first client/ })).not.toBeInTheDocument();
  });
});

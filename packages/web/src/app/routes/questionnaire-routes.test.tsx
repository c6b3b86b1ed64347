import type { CurrentUserResponse } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildQuestionnaire, noChange } from '../../testing/questionnaire.fixtures';
import { VIEW_ONLY_REASONS } from '../../features/answering/components/page/view-only-banner';
import { setAccessToken } from '../../lib/session-token';
import { stubApi } from '../../testing/api-stub';
import { buildClientSession, buildSession, json } from '../../testing/factories';
import { testQueryClient, testRealtime } from '../../testing/render';
import { AppProviders } from '../provider';
import { createRoutes } from '../router';
import { preloadLazyCode } from '../../testing/preload-lazy-code';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

function renderApp(path: string, routes: Parameters<typeof stubApi>[0], session: CurrentUserResponse) {
  const api = stubApi({
    'POST /api/sessions/refresh': () => json(200, { access_token: 'a', expires_at: '2030-01-01T00:00:00.000Z' }),
    'GET /api/sessions/current_user': () => json(200, session),
    'GET /api/live_config': () => json(200, { global_alert: { show: false, text: '' } }),
    'GET /api/companies/get_user_assigned_companies': () =>
      json(200, [{ id: 1, hash_id: 'abc', name: 'Cam LLC', readonly_access: false }]),
    'GET /api/v2/conversations': () => json(200, { conversations: [], total: 0, unseen_total: 0 }),
    ...routes,
  });
  const queryClient = testQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient} realtime={testRealtime()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { api, router };
}

// The shells and homes load lazily: load them once, not within a test's wait.
beforeAll(preloadLazyCode, 60_000);

describe('questionnaire routes', () => {
  it('gives clients their dashboard at /, for the current entity', async () => {
    const { api } = renderApp(
      '/',
      { 'GET /api/client/questionnaires': () => json(200, { questionnaires: [], has_tax_returns: false }) },
      buildClientSession(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaires' })).toBeInTheDocument();
    expect(screen.getByText('No questionnaires found')).toBeInTheDocument();
    const list = api.calls.find((c) => c.key === 'GET /api/client/questionnaires');
    expect(list?.url.searchParams.get('companyHash')).toBe('abc');
  });

  it('opens a client questionnaire inside the client layout', async () => {
    const q = buildQuestionnaire();
    renderApp(
      '/questionnaire/abc?questionnaireId=5',
      {
        'GET /api/questionnaires/5': () => json(200, q),
        'POST /api/questionnaires/5/sections/1': () => json(200, noChange(q)),
      },
      buildClientSession(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '2025 Tax Organizer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/');
  });

  it("shows staff the firm's read-only preview, going back to the entity dashboard", async () => {
    const q = buildQuestionnaire({ mode: 'admin-preview', read_only: true });
    const { api } = renderApp(
      '/preview/1/questionnaire/5',
      { 'GET /api/questionnaires/5': () => json(200, q) },
      buildSession(),
    );
    expect(await screen.findByText(VIEW_ONLY_REASONS.preview('Cam LLC'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the entity dashboard/ })).toHaveAttribute('href', '/admin/abc');
    expect(api.keys().filter((k) => k.startsWith('POST /api/questionnaires'))).toEqual([]);
  });

  it('shows the test checkout on its own page, without the app shell', async () => {
    renderApp(
      '/test-checkout/cs_1',
      {
        'GET /api/test-checkout/cs_1': () =>
          json(200, {
            id: 'cs_1',
            title: 'Pay deposit',
            amount: 1000,
            currency: 'usd',
            description: 'Deposit',
            firm_name: 'Acme Tax',
            status: 'open',
            cancel_url: '/',
          }),
      },
      buildClientSession(),
    );
    expect(await screen.findByRole('button', { name: 'Pay $10.00' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});

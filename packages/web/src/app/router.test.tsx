import { STAFF_NAV_PATHS, type CurrentUserResponse } from '@portal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../lib/session-token';
import { buildClientSession, buildSession, fakeFetch, json } from '../testing/factories';
import { testQueryClient, testRealtime } from '../testing/render';
import { AppProviders } from './provider';
import { clientRoutes, sharedRoutes, staffRoutes } from './route-table';
import { createRoutes } from './router';
import { preloadLazyCode } from '../testing/preload-lazy-code';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

function renderApp(path: string, session: CurrentUserResponse | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeFetch({
        'GET /api/sessions/current_user': () =>
          session ? json(200, session) : json(401, { error: { code: 'unauthorized', message: 'Please sign in' } }),
        // After a reload only the refresh cookie is left: it restores the session when there is one.
        'POST /api/sessions/refresh': () =>
          session
            ? json(200, { access_token: 'restored', expires_at: '2030-01-01T00:00:00.000Z' })
            : json(401, { error: { code: 'unauthorized', message: 'No session' } }),
        'GET /api/live_config': () => json(200, { global_alert: { show: false, text: '' } }),
        'GET /api/firms/branding': () => json(200, null),
        'GET /api/companies/get_user_assigned_companies': () =>
          json(200, [{ id: 1, hash_id: 'abc', name: 'Cam LLC', readonly_access: false }]),
        'GET /api/client/questionnaires': () => json(200, { questionnaires: [], has_tax_returns: false }),
        'GET /api/v2/entities': () => json(200, { entities: [], total: 0 }),
        'GET /api/v2/users': () => json(200, { users: [], total: 0 }),
        'GET /api/companies/get_company_by_hash_id': () =>
          json(404, { error: { code: 'not_found', message: 'Entity not found' } }),
      }),
    ),
  );
  const queryClient = testQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient} realtime={testRealtime()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// The shells and homes load lazily: load them once, not within a test's wait.
beforeAll(preloadLazyCode, 60_000);

describe('routes', () => {
  it('shows the sign-in page on / when signed out, with links to help and create-firm', async () => {
    renderApp('/', null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByLabelText('Email')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', '/help');
    expect(await main.findByRole('link', { name: 'Create a firm' })).toHaveAttribute('href', '/create-firm');
  });

  it('restores the session from the refresh cookie after a reload, before deciding who is signed in', async () => {
    renderApp('/', buildSession());
    expect(await screen.findByRole('heading', { name: 'Collect' })).toBeInTheDocument();
    const calls = vi.mocked(fetch).mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls.slice(0, 2)).toEqual(['POST /api/sessions/refresh', 'GET /api/sessions/current_user']);
    expect(calls.filter((c) => c === 'POST /api/sessions/refresh')).toHaveLength(1);
  });

  it('decides a visitor without a refresh cookie is signed out without asking for the current user', async () => {
    renderApp('/', null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const calls = vi.mocked(fetch).mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls).toContain('POST /api/sessions/refresh');
    expect(calls).not.toContain('GET /api/sessions/current_user');
  });

  it('sends a signed-in user landing with a redirect on to it, and ignores one to another site', async () => {
    const router = renderApp(`/?redirect=${encodeURIComponent('/admin?tab=2')}`, buildSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('keeps a signed-in user on / when the redirect points to another site', async () => {
    const router = renderApp(`/?redirect=${encodeURIComponent('https://evil.example/x')}`, buildSession());
    expect(await screen.findByRole('heading', { name: 'Collect' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens Profile Settings at /admin-profile for staff', async () => {
    renderApp('/admin-profile', buildSession());
    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Pat');
  });

  it('opens Profile Settings at /profile for clients, read-only with the banner for a read-only client', async () => {
    renderApp('/profile', buildClientSession({ readonly_access: true }));
    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByText(/^This account is read-only\./)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Cam');
    expect(screen.getByLabelText('First name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('serves /create-firm without a session', async () => {
    renderApp('/create-firm', null);
    expect(await screen.findByRole('button', { name: 'Create firm' })).toBeInTheDocument();
  });

  it('serves /set-sign-in-method without a session, saying when its link has no token', async () => {
    renderApp('/set-sign-in-method', null);
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a staff screen to sign in, keeping where they were going', async () => {
    const router = renderApp('/admin?tab=1', null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin?tab=1')}`);
  });

  it('keeps the firm a signed-out visitor’s link names, so sign-in shows that firm (issue 21 §9)', async () => {
    const router = renderApp('/questionnaire/abc?questionnaireId=7&firm=harbor', null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('redirect')).toBe('/questionnaire/abc?questionnaireId=7&firm=harbor');
    expect(params.get('firm')).toBe('harbor');
  });

  it('gives staff the staff layout with its navigation and the Entities table', async () => {
    renderApp('/admin', buildSession());
    expect(await screen.findByRole('heading', { name: 'Entities' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Acme Tax');
    expect(screen.getByRole('link', { name: 'Entities' })).toHaveAttribute('aria-current', 'page');
  });

  it('answers an entity view with an unknown hash with not found, inside the staff layout', async () => {
    renderApp('/admin/unknown-hash', buildSession());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows Collect at / for staff and the Dashboard for clients', async () => {
    renderApp('/', buildSession());
    expect(await screen.findByRole('heading', { name: 'Collect' })).toBeInTheDocument();
  });

  it('gives clients the client layout with their navigation', async () => {
    renderApp('/', buildClientSession());
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaires' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/inbox');
    expect(await screen.findByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/documents/abc');
  });

  it('answers a staff screen opened by a client with not found', async () => {
    renderApp('/messages', buildClientSession());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('answers an unknown address with not found and a link home', async () => {
    renderApp('/no/such/page', buildClientSession());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the read-only banner to a read-only client', async () => {
    renderApp('/', buildClientSession({ readonly_access: true }));
    expect(
      await screen.findByText(
        'This account is read-only. If you need to upload documents or answer questionnaires, please send us an email.',
      ),
    ).toBeInTheDocument();
  });

  it('serves /help without a session', async () => {
    renderApp('/help', null);
    expect(await screen.findByRole('heading', { name: 'Get help' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('serves /design with the shared components', async () => {
    renderApp('/design', null);
    expect(await screen.findByRole('heading', { name: 'Design' })).toBeInTheDocument();
    expect(screen.getByText('Nothing found')).toBeInTheDocument();
  });

  it('sends a notification link /admin-documents/{hash}?path= to the entity documents (spec 000 §2)', async () => {
    const router = renderApp(`/admin-documents/h4sh?path=${encodeURIComponent('/2025/Tax Returns')}`, buildSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/h4sh/documents'));
    expect(new URLSearchParams(router.state.location.search).get('path')).toBe('/2025/Tax Returns');
  });

  it('continues the template start at create-questionnaire-from-template', async () => {
    const router = renderApp('/template/xyz?taxYear=2024', null);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/template/xyz/create-questionnaire-from-template'),
    );
    expect(router.state.location.search).toBe('?taxYear=2024');
    // The template start screen itself, not the 'coming in a later release' page.
    expect(await screen.findByText(/Link not found|Enter your email/)).toBeInTheDocument();
    expect(screen.queryByText(/coming in a later release/)).toBeNull();
  });

  it('serves /template/ without a link’s code: the visitor pastes the firm’s link and goes on to its start', async () => {
    const router = renderApp('/template/', null);
    const field = await screen.findByLabelText('Link from your firm');
    expect(screen.queryByText(/coming in a later release/)).toBeNull();
    await userEvent.type(field, 'https://portal.example/template/abcd1234?taxYear=2024&evil=1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/template/abcd1234/create-questionnaire-from-template'),
    );
    expect(router.state.location.search).toBe('?taxYear=2024');
  });

  it('serves the questionnaire preview at the spec’s /preview/{companyId}/{questionnaireId} too', async () => {
    const routes = createRoutes(testQueryClient());
    const spec = matchRoutes(routes, '/preview/12/34')?.at(-1);
    expect(spec?.route.path).toBe('/preview/:companyId/:questionnaireId');
    expect(spec?.params).toMatchObject({ companyId: '12', questionnaireId: '34' });
    const own = matchRoutes(routes, '/preview/12/questionnaire/34')?.at(-1)?.route;
    // Both load the same screen, and the client and template previews keep their own routes.
    expect(await (spec!.route.lazy as () => Promise<{ Component: unknown }>)()).toEqual(
      await (own!.lazy as () => Promise<{ Component: unknown }>)(),
    );
    expect(matchRoutes(routes, '/preview/user/5')?.at(-1)?.route.path).toBe('/preview/user/:previewUserId');
    expect(matchRoutes(routes, '/preview/template/5')?.at(-1)?.route.path).toBe('/preview/template/:templateId');
  });

  it('has a route for every staff navigation item and every screen of the route table', () => {
    const routes = createRoutes(testQueryClient());
    for (const path of [...STAFF_NAV_PATHS, ...[...staffRoutes, ...clientRoutes, ...sharedRoutes].map((r) => r.path)]) {
      const concrete = path.replace(/:[^/]+/g, 'x');
      const matched = matchRoutes(routes, concrete);
      expect(matched?.at(-1)?.route.path, concrete).not.toBe('*');
    }
  });
});

describe('the session route', () => {
  /** Runs the session route's loader alone, before any layout is drawn; answers the API paths it asked for. */
  async function pathsAskedBySessionLoader(session: CurrentUserResponse): Promise<string[]> {
    const fetchMock = vi.fn(
      fakeFetch({
        'POST /api/sessions/refresh': () =>
          json(200, { access_token: 'restored', expires_at: '2030-01-01T00:00:00.000Z' }),
        'GET /api/sessions/current_user': () => json(200, session),
        'GET /api/companies/get_user_assigned_companies': () =>
          json(200, [{ id: 1, hash_id: 'abc', name: 'Cam LLC', readonly_access: false }]),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const sessionRoute = createRoutes(testQueryClient()).find((r) => r.id === 'session')!;
    const loader = sessionRoute.loader as () => Promise<unknown>;
    await loader();
    // The loader only starts the entities' request; it is made within a few ticks.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://portal').pathname);
  }

  it("asks for a client's entities as soon as the client is known, beside the shell's code (issue 22 §4)", async () => {
    expect(await pathsAskedBySessionLoader(buildClientSession())).toContain(
      '/api/companies/get_user_assigned_companies',
    );
  });

  it('does not for staff', async () => {
    expect(await pathsAskedBySessionLoader(buildSession())).not.toContain('/api/companies/get_user_assigned_companies');
  });
});

import { authMessages, type CurrentUserResponse } from '@portal/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL, SESSION_STORAGE_KEY } from '../lib/session-broadcast';
import { getAccessToken, setAccessToken } from '../lib/session-token';
import { apiError, signedIn, stubApi } from '../testing/api-stub';
import { buildClientSession, buildSession, json } from '../testing/factories';
import { testQueryClient, testRealtime } from '../testing/render';
import { AppProviders } from './provider';
import { createRoutes } from './router';
import { preloadLazyCode } from '../testing/preload-lazy-code';

const UID = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
const channels: BroadcastChannel[] = [];

afterEach(() => {
  channels.splice(0).forEach((c) => c.close());
  vi.unstubAllGlobals();
  setAccessToken(null);
});

/** The whole app on a memory router; `state.session` is who the server says is signed in. */
function renderApp(path: string, initial: CurrentUserResponse | null, routes: Parameters<typeof stubApi>[0] = {}) {
  const state = { session: initial };
  const api = stubApi({
    'GET /api/sessions/current_user': () =>
      state.session ? json(200, state.session) : apiError(401, 'unauthorized', 'Please sign in'),
    'POST /api/sessions/refresh': () =>
      state.session
        ? json(200, { access_token: 'restored', expires_at: '2030-01-01T00:00:00.000Z' })
        : apiError(401, 'unauthorized', 'No session'),
    'POST /api/sessions/sign_out': () => {
      state.session = null;
      return new Response(null, { status: 204 });
    },
    'GET /api/live_config': () => json(200, { global_alert: { show: false, text: '' } }),
    ...routes,
  });
  const realtime = testRealtime();
  const queryClient = testQueryClient();
  render(
    <AppProviders queryClient={queryClient} realtime={realtime}>
      <RouterProvider router={createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] })} />
    </AppProviders>,
  );
  return { api, state, realtime, user: userEvent.setup() };
}

// The shells and homes load lazily: load them once, not within a test's wait.
beforeAll(preloadLazyCode, 60_000);

describe('signing in through the app', () => {
  const passwordRoutes = () => ({
    'GET /api/sessions/get_preferred_sign_in_method': () =>
      json(200, { uid: UID, preferred_sign_in_method: 'password' }),
  });

  async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Password'), 'Secret#1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('counts the user as signed in once the user is loaded, and follows the redirect', async () => {
    const { state, user } = renderApp(`/?redirect=${encodeURIComponent('/review-and-export')}`, null, {
      ...passwordRoutes(),
      'POST /api/sessions/verify_password_for_firebase_token': (body: { redirect: string }) => {
        state.session = buildSession();
        return signedIn(body.redirect);
      },
    });
    await signInWithPassword(user);
    // The firm has review and export off, so /review-and-export says so.
    expect(await screen.findByText('Review and export is not enabled for this firm')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(getAccessToken()).toBe('access-1');
  });

  it('ignores a redirect to another site, even one the server sends back', async () => {
    const { state, user } = renderApp(`/?redirect=${encodeURIComponent('//evil.example/x')}`, null, {
      ...passwordRoutes(),
      'POST /api/sessions/verify_password_for_firebase_token': () => {
        state.session = buildSession();
        return signedIn('https://evil.example/x');
      },
    });
    await signInWithPassword(user);
    expect(await screen.findByRole('heading', { name: 'Collect' })).toBeInTheDocument();
  });

  it('shows a sign-in problem when the user cannot be loaded after the answer', async () => {
    const { user } = renderApp('/', null, {
      ...passwordRoutes(),
      'POST /api/sessions/verify_password_for_firebase_token': () => signedIn('/'),
    });
    await signInWithPassword(user);
    expect(await screen.findByText(authMessages.signInProblem)).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });
});

describe('signing out everywhere', () => {
  it('signs out when another tab of this browser signs out (BroadcastChannel)', async () => {
    renderApp('/', buildSession());
    expect(await screen.findByRole('heading', { name: 'Collect' })).toBeInTheDocument();
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    channels.push(otherTab);
    otherTab.postMessage({ type: 'signed_out', at: Date.now() });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(authMessages.signedOut)).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  it('falls back to the storage event where BroadcastChannel is missing', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    renderApp('/', buildSession());
    expect(await screen.findByRole('heading', { name: 'Collect' })).toBeInTheDocument();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: SESSION_STORAGE_KEY,
        newValue: JSON.stringify({ type: 'signed_out', at: Date.now() }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(authMessages.signedOut)).toBeInTheDocument();
  });

  it("follows the server's signed_out push", async () => {
    const { realtime } = renderApp('/', buildSession());
    expect(await screen.findByRole('heading', { name: 'Collect' })).toBeInTheDocument();
    realtime.dispatch({ type: 'signed_out' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(authMessages.signedOut)).toBeInTheDocument();
  });

  it('tells the other tabs when this one signs out', async () => {
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    channels.push(otherTab);
    const received = vi.fn();
    otherTab.onmessage = (e: MessageEvent) => received(e.data);
    const { api, user } = renderApp('/', buildSession());
    // Sign out is in the account menu (issue 21 §10).
    await user.click(await screen.findByRole('button', { name: /^Account menu for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.keys()).toContain('POST /api/sessions/sign_out');
    await waitFor(() => expect(received).toHaveBeenCalledWith(expect.objectContaining({ type: 'signed_out' })));
    // The tab that signed out does not show the "signed out elsewhere" message.
    expect(screen.queryByText(authMessages.signedOut)).not.toBeInTheDocument();
  });
});

describe('client entities', () => {
  const entities = [
    { id: 1, hash_id: 'h1', name: 'Alpha LLC', entity_type: 'Partnership', readonly_access: false, inactive: false },
    { id: 2, hash_id: 'h2', name: 'Beta Trust', entity_type: 'Trust', readonly_access: false, inactive: false },
  ];

  it('starts from the default entity and makes a picked entity the default', async () => {
    const { api, user } = renderApp('/', buildClientSession({ default_company_id: 2 }), {
      'GET /api/companies/get_user_assigned_companies': () => json(200, entities),
      'POST /api/set_default_company': () => new Response(null, { status: 204 }),
    });
    expect(await screen.findByRole('radio', { name: 'Beta Trust' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Alpha LLC' }));
    await waitFor(() => expect(api.bodyOf('POST /api/set_default_company')).toEqual({ companyId: 1 }));
    expect(screen.getByRole('radio', { name: 'Alpha LLC' })).toBeChecked();
  });

  it('blocks a client without active entities, who can only sign out', async () => {
    renderApp('/', buildClientSession(), {
      'GET /api/companies/get_user_assigned_companies': () => json(200, []),
    });
    expect(await screen.findByText(authMessages.noActiveEntities)).toBeInTheDocument();
    // One way out only: the header's Sign out gives way to the dialog's.
    expect(screen.getAllByRole('button', { name: 'Sign out' })).toHaveLength(1);
  });
});

import type { AssignedCompany, CurrentUserResponse, FirmPreferences } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/session-token';
import { apiError, stubApi } from '../../testing/api-stub';
import { buildClientSession, buildEntityDetail, buildSession, buildUser, json } from '../../testing/factories';
import { testQueryClient, testRealtime } from '../../testing/render';
import { AppProviders } from '../provider';
import { createRoutes } from '../router';
import { preloadLazyCode } from '../../testing/preload-lazy-code';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

type Routes = Parameters<typeof stubApi>[0];

const company = (id: number, name: string, extra: Partial<AssignedCompany> = {}): AssignedCompany => ({
  id,
  hash_id: `h${id}`,
  name,
  entity_type: 'Individual',
  readonly_access: false,
  inactive: false,
  ...extra,
});

const client = buildUser({
  id: 31,
  fname: 'Ann',
  lname: 'Lee',
  full_name: 'Ann Lee',
  email: 'ann@example.com',
  phone_number: '5551234567',
  is_advisor: false,
  firm_access: null,
  default_company_id: 11,
});

const previewOf = (companies: AssignedCompany[], user = client): Routes => ({
  'GET /api/preview/users/31': () => json(200, { user, companies }),
});

const twoEntities = previewOf([company(11, 'Ann Lee'), company(12, 'Lee Holdings LLC', { entity_type: 'LLC' })]);

function renderApp(
  path: string,
  routes: Routes,
  {
    session = buildSession(),
    preferences = {},
  }: { session?: CurrentUserResponse; preferences?: Partial<FirmPreferences> } = {},
) {
  const signedIn = {
    ...session,
    firm: { ...session.firm, preferences: { ...session.firm.preferences, ...preferences } },
  };
  const api = stubApi({
    'POST /api/sessions/refresh': () => json(200, { access_token: 'a', expires_at: '2030-01-01T00:00:00.000Z' }),
    'GET /api/sessions/current_user': () => json(200, signedIn),
    'GET /api/live_config': () => json(200, { global_alert: { show: false, text: '' } }),
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

const where = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname + router.state.location.search;

// The shells and homes load lazily: load them once, not within a test's wait.
beforeAll(preloadLazyCode, 60_000);

describe('the client preview', () => {
  it("shows the client's shell and navigation, with a banner, the client's name and no staff navigation", async () => {
    renderApp('/preview/user/31?previewCompanyHash=h12', twoEntities);
    const banner = await screen.findByRole('region', { name: 'Client preview' });
    expect(banner).toHaveTextContent('You are previewing the portal as Ann Lee.');
    expect(within(banner).getByRole('link', { name: 'Exit preview' })).toHaveAttribute('href', '/clients/31');

    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Messages',
      'Documents',
      'Profile Settings',
    ]);
    // The links stay inside the preview: staff cannot open the client's own routes.
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/preview/user/31?previewCompanyHash=h12',
    );
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/preview/user/31?previewCompanyHash=h12&previewPage=documents',
    );
    expect(nav.queryByRole('link', { name: 'Entities' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Ann Lee' })).toBeInTheDocument();
    // Signing out here would sign the staff member out.
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it("lists the client's entities with the previewCompanyHash one current, and choosing one writes nothing", async () => {
    const user = userEvent.setup();
    const { api, router } = renderApp('/preview/user/31?previewCompanyHash=h12', twoEntities);
    const selector = await screen.findByRole('radiogroup', { name: 'Current Entity' });
    const choices = within(selector).getAllByRole('radio');
    expect(choices.map((c) => c.closest('label, div')?.textContent ?? '')).toHaveLength(2);
    expect(within(selector).getByRole('radio', { name: 'Lee Holdings LLC' })).toBeChecked();
    expect(screen.getByText('Current entity: Lee Holdings LLC')).toBeInTheDocument();

    await user.click(within(selector).getByRole('radio', { name: 'Ann Lee' }));
    expect(within(selector).getByRole('radio', { name: 'Ann Lee' })).toBeChecked();
    expect(where(router)).toBe('/preview/user/31?previewCompanyHash=h11');
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/preview/user/31?previewCompanyHash=h11&previewPage=documents',
    );
    expect(api.keys().filter((k) => !k.startsWith('GET ') && k !== 'POST /api/sessions/refresh')).toEqual([]);
  });

  it("starts on the client's default entity and leaves out the selector for a single entity", async () => {
    renderApp('/preview/user/31', previewOf([company(11, 'Ann Lee')]));
    expect(await screen.findByText('Current entity: Ann Lee')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Current Entity' })).not.toBeInTheDocument();
  });

  it('hides Documents when the firm hides the documents view from clients, as the client would', async () => {
    renderApp('/preview/user/31?previewCompanyHash=h11&previewPage=documents', twoEntities, {
      preferences: { hide_documents_view_from_clients: true },
    });
    await screen.findByRole('region', { name: 'Client preview' });
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.queryByRole('link', { name: 'Documents' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('offers a filter above five entities', async () => {
    const many = Array.from({ length: 6 }, (_, i) => company(11 + i, `Entity ${i + 1}`));
    renderApp('/preview/user/31', previewOf(many));
    expect(await screen.findByRole('textbox', { name: 'Filter entities' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show All' })).toBeInTheDocument();
  });

  it("moves between the client's pages inside the preview and shows the profile read-only", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/preview/user/31?previewCompanyHash=h11', twoEntities);
    await screen.findByRole('region', { name: 'Client preview' });
    await user.click(screen.getByRole('link', { name: 'Profile Settings' }));
    expect(where(router)).toBe('/preview/user/31?previewCompanyHash=h11&previewPage=profile-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    const details = screen.getByRole('table', { name: 'Profile details' });
    expect(details).toHaveTextContent('ann@example.com');
    expect(details).toHaveTextContent('5551234567');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('region', { name: 'Client preview' })).toBeInTheDocument();
  });

  it('shows the read-only banner the client would see', async () => {
    renderApp('/preview/user/31', previewOf([company(11, 'Ann Lee')], { ...client, readonly_access: true }));
    expect(await screen.findByText(/This account is read-only\./)).toBeInTheDocument();
  });

  it('says a client without active entities is blocked, without offering to sign out', async () => {
    renderApp('/preview/user/31', previewOf([]));
    expect(
      await screen.findByText('Your account does not have active entities to view. Please contact your firm.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('answers a staff member or an unknown user as not found', async () => {
    renderApp('/preview/user/99', {
      'GET /api/preview/users/99': () => apiError(404, 'not_found', 'User not found'),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('is not open to clients', async () => {
    const { api } = renderApp('/preview/user/31', twoEntities, { session: buildClientSession() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(api.keys()).not.toContain('GET /api/preview/users/31');
  });
});

describe('Preview as client', () => {
  const userViewRoutes: Routes = {
    ...twoEntities,
    'GET /api/users/31': () => json(200, client),
    'GET /api/v2/users': () => json(200, { users: [], total: 0 }),
    'GET /api/v2/users/31/user_assigned_companies': () => json(200, []),
  };

  it('opens from the user view and Exit preview comes back to it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/clients/31', userViewRoutes);
    await user.click(await screen.findByRole('link', { name: 'Preview as client' }));
    expect(where(router)).toBe('/preview/user/31');
    const banner = await screen.findByRole('region', { name: 'Client preview' });
    // Moving inside the preview keeps the way back.
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(where(router)).toBe('/preview/user/31?previewCompanyHash=h11&previewPage=messages');
    await user.click(within(banner).getByRole('link', { name: 'Exit preview' }));
    expect(where(router)).toBe('/clients/31');
  });

  it('opens from the entity view with that entity current, choosing among its owners', async () => {
    const user = userEvent.setup();
    const entity = buildEntityDetail({
      id: 12,
      hash_id: 'h12',
      name: 'Lee Holdings LLC',
      user_id: 31,
      owners: [
        { id: 32, uid: 'u32', full_name: 'Bob Lee' },
        { id: 31, uid: 'u31', full_name: 'Ann Lee' },
      ],
    });
    const { router } = renderApp('/admin/h12', {
      ...twoEntities,
      'GET /api/companies/get_company_by_hash_id': () => json(200, entity),
      'GET /api/v2/entities/12/get_related_entities': () => json(200, []),
    });
    // The entity view's code loads first.
    await screen.findByRole('heading', { level: 1, name: 'Lee Holdings LLC' }, { timeout: 5000 });
    await user.click(await screen.findByRole('button', { name: 'Preview as client' }));
    // The dropdown is still fading in (happy-dom runs no transitions), so it counts as hidden.
    const menu = await screen.findByRole('menu', { hidden: true });
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    // The primary contact first.
    expect(items.map((i) => i.textContent)).toEqual(['Ann Lee', 'Bob Lee']);
    await user.click(items[0]!);
    expect(where(router)).toBe('/preview/user/31?previewCompanyHash=h12');
    expect(await screen.findByRole('radio', { name: 'Lee Holdings LLC' })).toBeChecked();
    await user.click(screen.getByRole('link', { name: 'Exit preview' }));
    expect(where(router)).toBe('/admin/h12');
  });
});

import { connectMessages, type CurrentUserResponse } from '@portal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/session-token';
import { apiError, stubApi } from '../../testing/api-stub';
import {
  buildEntityDetail,
  buildEntityRow,
  buildSession,
  buildStaffRow,
  buildUser,
  buildUserRow,
  json,
} from '../../testing/factories';
import { testQueryClient, testRealtime } from '../../testing/render';
import { AppProviders } from '../provider';
import { createRoutes } from '../router';
import { preloadLazyCode } from '../../testing/preload-lazy-code';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

type Routes = Parameters<typeof stubApi>[0];

function renderApp(path: string, routes: Routes, session: CurrentUserResponse = buildSession()) {
  const api = stubApi({
    'POST /api/sessions/refresh': () => json(200, { access_token: 'a', expires_at: '2030-01-01T00:00:00.000Z' }),
    'GET /api/sessions/current_user': () => json(200, session),
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

const trust = buildEntityDetail({
  id: 1,
  hash_id: 'hash1',
  name: 'Lee Family Trust',
  entity_type: 'Trust',
  primary_contact_name: 'Ann Lee',
  primary_contact_email: 'ann@example.com',
  owners: [
    { id: 31, uid: 'u31', full_name: 'Ann Lee' },
    { id: 32, uid: 'u32', full_name: 'Bob Lee' },
  ],
});

const entityRoutes: Routes = {
  'GET /api/companies/get_company_by_hash_id': (_b, url) =>
    url.searchParams.get('hash_id') === 'hash1' ? json(200, trust) : apiError(404, 'not_found', 'Entity not found'),
  'GET /api/v2/entities/1/get_related_entities': () =>
    json(200, [{ id: 2, hash_id: 'hash2', name: 'Lee Holdings', entity_type: 'C-Corporation', inactive: false }]),
};

// The shells and homes load lazily: load them once, not within a test's wait.
beforeAll(preloadLazyCode, 60_000);

describe('the entity view', () => {
  it('shows the entity with its contact, owners, switcher, pages and dashboard', async () => {
    const user = userEvent.setup();
    renderApp('/admin/hash1', entityRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lee Family Trust' })).toBeInTheDocument();
    expect(screen.getByText(/Primary contact:/).parentElement).toHaveTextContent('Ann Lee (ann@example.com)');
    expect(screen.getByText(/Owners:/).parentElement).toHaveTextContent('Ann Lee, Bob Lee');
    const nav = within(screen.getByRole('navigation', { name: 'Entity navigation' }));
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/admin/hash1/messages');
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    // Issue 21 §3: no card promising what the dashboard will show some day.
    expect(screen.queryByRole('heading', { name: 'Coming to this dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByText(/as those features land/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch entity' }));
    const related = within(await screen.findByRole('navigation', { name: 'Related entities' }));
    expect(related.getByRole('link', { name: /Lee Holdings/ })).toHaveAttribute('href', '/admin/hash2');
  });

  it('keeps the header on the Connect tab, which says why it is closed to a trust', async () => {
    renderApp('/admin/hash1/connect', entityRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lee Family Trust' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Connect' })).toBeInTheDocument();
    const why = [connectMessages.exportDisabled, connectMessages.individualsOnly];
    expect(why).toContain(screen.getByRole('status').textContent);
  });

  it('answers an unknown hash with the not-found page', async () => {
    renderApp('/admin/nope', entityRoutes);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('Create User and Entity from the tables', () => {
  it('refreshes the tables and goes to the new entity', async () => {
    const user = userEvent.setup();
    const { api, router } = renderApp('/admin', {
      ...entityRoutes,
      'GET /api/v2/entities': () => json(200, { entities: [buildEntityRow()], total: 1 }),
      'GET /api/v2/users': () => json(200, { users: [buildStaffRow({ id: 1, full_name: 'Paula Partner' })], total: 1 }),
      'POST /api/users/check_email_availability': () => json(200, { is_available: true, user: null }),
      'POST /api/users/create_client_from_api': () =>
        json(200, {
          user: buildUser({ id: 31, is_advisor: false }),
          company_id: 1,
          company_hash_id: trust.hash_id,
          spouse_id: null,
          message: 'Successfully created a new user',
        }),
      'GET /api/companies/1': () => json(200, trust),
    });
    await screen.findByRole('link', { name: 'Entity 1' });
    await user.click(screen.getAllByRole('button', { name: 'Create User and Entity' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Create User and Entity' }));
    await user.type(dialog.getByLabelText(/^First name/), 'Ann');
    await user.type(dialog.getByLabelText(/^Last name/), 'Lee');
    await user.type(dialog.getByLabelText(/^Email/), 'ann@example.com');
    await user.selectOptions(dialog.getByLabelText(/^Entity type/), 'Trust');
    await user.type(dialog.getByLabelText(/^Entity name/), 'Lee Family Trust');
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Paula Partner' })).toBeInTheDocument());
    await user.selectOptions(dialog.getByLabelText(/^Assigned firm user/), 'Paula Partner');
    const listCalls = api.calls.filter((c) => c.key === 'GET /api/v2/entities').length;
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/hash1'));
    expect(await screen.findByText('Successfully created a new user')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lee Family Trust' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.key === 'GET /api/v2/entities').length).toBeGreaterThan(listCalls);
  });
});

describe('the user view', () => {
  const userRoutes: Routes = {
    'GET /api/v2/users': () => json(200, { users: [buildStaffRow({ id: 1, full_name: 'Paula Partner' })], total: 1 }),
    'GET /api/v2/users/31/user_assigned_companies': () =>
      json(200, [
        {
          id: 1,
          hash_id: 'hash1',
          name: 'Lee Family Trust',
          entity_type: 'Trust',
          readonly_access: false,
          inactive: false,
        },
      ]),
  };

  it("shows the user's details and entities with a way back to Users", async () => {
    renderApp('/clients/31', {
      ...userRoutes,
      'GET /api/users/31': () =>
        json(
          200,
          buildUser({
            id: 31,
            is_advisor: false,
            full_name: 'Ann Lee',
            email: 'ann31@example.com',
            assigned_advisor_id: 1,
          }),
        ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/clients');
    expect(await screen.findByText('Paula Partner')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lee Family Trust' })).toHaveAttribute('href', '/admin/hash1');
  });

  it('starts from the Users table row without asking for the user', async () => {
    const user = userEvent.setup();
    const { api } = renderApp('/clients', {
      ...userRoutes,
      'GET /api/v2/users': (_b, url) =>
        url.searchParams.get('filters')?.includes('is_advisor')
          ? json(200, { users: [buildStaffRow({ id: 1, full_name: 'Paula Partner' })], total: 1 })
          : json(200, {
              users: [buildUserRow({ id: 31, full_name: 'Ann Lee', email: 'ann31@example.com' })],
              total: 1,
            }),
    });
    await user.click(await screen.findByRole('link', { name: 'Ann Lee' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lee Family Trust' })).toBeInTheDocument();
    expect(api.keys()).not.toContain('GET /api/users/31');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../../lib/cookies';
import { tableCookieName } from '../../../lib/table-preferences';
import { stubApi } from '../../../testing/api-stub';
import { buildStaffRow, buildUserRow, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { UsersTable } from './users-table';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/v2/users';
const staff = [buildStaffRow({ id: 1, full_name: 'Paula Partner' }), buildStaffRow({ id: 2, full_name: 'Fiona Full' })];

function stubUsers() {
  return stubApi({
    [LIST]: (_body, url) => {
      const filters = JSON.parse(url.searchParams.get('filters') ?? '{}') as { is_advisor?: boolean };
      if (filters.is_advisor) return json(200, { users: staff, total: staff.length });
      return json(200, {
        users: [
          buildUserRow({ id: 31, full_name: 'Ann Lee', assigned_advisor_id: 2 }),
          buildUserRow({ id: 32, full_name: 'Bob Kim', paying: false }),
        ],
        total: 2,
      });
    },
  });
}

const clientCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls
    .filter((c) => c.key === LIST && !c.url.searchParams.get('filters')?.includes('is_advisor'))
    .map((c) => Object.fromEntries(c.url.searchParams));

function UserStateProbe() {
  const location = useLocation();
  const state = location.state as { user?: { full_name: string } } | null;
  return <output data-testid="state">{state?.user?.full_name}</output>;
}

function renderTable(props: Partial<ComponentProps<typeof UsersTable>> = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route
        path="/clients"
        element={<UsersTable groupScope={{ enabled: false, groups: [] }} onCreateClient={() => {}} {...props} />}
      />
      <Route path="/clients/:id" element={<UserStateProbe />} />
    </Routes>,
    { route: '/clients' },
  );
  return { user };
}

describe('UsersTable', () => {
  it('lists clients with their assigned firm user and status, sorted by name', async () => {
    const api = stubUsers();
    renderTable();
    const row = (await screen.findByRole('link', { name: 'Ann Lee' })).closest('tr')!;
    expect(within(row).getByText('Fiona Full')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const bob = screen.getByRole('link', { name: 'Bob Kim' }).closest('tr')!;
    expect(within(bob).getByText('Deactivated')).toBeInTheDocument();
    expect(within(bob).getByText('None')).toBeInTheDocument();
    expect(clientCalls(api)[0]).toEqual({ page: '0', rows_per_page: '20', sort_by: 'name', descending: 'false' });
  });

  it('opens the user view with the row, so it needs no request', async () => {
    stubUsers();
    const { user } = renderTable();
    const link = await screen.findByRole('link', { name: 'Ann Lee' });
    expect(link).toHaveAttribute('href', '/clients/31');
    await user.click(link);
    expect(screen.getByTestId('state')).toHaveTextContent('Ann Lee');
  });

  it('filters by status and by assigned firm user, None meaning no one', async () => {
    const api = stubUsers();
    const { user } = renderTable();
    await screen.findByRole('link', { name: 'Ann Lee' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'deactivated');
    await waitFor(() => expect(JSON.parse(clientCalls(api).at(-1)!.filters!)).toEqual({ paying: false }));
    await user.click(screen.getByRole('combobox', { name: 'Assigned firm user' }));
    await user.click(await screen.findByRole('option', { name: 'None', hidden: true }));
    await waitFor(() =>
      expect(JSON.parse(clientCalls(api).at(-1)!.filters!)).toEqual({ paying: false, assigned_advisor_id: [-1] }),
    );
  });

  it('unselects the rows a search hides, and says no user matches with Reset filters (issue 21 §8)', async () => {
    const people = [buildUserRow({ id: 31, full_name: 'Ann Lee' }), buildUserRow({ id: 32, full_name: 'Bob Kim' })];
    stubApi({
      [LIST]: (_body, url) => {
        const filters = JSON.parse(url.searchParams.get('filters') ?? '{}') as { is_advisor?: boolean };
        if (filters.is_advisor) return json(200, { users: staff, total: staff.length });
        const search = url.searchParams.get('search')?.toLowerCase() ?? '';
        const users = people.filter((p) => p.full_name.toLowerCase().includes(search));
        return json(200, { users, total: users.length });
      },
    });
    const onCreateClient = vi.fn();
    const { user } = renderTable({
      onCreateClient,
      selectionActions: (ids) => <span>Acting on {ids.join(',')}</span>,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ann Lee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bob Kim' }));
    expect(screen.getByText('Acting on 31,32')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bob');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ann Lee' })).not.toBeInTheDocument());
    // No bulk action reaches a row out of sight.
    expect(await screen.findByText('Acting on 32')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Ann Lee' })).not.toBeChecked();

    // A search nothing matches: the filter's empty state, no offer to create a first client.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zed');
    expect(await screen.findByText('No user matches the search or filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create User and Entity' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(onCreateClient).not.toHaveBeenCalled();
  });

  it('sorts by assigned firm user and keeps its page size apart from the Entities table', async () => {
    const api = stubUsers();
    const { user } = renderTable();
    await screen.findByRole('link', { name: 'Ann Lee' });
    await user.click(within(screen.getByRole('columnheader', { name: /Assigned firm user/ })).getByRole('button'));
    await waitFor(() => expect(clientCalls(api).at(-1)).toMatchObject({ sort_by: 'assigned_advisor' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(clientCalls(api).at(-1)).toMatchObject({ rows_per_page: '50' }));
    expect(JSON.parse(getCookie(tableCookieName('users'))!)).toMatchObject({
      pageSize: 50,
      sortBy: 'assigned_advisor',
    });
    expect(getCookie(tableCookieName('entities'))).toBeUndefined();
  });
});

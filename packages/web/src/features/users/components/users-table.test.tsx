import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

function renderTable() {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route
        path="/clients"
        element={<UsersTable groupScope={{ enabled: false, groups: [] }} onCreateClient={() => {}} />}
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
    expect(clientCalls(api)[0]).toEqual({ page: '0', rows_per_page: '10', sort_by: 'name', descending: 'false' });
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

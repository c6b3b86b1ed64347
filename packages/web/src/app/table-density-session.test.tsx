import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUserResponse } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../components/data-table/data-table';
import { TablePager } from '../components/data-table/table-pager';
import { currentUserQueryKey, useCurrentUser } from '../features/session/api/get-current-user';
import { apiError, stubApi } from '../testing/api-stub';
import { buildSession, json } from '../testing/factories';
import { renderWithProviders, testQueryClient } from '../testing/render';
import { SessionTableDensity } from './table-density-session';

afterEach(() => vi.unstubAllGlobals());

const rows = Array.from({ length: 3 }, (_, i) => ({ id: i + 1, name: `A long entity name ${i + 1}` }));

/** A staff table as the screens draw it, under the signed-in user's density. */
function Screen() {
  const session = useCurrentUser().data!;
  return (
    <SessionTableDensity session={session}>
      <DataTable
        label="Entities"
        columns={[{ key: 'name', header: 'Name', render: (r: (typeof rows)[number]) => r.name }]}
        rows={rows}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        sortBy="name"
        descending={false}
        onSort={() => undefined}
        selected={[]}
        onSelectedChange={() => undefined}
        skeletonRows={3}
        empty="None"
        minWidth={300}
      />
      <TablePager page={0} pageSize={20} total={3} onPageChange={() => undefined} onPageSizeChange={() => undefined} />
    </SessionTableDensity>
  );
}

function renderScreen(session: CurrentUserResponse) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(currentUserQueryKey, session);
  renderWithProviders(<Screen />, { queryClient });
  return { queryClient, user: userEvent.setup() };
}

const density = () => screen.getByRole('table', { name: 'Entities' }).getAttribute('data-density');

describe('row density (issue 38 §5)', () => {
  it('is compact by default: one line a row, nothing wraps', () => {
    stubApi({});
    renderScreen(buildSession());
    expect(density()).toBe('compact');
    const cell = within(screen.getByRole('table', { name: 'Entities' })).getByText('A long entity name 1');
    expect(cell).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it("opens on the user's remembered choice", () => {
    stubApi({});
    const session = buildSession();
    session.user.preferences.table_density = 'comfortable';
    renderScreen(session);
    expect(density()).toBe('comfortable');
  });

  it('saves a change to the user at once, and takes it back when the save fails', async () => {
    const api = stubApi({ 'POST /api/users/update_table_density': (body) => json(200, body) });
    const { user, queryClient } = renderScreen(buildSession());
    const choice = screen.getByRole('radiogroup', { name: 'Row density' });
    await user.click(within(choice).getByText('Comfortable'));
    expect(density()).toBe('comfortable');
    await waitFor(() =>
      expect(api.bodyOf('POST /api/users/update_table_density')).toEqual({ table_density: 'comfortable' }),
    );
    expect(queryClient.getQueryData<CurrentUserResponse>(currentUserQueryKey)!.user.preferences.table_density).toBe(
      'comfortable',
    );

    stubApi({ 'POST /api/users/update_table_density': () => apiError(500, 'internal', 'Something went wrong') });
    await user.click(within(choice).getByText('Compact'));
    await waitFor(() => expect(density()).toBe('comfortable'));
  });
});

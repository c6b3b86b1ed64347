import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../../lib/cookies';
import { tableCookieName } from '../../../lib/table-preferences';
import { stubApi } from '../../../testing/api-stub';
import { buildEntityRow, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { EntitiesTable, type EntitiesTableProps } from './entities-table';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/v2/entities';

function stubList(total = 45, estimate?: boolean) {
  return stubApi({
    [LIST]: (_body, url) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('rows_per_page'));
      const count = Math.max(0, Math.min(size, total - page * size));
      const entities = Array.from({ length: count }, (_, i) => buildEntityRow({ id: page * size + i + 1 }));
      return json(200, { entities, total, ...(estimate === undefined ? {} : { total_is_estimate: estimate }) });
    },
  });
}

const listCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((c) => c.key === LIST).map((c) => Object.fromEntries(c.url.searchParams));

function renderTable(props: Partial<EntitiesTableProps> = {}) {
  const onCreateClient = vi.fn();
  const user = userEvent.setup();
  const result = renderWithProviders(
    <EntitiesTable
      groupScope={{ enabled: false, groups: [] }}
      entityTypes={['Individual', 'Trust', 'C-Corporation']}
      onCreateClient={onCreateClient}
      {...props}
    />,
    { route: '/admin' },
  );
  return { user, onCreateClient, ...result };
}

describe('EntitiesTable', () => {
  it('shows skeleton rows, then the first page of 20 (issue 38 §5) sorted by name, with links to each entity', async () => {
    const api = stubList();
    renderTable();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    expect(await screen.findByRole('link', { name: 'Entity 1' })).toHaveAttribute('href', '/admin/hash1');
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
    expect(listCalls(api)).toEqual([{ page: '0', rows_per_page: '20', sort_by: 'name', descending: 'false' }]);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
  });

  it('says "about" when the server estimates a big firm\'s total, and still pages to its last page', async () => {
    const api = stubList(120_000, true);
    const { user } = renderTable();
    expect(await screen.findByText('1–20 of about 120000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 6000' }));
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ page: '5999', rows_per_page: '20' }));
    expect(await screen.findByText('119981–120000 of about 120000')).toBeInTheDocument();
  });

  it('says the exact total when the server counted it', async () => {
    stubList(25, false);
    renderTable();
    expect(await screen.findByText('1–20 of 25')).toBeInTheDocument();
  });

  it('sorts by a clicked header, flipping on a second click, and says so with aria-sort', async () => {
    const api = stubList();
    const { user } = renderTable();
    await screen.findByRole('link', { name: 'Entity 1' });
    const table = screen.getByRole('table', { name: 'Entities' });
    const nameHeader = within(table).getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ sort_by: 'name', descending: 'true' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    const typeHeader = within(table).getByRole('columnheader', { name: /Type/ });
    await user.click(within(typeHeader).getByRole('button'));
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ sort_by: 'entity_type', descending: 'false' }));
    expect(typeHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('pages through the server', async () => {
    const api = stubList();
    const { user } = renderTable();
    await screen.findByRole('link', { name: 'Entity 1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Entity 21' })).toBeInTheDocument();
    expect(listCalls(api).at(-1)).toMatchObject({ page: '1', rows_per_page: '20' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Entity 41' })).toBeInTheDocument();
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
  });

  it('searches once typing pauses for 300 ms, from the first page', async () => {
    const api = stubList();
    const { user } = renderTable();
    await screen.findByRole('link', { name: 'Entity 1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Entity 21' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'acme llc');
    expect(listCalls(api).some((q) => 'search' in q)).toBe(false);
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ search: 'acme llc', page: '0' }));
    // One request for the whole word, not one per key.
    expect(listCalls(api).filter((q) => 'search' in q)).toHaveLength(1);
  });

  it('remembers the page size per table in a cookie', async () => {
    const api = stubList();
    const { user, unmount } = renderTable();
    await screen.findByRole('link', { name: 'Entity 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ rows_per_page: '50', page: '0' }));
    expect(JSON.parse(getCookie(tableCookieName('entities'))!)).toMatchObject({ pageSize: 50 });
    unmount();

    const again = stubList();
    renderTable();
    await screen.findByRole('link', { name: 'Entity 1' });
    expect(listCalls(again)[0]).toMatchObject({ rows_per_page: '50' });
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  });

  it('sends the status and entity type filters as JSON and remembers them', async () => {
    const api = stubList();
    const { user, unmount } = renderTable();
    await screen.findByRole('link', { name: 'Entity 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    await waitFor(() => expect(JSON.parse(listCalls(api).at(-1)!.filters!)).toEqual({ inactive: true }));

    await user.click(screen.getByRole('combobox', { name: 'Entity type' }));
    // happy-dom has no layout, so the dropdown's position check hides it from the accessibility tree.
    await user.click(await screen.findByRole('option', { name: 'Trust', hidden: true }));
    await waitFor(() =>
      expect(JSON.parse(listCalls(api).at(-1)!.filters!)).toEqual({ inactive: true, entity_type: ['Trust'] }),
    );
    unmount();

    const again = stubList();
    renderTable();
    await waitFor(() => expect(listCalls(again)).toHaveLength(1));
    expect(JSON.parse(listCalls(again)[0]!.filters!)).toEqual({ inactive: true, entity_type: ['Trust'] });
  });

  it('says Nothing found with Create User and Entity as the next step, and Reset filters when filtering', async () => {
    stubApi({ [LIST]: () => json(200, { entities: [], total: 0 }) });
    const { user, onCreateClient } = renderTable();
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create User and Entity' }));
    expect(onCreateClient).toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    // Nothing matches the filter: the filter's empty state, with no offer to create a first client.
    expect(await screen.findByText('No entity matches the search or filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create User and Entity' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reset filters' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(await screen.findByText('There are no entities yet.')).toBeInTheDocument();
  });

  it('unselects the rows a search hides, so no bulk action reaches rows out of sight', async () => {
    stubApi({
      [LIST]: (_body, url) => {
        const search = url.searchParams.get('search');
        const entities = [1, 2, 3]
          .map((id) => buildEntityRow({ id }))
          .filter((e) => !search || e.name.endsWith(search));
        return json(200, { entities, total: entities.length });
      },
    });
    const { user } = renderTable({ selectionActions: (ids) => <span>Acting on {ids.join(',')}</span> });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Entity 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Entity 2' }));
    expect(screen.getByText('Acting on 1,2')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '2');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Entity 1' })).not.toBeInTheDocument());
    expect(await screen.findByText('Acting on 2')).toBeInTheDocument();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    // Clearing the search shows Entity 1 again, not selected.
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Entity 1' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Entity 2' })).toBeChecked();
  });

  it("says 'Failed to fetch companies' when the list cannot be loaded", async () => {
    stubApi({ [LIST]: () => json(500, { error: { code: 'internal', message: 'Something went wrong' } }) });
    renderTable();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch companies');
    expect(screen.queryByText('Nothing found')).not.toBeInTheDocument();
  });

  it('selects rows one by one or the whole page', async () => {
    stubList();
    const { user } = renderTable();
    await screen.findByRole('link', { name: 'Entity 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Entity 2' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('20 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it('limits a group-limited user to their group, with the group select disabled', async () => {
    const api = stubList();
    renderTable({
      groupScope: {
        enabled: true,
        groups: [
          { id: 4, name: 'West Office' },
          { id: 5, name: 'East Office' },
        ],
        fixedGroupId: 4,
      },
    });
    await screen.findByRole('link', { name: 'Entity 1' });
    const select = screen.getByRole('combobox', { name: 'Firm group' });
    expect(select).toBeDisabled();
    expect(select).toHaveValue('4');
    expect(listCalls(api)[0]).toMatchObject({ firm_group_id: '4' });
  });

  it('lets others choose a firm group when the firm has groups', async () => {
    const api = stubList();
    const { user } = renderTable({ groupScope: { enabled: true, groups: [{ id: 5, name: 'East Office' }] } });
    await screen.findByRole('link', { name: 'Entity 1' });
    expect(listCalls(api)[0]).not.toHaveProperty('firm_group_id');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Firm group' }), '5');
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ firm_group_id: '5' }));
  });

  it('hides a column chosen in Columns and remembers it', async () => {
    stubList();
    const { user } = renderTable();
    await screen.findByRole('link', { name: 'Entity 1' });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Owners' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Owners' })).not.toBeInTheDocument());
    expect(JSON.parse(getCookie(tableCookieName('entities'))!)).toMatchObject({ hiddenColumns: ['owners'] });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { EmptyState } from '../empty-state';
import { AdminList, type AdminListProps, type RowAction } from './admin-list';

interface Item {
  id: number;
  name: string;
  uses: number;
}

const items: Item[] = [
  { id: 1, name: 'Year-end docs', uses: 0 },
  { id: 2, name: 'Payroll', uses: 3 },
];

function renderList(props: Partial<AdminListProps<Item>> = {}) {
  const run = vi.fn(() => Promise.resolve());
  const onDone = vi.fn();
  const onEdit = vi.fn();
  const actions: RowAction<Item>[] = [
    { label: 'Edit', onClick: onEdit },
    {
      label: 'Delete',
      blockedBy: (i) => (i.uses > 0 ? `${i.name} is used ${i.uses} times.` : null),
      confirm: { title: 'Delete item', message: (i) => `Delete ${i.name}?`, run, onDone },
    },
  ];
  renderWithProviders(
    <AdminList<Item>
      title="Items"
      description="The firm's items."
      create={{ label: 'Create item', onClick: () => undefined }}
      label="Items"
      loadingLabel="Loading items"
      columns={[
        { header: 'Name', render: (i) => i.name, strong: true },
        { header: 'Uses', render: (i) => i.uses },
      ]}
      rows={items}
      rowKey={(i) => i.id}
      rowLabel={(i) => i.name}
      actions={actions}
      empty={<EmptyState title="No items yet" description="Create one to start." />}
      {...props}
    />,
  );
  return { run, onDone, onEdit, user: userEvent.setup() };
}

describe('AdminList', () => {
  it('shows the heading, the columns and a row’s buttons named after the row', async () => {
    const { onEdit, user } = renderList();
    expect(screen.getByRole('heading', { level: 2, name: 'Items' })).toBeInTheDocument();
    expect(screen.getByText("The firm's items.")).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Uses', 'Actions']);
    const row = within(table).getByRole('row', { name: /Payroll/ });
    await user.click(within(row).getByRole('button', { name: 'Edit Payroll' }));
    expect(onEdit).toHaveBeenCalledWith(items[1]);
  });

  it('says what to do next when there are no rows, and names its loading and failure states', () => {
    const bare = (props: Partial<AdminListProps<Item>>) =>
      renderWithProviders(
        <AdminList<Item>
          label="Items"
          loadingLabel="Loading items"
          columns={[{ header: 'Name', render: (i) => i.name }]}
          rows={undefined}
          rowKey={(i) => i.id}
          rowLabel={(i) => i.name}
          {...props}
        />,
      );
    const empty = bare({ rows: [], empty: <EmptyState title="No items yet" description="Create one to start." /> });
    expect(screen.getByText('No items yet')).toBeInTheDocument();
    expect(screen.getByText('Create one to start.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    empty.unmount();

    const loading = bare({});
    expect(screen.getByRole('status', { name: 'Loading items' })).toBeInTheDocument();
    loading.unmount();

    bare({ error: new Error('Server down'), errorTitle: 'Failed to load items' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load items');
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
  });

  it('asks before deleting: Cancel leaves the row, Delete runs once, then its done step (the toast)', async () => {
    const { run, onDone, user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Year-end docs' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    expect(within(dialog).getByText('Delete Year-end docs?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Year-end docs' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(items[0]));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(items[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why a row cannot be deleted instead of asking', async () => {
    const { run, user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Payroll' }));
    expect(await screen.findByText('Payroll is used 3 times.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });

  it('closes the question and reports a failure with the screen’s own toast', async () => {
    const onFailed = vi.fn();
    const { user } = renderList({
      actions: [
        {
          label: 'Delete',
          confirm: {
            title: 'Delete item',
            message: (i) => `Delete ${i.name}?`,
            run: () => Promise.reject(new Error('Gone already')),
            onDone: () => undefined,
            onFailed,
          },
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Delete Year-end docs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(new Error('Gone already')));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('works from the keyboard: Tab to a row’s Delete, Enter asks, Escape cancels, Enter confirms', async () => {
    const { run, onDone, user } = renderList({ create: undefined });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Year-end docs' })).toHaveFocus();
    await user.tab();
    const remove = screen.getByRole('button', { name: 'Delete Year-end docs' });
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Delete item' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();

    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    within(dialog).getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(items[0]));
  });

  it('leaves out a button a row does not offer and says what the cell should instead', () => {
    renderList({
      actions: [{ label: 'Delete', shown: (i) => i.uses === 0, onClick: () => undefined }],
      noActions: () => 'Cannot be deleted',
    });
    const row = screen.getByRole('row', { name: /Payroll/ });
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row).getByText('Cannot be deleted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Year-end docs' })).toBeInTheDocument();
  });

  it('offers the actions in a named row menu, where a menu item asks the same question', async () => {
    const { run, user } = renderList({ actionsAs: 'menu' });
    expect(screen.queryByRole('button', { name: 'Delete Year-end docs' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Year-end docs' }));
    // The menu is named like its button; it may still be fading in, so it is found by its name, not its role.
    const menu = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('[role="menu"][aria-label="Actions for Year-end docs"]');
      if (!el) throw new Error('no menu');
      return el;
    });
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith(items[0]));
  });
});

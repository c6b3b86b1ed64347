import { tagMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { BulkTagsDialog, openBulkTags } from './bulk-tags-dialog';
import { RecordTagsDialog } from './record-tags-dialog';

afterEach(() => vi.unstubAllGlobals());

const BULK_ENTITIES = 'POST /api/companies/update_tags_in_bulk';
const BULK_USERS = 'POST /api/users/save_tags';

function stub() {
  return stubApi({
    'GET /api/tags': () =>
      json(200, { contact_tags: [{ id: 1, name: 'VIP' }], entity_tags: [{ id: 2, name: 'Extension 2025' }] }),
    [BULK_ENTITIES]: () => json(200, { updated: 2, tags: [] }),
    [BULK_USERS]: () => json(200, { updated: 2, tags: [] }),
    'POST /api/users/update_tags': () => json(200, {}),
  });
}

describe('BulkTagsDialog', () => {
  it('applies the add set, then the remove set', async () => {
    const api = stub();
    const onSaved = vi.fn();
    renderWithProviders(<BulkTagsDialog kind="entity" ids={[4, 5]} onClose={() => {}} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Tags to add' }), 'New tag{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Tags to remove' }), 'Extension 2025{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.filter((c) => c.key === BULK_ENTITIES).map((c) => c.body)).toEqual([
      { ids: [4, 5], tag_names: ['New tag'], remove: false, remove_all: false },
      { ids: [4, 5], tag_names: ['Extension 2025'], remove: true, remove_all: false },
    ]);
  });

  it('asks before removing all tags', async () => {
    const api = stub();
    renderWithProviders(<BulkTagsDialog kind="user" ids={[9]} onClose={() => {}} onSaved={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove all tags' }));
    expect(api.keys()).not.toContain(BULK_USERS);
    const buttons = await screen.findAllByRole('button', { name: 'Remove all tags' });
    await user.click(buttons.at(-1)!);
    await waitFor(() =>
      expect(api.bodyOf(BULK_USERS)).toEqual({ user_ids: [9], selected_tags: [], remove: false, remove_all: true }),
    );
  });

  it('says there is nothing selected instead of opening', async () => {
    stub();
    renderWithProviders(<div />);
    const open = vi.fn();
    openBulkTags([], open);
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByText(tagMessages.nothingSelected)).toBeInTheDocument();
  });
});

describe('RecordTagsDialog', () => {
  it("saves one user's exact set of tags", async () => {
    const api = stub();
    renderWithProviders(
      <RecordTagsDialog
        kind="user"
        record={{ id: 31, name: 'Ann Lee', tags: [{ id: 1, name: 'VIP' }] }}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'User Tags' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Extension{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/users/update_tags')).toEqual({ user_id: 31, contact_tags: ['VIP', 'Extension'] }),
    );
  });
});

import { dropLinkMessages, type DropLink, type UserListItem } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { DropLinksScreen } from './drop-links-screen';

afterEach(() => vi.unstubAllGlobals());

const staff = [
  { id: 7, full_name: 'Pat Partner' },
  { id: 8, full_name: 'Fran Full' },
] as UserListItem[];

const link = (overrides: Partial<DropLink> = {}): DropLink => ({
  id: 1,
  name: 'Year-end docs',
  token: 'tok-123456789012345678901',
  custom_instruction: null,
  hide_sign_in_button: false,
  subscribed_user_ids: [7],
  unseen_user_ids: [],
  unseen_user_ids_mapped: {},
  unseen_count: 2,
  upload_count: 5,
  created_at: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

function setup(routes: Parameters<typeof stubApi>[0] = {}, openLinkId: number | null = null) {
  const api = stubApi({ 'GET /api/drop_links': () => json(200, [link()]), ...routes });
  const onOpenLink = vi.fn();
  renderWithProviders(<DropLinksScreen staff={staff} openLinkId={openLinkId} onOpenLink={onOpenLink} />);
  return { api, onOpenLink, user: userEvent.setup() };
}

describe('DropLinksScreen', () => {
  it('lists links with their counts and copies a link to the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const row = (await screen.findByText('Year-end docs')).closest('tr')!;
    expect(within(row).getByLabelText('2 unseen')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Copy link of Year-end docs' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/drop-link?token=tok-123456789012345678901`);
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
  });

  it('creates a link once name and users are set, and shows the server message on the name', async () => {
    let attempts = 0;
    const { api, user } = setup({
      'POST /api/drop_links': (body) =>
        ++attempts === 1
          ? apiError(409, 'conflict', dropLinkMessages.nameExists, { name: dropLinkMessages.nameExists })
          : json(200, link({ id: 2, ...body })),
    });
    await user.click(await screen.findByRole('button', { name: 'Create Drop Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Drop Link' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Year-end docs');
    expect(create).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Firm users to notify/ }));
    await user.click(await screen.findByRole('option', { name: 'Fran Full', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Custom instruction' }), 'Send your W-2s');
    await user.click(within(dialog).getByRole('checkbox', { name: /Hide the sign-in button/ }));
    expect(create).toBeEnabled();
    await user.click(create);
    expect(await within(dialog).findByText(dropLinkMessages.nameExists)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/drop_links')).toEqual({
      name: 'Year-end docs',
      subscribedUserIds: [8],
      customInstruction: 'Send your W-2s',
      hideSignInButton: true,
    });
    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Payroll');
    await user.click(create);
    expect(await screen.findByText(dropLinkMessages.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Drop Link' })).not.toBeInTheDocument());
  });

  it('edits a link but refuses to remove every notified user', async () => {
    const { api, user } = setup({ 'PUT /api/drop_links/1': (body) => json(200, link(body)) });
    await user.click(await screen.findByRole('button', { name: 'Edit Year-end docs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Drop Link' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Firm users to notify/ }));
    await user.keyboard('{Backspace}');
    expect(await within(dialog).findByText(dropLinkMessages.usersRequired)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.click(await screen.findByRole('option', { name: 'Pat Partner', hidden: true }));
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText(dropLinkMessages.updated)).toBeInTheDocument();
    expect(api.bodyOf('PUT /api/drop_links/1')).toMatchObject({ name: 'Year-end docs', subscribedUserIds: [7] });
  });

  it('deletes a link after confirming', async () => {
    const { api, user } = setup({ 'DELETE /api/drop_links/1': () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Delete Year-end docs' }));
    expect(api.keys()).not.toContain('DELETE /api/drop_links/1');
    await user.click(
      await within(screen.getByRole('dialog', { name: 'Delete drop link' })).findByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(dropLinkMessages.deleted)).toBeInTheDocument();
    expect(api.keys()).toContain('DELETE /api/drop_links/1');
  });

  it('opens the uploads of the link named in the address, and says so when the list fails', async () => {
    const { onOpenLink, user } = setup({ 'GET /api/drop_links/1/uploads': () => json(200, []) }, 1);
    expect(await screen.findByRole('dialog', { name: 'Uploads: Year-end docs' })).toBeInTheDocument();
    expect(await screen.findByText('Nobody has uploaded through this link yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenLink).toHaveBeenCalledWith(null);
  });

  it('shows the load failure', async () => {
    setup({ 'GET /api/drop_links': () => apiError(500, 'internal', 'Boom') });
    expect(await screen.findByText('Failed to load drop links')).toBeInTheDocument();
  });
});

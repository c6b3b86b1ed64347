import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { buildSession, json } from '../../../testing/factories';
import { renderWithProviders, testQueryClient } from '../../../testing/render';
import { currentUserQueryKey } from '../../session/api/get-current-user';
import { StaffSection } from './staff-section';

afterEach(() => vi.unstubAllGlobals());

const member = (over: Partial<StaffMember>): StaffMember => ({
  id: 1,
  fname: 'Paula',
  lname: 'Able',
  email: 'paula@example.com',
  firm_access: 'partner',
  access: 'partner',
  group: null,
  status: 'active',
  last_sign_in_at: '2026-03-04T10:00:00.000Z',
  enabled_2fa: true,
  invited_at: null,
  ...over,
});
const rows = [
  member({}),
  member({
    id: 2,
    fname: 'Ivy',
    lname: 'Newman',
    email: 'ivy@example.com',
    firm_access: 'full',
    access: 'full',
    status: 'invited',
    last_sign_in_at: null,
    enabled_2fa: false,
    group: { id: 8, name: 'North' },
  }),
  member({ id: 3, fname: 'Dan', lname: 'Old', email: 'dan@example.com', firm_access: 'admin', status: 'deactivated' }),
];

function renderSection(groups = true) {
  const queryClient = testQueryClient();
  const session = buildSession({ id: 1 }, { has_firm_groups: groups });
  session.firm.firm_groups = [
    { id: 8, name: 'North' },
    { id: 9, name: 'South' },
  ];
  queryClient.setQueryData(currentUserQueryKey, session);
  return renderWithProviders(<StaffSection />, { queryClient });
}

/** Opens a row's menu and returns it, so a closing menu of another row cannot answer. */
async function openRowMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const menu = await waitFor(() => {
    const el = document.querySelector<HTMLElement>(`[role="menu"][aria-label="Actions for ${name}"]`);
    if (!el) throw new Error(`no menu for ${name}`);
    return el;
  });
  return within(menu);
}

describe('StaffSection', () => {
  it('lists the firm users with access, group, status, last sign-in and 2FA', async () => {
    stubApi({ 'GET /api/firm_users': () => json(200, rows) });
    renderSection();
    const table = await screen.findByRole('table', { name: 'Firm users' });
    const [, paula, ivy, dan] = within(table).getAllByRole('row');
    expect(
      within(paula!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Paula Able', 'paula@example.com', 'Partner', '—', 'Active', 'Mar 4, 2026', 'On', '']);
    expect(within(ivy!).getByText('North')).toBeInTheDocument();
    expect(within(ivy!).getByText('Invited')).toBeInTheDocument();
    expect(within(ivy!).getByText('Never')).toBeInTheDocument();
    expect(within(ivy!).getByText('Off')).toBeInTheDocument();
    expect(within(dan!).getByText('Deactivated')).toBeInTheDocument();
  });

  it('invites a staff member, keeping what was typed and showing the server’s reason when it fails', async () => {
    let attempts = 0;
    const api = stubApi({
      'GET /api/firm_users': () => json(200, rows),
      'POST /api/firm_users/invite': (body: { email: string }) =>
        ++attempts === 1
          ? apiError(409, 'conflict', 'This email already exists', { email: 'This email already exists' })
          : json(200, member({ id: 4, ...body, status: 'invited' })),
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite staff member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite staff member' }));
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('First name is required')).toBeInTheDocument();
    expect(dialog.getByText('Please choose a valid access level')).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/firm_users/invite');

    await user.type(dialog.getByLabelText(/First name/), 'Gil');
    await user.type(dialog.getByLabelText(/Last name/), 'Group');
    await user.type(dialog.getByLabelText(/^Email/), 'Gil@Example.com');
    await user.selectOptions(dialog.getByLabelText(/Access level/), 'Group access');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Choose a firm group for group access')).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText(/Firm group/), 'South');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));

    expect(await dialog.findByRole('alert', { name: 'The invitation was not sent' })).toHaveTextContent(
      'This email already exists',
    );
    expect(dialog.getByLabelText(/First name/)).toHaveValue('Gil');
    expect(dialog.getByLabelText(/^Email/)).toHaveValue('Gil@Example.com');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/firm_users/invite')).toEqual({
        fname: 'Gil',
        lname: 'Group',
        email: 'gil@example.com',
        firm_access: 'group',
        group_id: 9,
      }),
    );
    expect(await screen.findByText('Invitation sent to gil@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains the chosen access level beside the choice (issue 38 §6)', async () => {
    stubApi({ 'GET /api/firm_users': () => json(200, rows) });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite staff member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite staff member' }));
    const access = dialog.getByLabelText(/Access level/);
    expect(access).toHaveAccessibleDescription('Choose what this person may see and do.');
    await user.selectOptions(access, 'Admin');
    expect(access).toHaveAccessibleDescription(
      'Every client and all their work, plus firm roles and workflows. No Firm Settings.',
    );
    await user.selectOptions(access, 'Partner');
    expect(access).toHaveAccessibleDescription(expect.stringMatching(/^Everything, including Firm Settings/));
  });

  it('hides the group select and group access when the firm has no groups', async () => {
    stubApi({ 'GET /api/firm_users': () => json(200, rows) });
    renderSection(false);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite staff member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite staff member' }));
    expect(dialog.queryByLabelText(/Firm group/)).not.toBeInTheDocument();
    const options = within(dialog.getByLabelText(/Access level/)).getAllByRole('option');
    expect(options.map((o) => o.textContent)).not.toContain('Group access');
  });

  it('changes access and group, showing the server’s message when refused', async () => {
    const api = stubApi({
      'GET /api/firm_users': () => json(200, rows),
      'PATCH /api/firm_users/1': () =>
        apiError(400, 'validation_failed', 'The firm must keep at least one active partner', {
          firm_access: 'The firm must keep at least one active partner',
        }),
      'PATCH /api/firm_users/2': (body: object) => json(200, { ...rows[1], ...body }),
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(
      (await openRowMenu(user, 'Paula Able')).getByRole('menuitem', { name: 'Change access / group', hidden: true }),
    );
    let dialog = within(await screen.findByRole('dialog', { name: 'Change access / group' }));
    await user.selectOptions(dialog.getByLabelText(/Access level/), 'Admin');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert', { name: 'Failed to update' })).toHaveTextContent(
      'The firm must keep at least one active partner',
    );
    expect(dialog.getByLabelText(/Access level/)).toHaveValue('admin');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      (await openRowMenu(user, 'Ivy Newman')).getByRole('menuitem', { name: 'Change access / group', hidden: true }),
    );
    dialog = within(await screen.findByRole('dialog', { name: 'Change access / group' }));
    expect(dialog.getByLabelText(/Firm group/)).toHaveValue('8');
    await user.selectOptions(dialog.getByLabelText(/Firm group/), 'No group');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodyOf('PATCH /api/firm_users/2')).toEqual({ firm_access: 'full', group_id: null }));
    expect(await screen.findByText('Successfully updated')).toBeInTheDocument();
  });

  it('resends an invitation only to invited staff, deactivates after confirming and reactivates', async () => {
    const api = stubApi({
      'GET /api/firm_users': () => json(200, rows),
      'POST /api/firm_users/2/resend_invite': () => json(200, rows[1]),
      'POST /api/firm_users/2/deactivate': () => json(200, { ...rows[1], status: 'deactivated' }),
      'POST /api/firm_users/3/reactivate': () => json(200, { ...rows[2], status: 'active' }),
    });
    renderSection();
    const user = userEvent.setup();

    const paula = await openRowMenu(user, 'Paula Able');
    expect(paula.getByRole('menuitem', { name: 'Deactivate', hidden: true })).toBeInTheDocument();
    expect(paula.queryByRole('menuitem', { name: 'Resend invite', hidden: true })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(
      (await openRowMenu(user, 'Ivy Newman')).getByRole('menuitem', { name: 'Resend invite', hidden: true }),
    );
    expect(await screen.findByText('Invitation sent again to ivy@example.com')).toBeInTheDocument();

    await user.click(
      (await openRowMenu(user, 'Ivy Newman')).getByRole('menuitem', { name: 'Deactivate', hidden: true }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: 'Deactivate staff member' }));
    expect(confirm.getByText(/Deactivate Ivy Newman\? They are signed out at once/)).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /api/firm_users/2/deactivate');
    await user.click(confirm.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.keys()).toContain('POST /api/firm_users/2/deactivate'));
    expect(await screen.findByText('Staff member deactivated')).toBeInTheDocument();

    const dan = await openRowMenu(user, 'Dan Old');
    expect(dan.queryByRole('menuitem', { name: 'Deactivate', hidden: true })).not.toBeInTheDocument();
    await user.click(dan.getByRole('menuitem', { name: 'Reactivate', hidden: true }));
    await waitFor(() => expect(api.keys()).toContain('POST /api/firm_users/3/reactivate'));
    expect(await screen.findByText('Staff member reactivated')).toBeInTheDocument();
  });

  it('shows a refused row action’s reason in a toast', async () => {
    stubApi({
      'GET /api/firm_users': () => json(200, rows),
      'POST /api/firm_users/2/resend_invite': () =>
        apiError(429, 'too_many_requests', 'Too many requests, please try again later'),
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(
      (await openRowMenu(user, 'Ivy Newman')).getByRole('menuitem', { name: 'Resend invite', hidden: true }),
    );
    expect(await screen.findByText('Too many requests, please try again later')).toBeInTheDocument();
  });
});

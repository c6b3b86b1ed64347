import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { assignmentsOf, EntityFirmRolesDialog, ROLE_ASSIGNED } from './entity-firm-roles-dialog';

afterEach(() => vi.unstubAllGlobals());

const roles = [
  { id: 4, role_name: 'Preparer', permission_ids: [] },
  { id: 5, role_name: 'Reviewer', permission_ids: [] },
];
const staff = [
  { id: 2, full_name: 'Carl Manager' },
  { id: 3, full_name: 'Fran Full' },
];

function renderDialog(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ 'GET /api/firm_roles': () => json(200, roles), ...routes });
  const onChanged = vi.fn();
  renderWithProviders(
    <EntityFirmRolesDialog
      opened
      onClose={() => {}}
      entity={{ id: 9, name: 'Lee Family Trust' }}
      assignments={[{ firm_role_id: 5, user_id: 3 }]}
      staff={staff}
      onChanged={onChanged}
    />,
  );
  return { api, onChanged, user: userEvent.setup() };
}

const rowOf = async (role: string) =>
  (await screen.findByRole('cell', { name: role })).closest('tr') as HTMLTableRowElement;

describe('EntityFirmRolesDialog', () => {
  it('lists each role with its holder, assigns one and unassigns another after confirming', async () => {
    const { api, onChanged, user } = renderDialog({
      'PATCH /api/companies/9/update_roles': (body: { firmRoleId: number; userId: number | null }) =>
        json(200, { id: body.userId === null ? null : 11, firm_role_id: body.firmRoleId, error: null }),
    });
    const preparer = await rowOf('Preparer');
    const reviewer = await rowOf('Reviewer');
    expect(preparer).toHaveTextContent('No one');
    expect(reviewer).toHaveTextContent('Fran Full');
    expect(within(preparer).queryByRole('button', { name: 'Unassign Preparer' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Staff member for Preparer'), 'Carl Manager');
    await user.click(screen.getByRole('button', { name: 'Assign Preparer' }));
    await waitFor(() =>
      expect(api.bodyOf('PATCH /api/companies/9/update_roles')).toEqual({ firmRoleId: 4, userId: 2 }),
    );
    expect(await screen.findByText(ROLE_ASSIGNED)).toBeInTheDocument();
    await waitFor(() => expect(within(preparer).getAllByRole('cell')[1]).toHaveTextContent('Carl Manager'));
    expect(onChanged).toHaveBeenCalledTimes(1);

    await user.click(within(reviewer).getByRole('button', { name: 'Unassign Reviewer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unassign firm role' });
    expect(confirm).toHaveTextContent('Remove Fran Full as Reviewer of Lee Family Trust?');
    expect(api.keys().filter((k) => k === 'PATCH /api/companies/9/update_roles')).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Unassign' }));
    await waitFor(() =>
      expect(api.bodyOf('PATCH /api/companies/9/update_roles')).toEqual({ firmRoleId: 5, userId: null }),
    );
    await waitFor(() => expect(within(reviewer).getAllByRole('cell')[1]).toHaveTextContent('No one'));
  });

  it("keeps the choice and shows the server's message when assigning fails", async () => {
    const { onChanged, user } = renderDialog({
      'PATCH /api/companies/9/update_roles': () => apiError(404, 'not_found', 'User not found'),
    });
    const select = await screen.findByLabelText('Staff member for Preparer');
    await user.selectOptions(select, 'Fran Full');
    await user.click(screen.getByRole('button', { name: 'Assign Preparer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
    expect(select).toHaveValue('3');
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('assignmentsOf', () => {
  it('reads firm_role_assignments when the entity carries them', () => {
    expect(assignmentsOf({ firm_role_assignments: [{ id: 1, firm_role_id: 4, user_id: 2 }, { bad: true }] })).toEqual([
      { id: 1, firm_role_id: 4, user_id: 2 },
    ]);
    expect(assignmentsOf({ id: 9 })).toEqual([]);
  });
});

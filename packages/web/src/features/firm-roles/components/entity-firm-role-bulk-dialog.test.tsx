import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { bulkAssignedMessage, EntityFirmRoleBulkDialog } from './entity-firm-role-bulk-dialog';

afterEach(() => vi.unstubAllGlobals());

const BULK = 'POST /api/firm_roles/assign_in_bulk';

describe('EntityFirmRoleBulkDialog', () => {
  it('asks for a role and a staff member, then assigns them on every selected entity', async () => {
    const api = stubApi({
      'GET /api/firm_roles': () => json(200, [{ id: 4, role_name: 'Preparer', permission_ids: [] }]),
      [BULK]: () => json(200, { updated: 2 }),
    });
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderWithProviders(
      <EntityFirmRoleBulkDialog
        ids={[6, 8]}
        staff={[{ id: 2, full_name: 'Carl Manager' }]}
        onClose={onClose}
        onSaved={onSaved}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    expect(
      await screen.findByText('Choose a firm role', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(api.keys()).not.toContain(BULK);

    await user.selectOptions(screen.getByLabelText(/Firm role/), 'Preparer');
    await user.selectOptions(screen.getByLabelText(/Staff member/), 'Carl Manager');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.bodyOf(BULK)).toEqual({ firmRoleId: 4, companyIds: [6, 8], userId: 2 }));
    expect(await screen.findByText(bulkAssignedMessage(2))).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});

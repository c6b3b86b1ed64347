import { userMessages } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { buildStaffRow, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { UpdateClientAssignmentsDialog } from './update-client-assignments-dialog';

afterEach(() => vi.unstubAllGlobals());

const ASSIGN = 'POST /api/users/update_client_assignments';

describe('UpdateClientAssignmentsDialog', () => {
  it("sets 'None' (-1) for the selected users and confirms", async () => {
    const api = stubApi({
      'GET /api/v2/users': () => json(200, { users: [buildStaffRow({ id: 1, full_name: 'Paula Partner' })], total: 1 }),
      [ASSIGN]: () => json(200, { message: userMessages.assignmentSuccess }),
    });
    const onSaved = vi.fn();
    renderWithProviders(<UpdateClientAssignmentsDialog ids={[31, 32]} onClose={() => {}} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Assigned firm user' }));
    await user.click(await screen.findByRole('option', { name: 'None', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.bodyOf(ASSIGN)).toEqual({ advisorId: -1, clientIds: [31, 32] });
    expect(await screen.findByText(userMessages.assignmentUpdated)).toBeInTheDocument();
  });
});

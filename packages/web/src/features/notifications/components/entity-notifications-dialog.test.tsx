import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationMessages } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { EntityNotificationsDialog } from './entity-notifications-dialog';

afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/companies/9/get_notification_type_ids';
const SAVE = 'POST /api/companies/save_notification_subscription';

function renderDialog(routes: Parameters<typeof stubApi>[0], assigned = false) {
  const api = stubApi(routes);
  const onClose = vi.fn();
  renderWithProviders(
    <EntityNotificationsDialog
      opened
      onClose={onClose}
      entity={{ id: 9, name: 'Lee Family Trust' }}
      assigned={assigned}
    />,
  );
  return { api, onClose, user: userEvent.setup() };
}

describe('EntityNotificationsDialog', () => {
  it('shows the saved types and saves one turned off', async () => {
    const { api, onClose, user } = renderDialog({
      [GET]: () => json(200, [1, 2, 3]),
      [SAVE]: () => json(200, { updated: 1, skipped: [], message: notificationMessages.updated }),
    });
    expect(await screen.findByRole('checkbox', { name: 'Information' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Questionnaire documents' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Documents' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodyOf(SAVE)).toEqual({ entity_ids: [9], notification_type_ids: [1, 3] }));
    expect(await screen.findByText('Notification preference updated successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the choice and shows the server's refusal", async () => {
    const { onClose, user } = renderDialog({
      [GET]: () => json(200, [1, 2, 3, 7]),
      [SAVE]: () => apiError(403, 'forbidden', notificationMessages.assignedCannotDisable),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Questionnaires' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(notificationMessages.assignedCannotDisable)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Questionnaires' })).not.toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells the assigned firm user that the notifications stay on', async () => {
    renderDialog({ [GET]: () => json(200, [1, 2, 3, 7]) }, true);
    expect(await screen.findByText(notificationMessages.assignedCannotDisable)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Information' })).toBeDisabled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, stubApi } from '../../../testing/api-stub';
import { buildEntityDetail, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { OwnerNotificationsDialog } from './owner-notifications-dialog';

afterEach(() => vi.unstubAllGlobals());

const SAVE = 'POST /api/companies/9/save_owner_notifications';
const entity = buildEntityDetail({
  id: 9,
  name: 'Lee Household',
  owners: [
    { id: 3, uid: 'u3', full_name: 'Ann Lee' },
    { id: 4, uid: 'u4', full_name: 'Bo Lee' },
  ],
  notification_subscribed_users: [3],
});

function renderDialog(save: (body: { notification_subscribed_users: number[] }) => Response) {
  const api = stubApi({ [SAVE]: save });
  const onClose = vi.fn();
  // The app's query client: a failed save shows the server's message as a toast.
  renderWithProviders(<OwnerNotificationsDialog opened onClose={onClose} entity={entity} />, {
    queryClient: createQueryClient(),
  });
  return { api, onClose, user: userEvent.setup() };
}

describe('OwnerNotificationsDialog', () => {
  it('shows who gets the notifications and saves the owners chosen with save_owner_notifications', async () => {
    const { api, onClose, user } = renderDialog((body) =>
      json(200, { ...body, message: 'Notification preference updated successfully' }),
    );
    const ann = screen.getByRole('checkbox', { name: 'Ann Lee' });
    const bo = screen.getByRole('checkbox', { name: 'Bo Lee' });
    expect(ann).toBeChecked();
    expect(bo).not.toBeChecked();
    await user.click(ann);
    await user.click(bo);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodyOf(SAVE)).toEqual({ notification_subscribed_users: [4] }));
    expect(await screen.findByText('Notification preference updated successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open with the server’s message when saving fails', async () => {
    const { onClose, user } = renderDialog(() =>
      apiError(400, 'validation_failed', 'Only owners of this entity can get its notifications'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only owners of this entity can get its notifications')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

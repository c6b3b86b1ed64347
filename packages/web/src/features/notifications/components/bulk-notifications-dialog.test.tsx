import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationMessages } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { BulkNotificationsDialog, skippedMessage } from './bulk-notifications-dialog';

afterEach(() => vi.unstubAllGlobals());

const SAVE = 'POST /api/companies/save_notification_subscription';

describe('BulkNotificationsDialog', () => {
  it('saves the chosen types for the selection and says which entities were left as they were', async () => {
    const api = stubApi({
      [SAVE]: () => json(200, { updated: 2, skipped: [5], message: notificationMessages.bulkUpdated }),
    });
    const onClose = vi.fn();
    renderWithProviders(<BulkNotificationsDialog ids={[4, 5, 6]} onClose={onClose} />);
    const user = userEvent.setup();
    expect(screen.getByText(/3 selected entities/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Information' }));
    await user.click(screen.getByRole('checkbox', { name: 'Documents' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodyOf(SAVE)).toEqual({ entity_ids: [4, 5, 6], notification_type_ids: [3, 7] }));
    expect(await screen.findByText('Notifications successfully updated')).toBeInTheDocument();
    expect(await screen.findByText(skippedMessage(1))).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});

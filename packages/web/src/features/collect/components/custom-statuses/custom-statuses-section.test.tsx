import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firmActionMessages } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { CustomStatusesSection } from './custom-statuses-section';

afterEach(() => vi.unstubAllGlobals());

const status = {
  id: 1,
  firm_user_display_status: 'Waiting on K-1',
  client_display_status: 'In review',
  client_instruction: null,
};

describe('CustomStatusesSection', () => {
  it('manages the statuses on the page: no Close button, adds and deletes after confirming', async () => {
    const api = stubApi({
      'GET /api/firm_custom_statuses': () => json(200, { items: [status] }),
      'POST /api/firm_custom_statuses': (body) => json(201, { id: 2, ...body }),
      'DELETE /api/firm_custom_statuses/1': () => json(200, { message: firmActionMessages.statusDeleted }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CustomStatusesSection />);
    expect(await screen.findByRole('heading', { name: 'Custom statuses' })).toBeInTheDocument();
    expect(await screen.findByText('Waiting on K-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add status' }));
    await user.type(screen.getByRole('textbox', { name: /Status name/ }), 'Ready');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/firm_custom_statuses')).toMatchObject({ firm_user_display_status: 'Ready' }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Waiting on K-1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete status' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.keys()).toContain('DELETE /api/firm_custom_statuses/1'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { OverviewSettingSwitch } from './overview-setting-switch';

afterEach(() => vi.unstubAllGlobals());

const ROUTE = 'POST /api/users/update_overview_setting';

describe('OverviewSettingSwitch', () => {
  it('saves last_activity_should_include_all_activity with update_overview_setting and says Updated', async () => {
    const api = stubApi({
      [ROUTE]: (body) => json(200, { overview_setting: body }),
    });
    renderWithProviders(<OverviewSettingSwitch checked={false} />);
    const toggle = screen.getByRole('switch', { name: /Last activity includes all activity/ });
    await userEvent.setup().click(toggle);
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(api.bodyOf(ROUTE)).toEqual({ last_activity_should_include_all_activity: true });
    expect(toggle).toBeChecked();
  });

  it('turns back when the save fails, with the server’s message', async () => {
    stubApi({ [ROUTE]: () => apiError(500, 'internal', 'Something went wrong') });
    renderWithProviders(<OverviewSettingSwitch checked />, { queryClient: createQueryClient() });
    const toggle = screen.getByRole('switch', { name: /Last activity includes all activity/ });
    await userEvent.setup().click(toggle);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { NO_SCHEDULED_SENDS, ScheduledSends } from './scheduled-sends';

afterEach(() => vi.unstubAllGlobals());

const schedule = {
  id: 4,
  name: 'Monthly bookkeeping',
  frequency: 'month_end',
  next_send_date: '2026-04-30',
  days_until_due: 14,
  company_count: 3,
  company_types: [],
  created_at: '2026-03-01T00:00:00.000Z',
};

describe('ScheduledSends', () => {
  it('lists schedules and cancels one only after confirming', async () => {
    let items = [schedule];
    const api = stubApi({
      'GET /api/questionnaire_send_schedules': () => json(200, { items }),
      'DELETE /api/questionnaire_send_schedules/4': () => {
        items = [];
        return json(200, { message: 'Scheduled send cancelled' });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ScheduledSends />);
    const row = (await screen.findByText('Monthly bookkeeping')).closest('tr')!;
    expect(within(row).getByText('End of month')).toBeInTheDocument();
    expect(within(row).getByText('Apr 30, 2026')).toBeInTheDocument();
    expect(within(row).getByText('3 entities')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Cancel schedule Monthly bookkeeping' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel scheduled send' }));
    await user.click(dialog.getByRole('button', { name: 'Keep schedule' }));
    expect(api.keys()).not.toContain('DELETE /api/questionnaire_send_schedules/4');

    await user.click(within(row).getByRole('button', { name: 'Cancel schedule Monthly bookkeeping' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel scheduled send' })).getByRole('button', {
        name: 'Cancel schedule',
      }),
    );
    expect(await screen.findByText('Scheduled send cancelled')).toBeInTheDocument();
    expect(await screen.findByText(NO_SCHEDULED_SENDS.title)).toBeInTheDocument();
  });
});

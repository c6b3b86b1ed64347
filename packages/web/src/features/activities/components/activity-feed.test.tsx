import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ActivityFeed } from './activity-feed';
import { NO_ACTIVITIES } from './activity-log-panel';

afterEach(() => vi.unstubAllGlobals());

const LOGS = 'GET /api/v2/activity_logs';
const log = (id: number, typeId = 1) => ({
  id,
  type_id: typeId,
  title: 'Detail change',
  description: `Change ${id}`,
  company_id: null,
  questionnaire_id: null,
  actor_name: 'Paula Partner',
  created_at: '2026-01-02T10:00:00.000Z',
});

describe('ActivityFeed', () => {
  it('pages through the firm activity 32 at a time, total / 32 pages rounded up', async () => {
    const api = stubApi({
      [LOGS]: (_b, url) => json(200, { activity_logs: [log(Number(url.searchParams.get('page')))], total: 65 }),
    });
    renderWithProviders(<ActivityFeed />);
    expect(await screen.findByText('Change 1')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({ page: '1', per_page: '32' });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Change 3')).toBeInTheDocument();
  });

  it('filters by category and search, starting again at page 1', async () => {
    const api = stubApi({
      [LOGS]: (_b, url) => json(200, { activity_logs: [log(Number(url.searchParams.get('page')))], total: 100 }),
    });
    renderWithProviders(<ActivityFeed />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Change 2')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Tax return delivery related', hidden: true }));
    await waitFor(() =>
      expect(Object.fromEntries(api.calls.at(-1)!.url.searchParams)).toEqual({
        page: '1',
        per_page: '32',
        type_id: '5',
      }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Uncategorized', hidden: true }));
    await waitFor(() => expect(api.calls.at(-1)!.url.searchParams.get('type_id')).toBe('0'));

    await user.type(screen.getByRole('searchbox', { name: 'Search activities' }), 'email');
    await waitFor(() => expect(api.calls.at(-1)!.url.searchParams.get('search')).toBe('email'));
    expect(api.calls.filter((c) => c.url.searchParams.has('search'))).toHaveLength(1);
  });

  it("says 'No activities found.' when there is nothing", async () => {
    stubApi({ [LOGS]: () => json(200, { activity_logs: [], total: 0 }) });
    renderWithProviders(<ActivityFeed />);
    expect(await screen.findByText(NO_ACTIVITIES)).toBeInTheDocument();
    expect(NO_ACTIVITIES).toBe('No activities found.');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ActivityLogPanel, NO_ACTIVITIES } from './activity-log-panel';

afterEach(() => vi.unstubAllGlobals());

const LOGS = 'GET /api/v2/activity_logs';
const log = (id: number) => ({
  id,
  type_id: 1,
  title: 'Detail change',
  description: `Change ${id}`,
  company_id: 9,
  questionnaire_id: null,
  actor_name: 'Paula Partner',
  created_at: '2026-01-02T10:00:00.000Z',
});

describe('ActivityLogPanel', () => {
  it("pages through an entity's activity, 32 at a time", async () => {
    const api = stubApi({
      [LOGS]: (_b, url) => json(200, { activity_logs: [log(Number(url.searchParams.get('page')))], total: 40 }),
    });
    renderWithProviders(<ActivityLogPanel scope={{ companyId: 9 }} />);
    expect(await screen.findByText('Change 1')).toBeInTheDocument();
    const first = Object.fromEntries(api.calls[0]!.url.searchParams);
    expect(first).toEqual({ page: '1', per_page: '32', company_id: '9' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Change 2')).toBeInTheDocument();
  });

  it('says when there is nothing', async () => {
    stubApi({ [LOGS]: () => json(200, { activity_logs: [], total: 0 }) });
    renderWithProviders(<ActivityLogPanel scope={{ userId: 31 }} />);
    await waitFor(() => expect(screen.getByText(NO_ACTIVITIES)).toBeInTheDocument());
  });
});

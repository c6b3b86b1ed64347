import { BACKLOG_POLL_MS, backlogBannerText } from '@portal/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../testing/api-stub';
import { json } from '../../../../testing/factories';
import { renderWithProviders } from '../../../../testing/render';
import { QueueBanner } from './queue-banner';

const BACKLOG = 'GET /api/questionnaire_send_batches/backlog';

afterEach(() => vi.useRealTimers());

describe('QueueBanner (spec 001 queue status)', () => {
  it('says how many questionnaires are still being made, polls every 3 s and reads the list again when done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let left = 2;
    const api = stubApi({ [BACKLOG]: () => json(200, { backlog_count: left }) });
    const onListStale = vi.fn();
    renderWithProviders(<QueueBanner since={Date.now()} onListStale={onListStale} />);
    expect(await screen.findByRole('status')).toHaveTextContent(backlogBannerText(2));
    expect(backlogBannerText(1)).toBe('1 questionnaire is still being sent. The list updates as they are made.');
    left = 0;
    await act(() => vi.advanceTimersByTimeAsync(BACKLOG_POLL_MS));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(api.keys().filter((k) => k === BACKLOG)).toHaveLength(2);
    expect(onListStale).toHaveBeenCalledTimes(1);
    // Nothing left: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(BACKLOG_POLL_MS * 3));
    expect(api.keys().filter((k) => k === BACKLOG)).toHaveLength(2);
  });

  it('shows nothing when the queue is empty or its count cannot be read', async () => {
    const api = stubApi({ [BACKLOG]: () => apiError(500, 'internal', 'Something went wrong') });
    renderWithProviders(<QueueBanner since={Date.now()} onListStale={() => {}} />);
    await waitFor(() => expect(api.keys()).toContain(BACKLOG));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

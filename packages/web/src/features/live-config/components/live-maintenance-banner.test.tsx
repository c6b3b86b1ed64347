import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { liveConfigQueryKey } from '../api/get-live-config';
import { LiveMaintenanceBanner } from './live-maintenance-banner';

afterEach(() => vi.unstubAllGlobals());

describe('LiveMaintenanceBanner', () => {
  it('shows the global alert and follows live configuration changes pushed over realtime', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeFetch({ 'GET /api/live_config': () => json(200, { global_alert: { show: false, text: '' } }) })),
    );
    const { realtime, queryClient } = renderWithProviders(<LiveMaintenanceBanner />);
    await vi.waitFor(() => expect(queryClient.getQueryData(liveConfigQueryKey)).toBeDefined());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() =>
      realtime.dispatch({
        type: 'live_config',
        config: { global_alert: { show: true, text: 'Maintenance tonight at 10 pm' } },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Maintenance tonight at 10 pm');

    act(() => realtime.dispatch({ type: 'live_config', config: { global_alert: { show: false, text: 'x' } } }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps a change pushed while the first load was still on its way, not the older answer that load brings', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeFetch({ 'GET /api/live_config': () => new Promise<Response>((resolve) => (answer = resolve)) })),
    );
    const { realtime, queryClient } = renderWithProviders(<LiveMaintenanceBanner />);
    await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: liveConfigQueryKey })).toBe(1));
    act(() =>
      realtime.dispatch({ type: 'live_config', config: { global_alert: { show: true, text: 'Down at ten' } } }),
    );
    await act(async () => answer(json(200, { global_alert: { show: false, text: '' } })));
    await waitFor(() => expect(queryClient.isFetching({ queryKey: liveConfigQueryKey })).toBe(0));
    expect(screen.getByRole('alert')).toHaveTextContent('Down at ten');
  });

  it('shows the alert loaded at start', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({ 'GET /api/live_config': () => json(200, { global_alert: { show: true, text: 'Down soon' } }) }),
      ),
    );
    renderWithProviders(<LiveMaintenanceBanner />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Down soon');
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '../../../lib/realtime-context';
import { stubApi } from '../../../testing/api-stub';
import { json } from '../../../testing/factories';
import { testQueryClient, testRealtime } from '../../../testing/render';
import { useUnseenUploadCount } from './get-unseen-upload-count';

afterEach(() => vi.unstubAllGlobals());

function setup(enabled: boolean) {
  let count = 1;
  const api = stubApi({ 'GET /api/drop_links/unseen_count': () => json(200, { count: count++ }) });
  const queryClient = testQueryClient();
  const realtime = testRealtime();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider value={realtime}>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useUnseenUploadCount(enabled), { wrapper });
  return { api, realtime, hook };
}

describe('useUnseenUploadCount', () => {
  it('loads the count and reloads it on each new notification', async () => {
    const { realtime, hook } = setup(true);
    await waitFor(() => expect(hook.result.current.data).toBe(1));
    realtime.dispatch({ type: 'new_message', conversation_id: 1 });
    realtime.dispatch({ type: 'new_notification' });
    await waitFor(() => expect(hook.result.current.data).toBe(2));
  });

  it('asks nothing for users without drop links', async () => {
    const { api, realtime } = setup(false);
    realtime.dispatch({ type: 'new_notification' });
    await new Promise((r) => setTimeout(r, 10));
    expect(api.keys()).toEqual([]);
  });
});

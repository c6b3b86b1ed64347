import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '../../../lib/realtime-context';
import { openableRealtime, testQueryClient, testRealtime } from '../../../testing/render';
import { messageKeys } from '../../../lib/message-keys';
import { REALTIME_MESSAGE_REFRESH_MS, useLiveMessageRefresh } from './use-live-message-refresh';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(enabled = true) {
  const queryClient = testQueryClient();
  const realtime = testRealtime();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider value={realtime}>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useLiveMessageRefresh(enabled), { wrapper });
  return { realtime, invalidate, hook };
}

describe('useLiveMessageRefresh', () => {
  it('reads again at once, when the socket opens, what messages show and was fetched before it', () => {
    const queryClient = testQueryClient();
    const { realtime, open } = openableRealtime();
    const earlier = Date.now() - 1000;
    queryClient.setQueryData(messageKeys.lists(), [], { updatedAt: earlier });
    queryClient.setQueryData(messageKeys.staff(), [], { updatedAt: earlier });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider value={realtime}>{children}</RealtimeProvider>
      </QueryClientProvider>
    );
    renderHook(() => useLiveMessageRefresh(true), { wrapper });
    open();
    expect(queryClient.getQueryState(messageKeys.lists())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(messageKeys.staff())?.isInvalidated).toBe(false);
    realtime.stop();
  });

  it('turns a burst of new messages into one refresh, 1 s after the last', () => {
    const { realtime, invalidate } = setup();
    realtime.dispatch({ type: 'new_message', conversation_id: 1 });
    vi.advanceTimersByTime(600);
    realtime.dispatch({ type: 'new_message', conversation_id: 2 });
    vi.advanceTimersByTime(REALTIME_MESSAGE_REFRESH_MS - 1);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    const [{ queryKey, predicate }] = invalidate.mock.calls[0] as [
      { queryKey: readonly unknown[]; predicate: (q: { queryKey: readonly unknown[] }) => boolean },
    ];
    expect(queryKey).toEqual(messageKeys.all);
    // What messages show is fetched again; the firm's staff list is not.
    expect(predicate({ queryKey: messageKeys.timeline(1) })).toBe(true);
    expect(predicate({ queryKey: messageKeys.list({ page: 0 }) })).toBe(true);
    expect(predicate({ queryKey: messageKeys.staff() })).toBe(false);
    realtime.dispatch({ type: 'new_message', conversation_id: 3 });
    vi.advanceTimersByTime(REALTIME_MESSAGE_REFRESH_MS);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('ignores other events, and stops listening when unmounted or signed out', () => {
    const { realtime, invalidate, hook } = setup();
    realtime.dispatch({ type: 'new_notification' });
    realtime.dispatch({ type: 'ready' });
    vi.advanceTimersByTime(5000);
    expect(invalidate).not.toHaveBeenCalled();
    realtime.dispatch({ type: 'new_message', conversation_id: 1 });
    hook.unmount();
    vi.advanceTimersByTime(5000);
    expect(invalidate).not.toHaveBeenCalled();

    const signedOut = setup(false);
    signedOut.realtime.dispatch({ type: 'new_message', conversation_id: 1 });
    vi.advanceTimersByTime(5000);
    expect(signedOut.invalidate).not.toHaveBeenCalled();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '../../../lib/realtime-context';
import { openableRealtime, testQueryClient, testRealtime } from '../../../testing/render';
import { notificationFeedKeys } from '../api/notifications-keys';
import { useLiveNotificationRefresh } from './use-live-notification-refresh';

function setup(enabled: boolean) {
  const queryClient = testQueryClient();
  const realtime = testRealtime();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider value={realtime}>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useLiveNotificationRefresh(enabled), { wrapper });
  return { realtime, invalidate, hook };
}

describe('useLiveNotificationRefresh', () => {
  it('refreshes the notification list queries on each new notification, and nothing else', () => {
    const { realtime, invalidate, hook } = setup(true);
    realtime.dispatch({ type: 'new_message', conversation_id: 1 });
    expect(invalidate).not.toHaveBeenCalled();
    realtime.dispatch({ type: 'new_notification' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationFeedKeys.all });
    hook.unmount();
    realtime.dispatch({ type: 'new_notification' });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('reads again, once the socket opens, the notification lists fetched before it: an event may have been missed', () => {
    const queryClient = testQueryClient();
    const { realtime, open } = openableRealtime();
    queryClient.setQueryData(notificationFeedKeys.unread(), 2, { updatedAt: Date.now() - 1000 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider value={realtime}>{children}</RealtimeProvider>
      </QueryClientProvider>
    );
    renderHook(() => useLiveNotificationRefresh(true), { wrapper });
    expect(queryClient.getQueryState(notificationFeedKeys.unread())?.isInvalidated).toBe(false);
    open();
    expect(queryClient.getQueryState(notificationFeedKeys.unread())?.isInvalidated).toBe(true);
    realtime.stop();
  });

  it('does nothing while signed out', () => {
    const { realtime, invalidate } = setup(false);
    realtime.dispatch({ type: 'new_notification' });
    expect(invalidate).not.toHaveBeenCalled();
  });
});

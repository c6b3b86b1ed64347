import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { openableRealtime } from '../testing/render';
import { fetchedBefore, listenLive } from './realtime-catch-up';

describe('catching up when the realtime socket opens', () => {
  it('picks the queries fetched before the socket opened, and only those the caller keeps live', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['before'], 1, { updatedAt: 1_000 });
    queryClient.setQueryData(['before', 'staff'], 1, { updatedAt: 1_000 });
    queryClient.setQueryData(['after'], 1, { updatedAt: 3_000 });
    const picked = queryClient
      .getQueryCache()
      .findAll({ predicate: fetchedBefore(2_000, (q) => q.queryKey[1] !== 'staff') })
      .map((q) => q.queryKey);
    expect(picked).toEqual([['before']]);
  });

  it('hands each opening, the first and every reconnect, to the catch-up with its time, until stopped', () => {
    vi.useFakeTimers({ now: 5_000 });
    try {
      const { realtime, open } = openableRealtime();
      const events = vi.fn();
      const catchUp = vi.fn();
      const stop = listenLive(realtime, events, catchUp);
      open();
      vi.setSystemTime(9_000);
      open();
      expect(catchUp.mock.calls).toEqual([[5_000], [9_000]]);
      realtime.dispatch({ type: 'new_notification' });
      expect(events).toHaveBeenCalledWith({ type: 'new_notification' });
      stop();
      open();
      realtime.dispatch({ type: 'new_notification' });
      expect(catchUp).toHaveBeenCalledTimes(2);
      expect(events).toHaveBeenCalledTimes(1);
      realtime.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

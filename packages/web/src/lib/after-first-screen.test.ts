import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  afterFirstScreen,
  FIRST_SCREEN_WAIT_MS,
  firstScreenDrawn,
  type FirstScreenEnvironment,
} from './after-first-screen';

/** An environment whose paints the test makes happen. */
function controlledEnvironment() {
  let paintFirst!: () => void;
  let paintNext!: () => void;
  const firstPaint = new Promise<void>((r) => (paintFirst = r));
  const env: FirstScreenEnvironment = {
    firstContentfulPaint: () => firstPaint,
    nextPaint: () => new Promise<void>((r) => (paintNext = r)),
    wait: () => new Promise<void>(() => {}),
  };
  return { env, paintFirst: () => paintFirst(), paintNext: () => paintNext() };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('firstScreenDrawn', () => {
  it('waits for the first paint, then for the queries to settle, then for the frame showing their data', async () => {
    const queryClient = new QueryClient();
    let answer!: (v: string) => void;
    void queryClient.fetchQuery({ queryKey: ['screen'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    const { env, paintFirst, paintNext } = controlledEnvironment();
    let drawn = false;
    void firstScreenDrawn(queryClient, env).then(() => (drawn = true));

    paintFirst();
    await flush();
    expect(drawn).toBe(false); // the screen's data is still coming
    answer('data');
    await flush();
    expect(drawn).toBe(false); // not yet painted with it
    paintNext();
    await flush();
    expect(drawn).toBe(true);
  });

  it(`gives up waiting after ${FIRST_SCREEN_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      void queryClient.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => {}) });
      let drawn = false;
      void firstScreenDrawn(queryClient).then(() => (drawn = true));
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
      expect(drawn).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(drawn).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('afterFirstScreen', () => {
  it('hands each caller a task of its own, once per app', async () => {
    const queryClient = new QueryClient();
    const order: string[] = [];
    const a = afterFirstScreen(queryClient).then(() => {
      order.push('a');
      setTimeout(() => order.push('a task later'), 0);
    });
    const b = afterFirstScreen(queryClient).then(() => order.push('b'));
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'a task later', 'b']);
    // Later callers of the same app wait only for their turn.
    const started = Date.now();
    await afterFirstScreen(queryClient);
    expect(Date.now() - started).toBeLessThan(FIRST_SCREEN_WAIT_MS);
  });
});

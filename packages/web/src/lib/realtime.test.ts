import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtime } from './realtime';

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
  drop() {
    this.onclose?.({} as CloseEvent);
  }
}

describe('realtime', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const make = (token: string | null = 'tok en') =>
    createRealtime({
      createSocket: (url) => new FakeSocket(url),
      getToken: () => token,
      baseUrl: () => 'ws://host/api/realtime',
      initialDelayMs: 100,
      maxDelayMs: 400,
    });

  it('connects with the access token and hands valid events to subscribers, in order', async () => {
    const rt = make();
    const seen = vi.fn();
    rt.subscribe(seen);
    rt.start();
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('ws://host/api/realtime?access_token=tok%20en');
    socket.receive({ type: 'new_notification' });
    socket.receive({ type: 'unknown_event' });
    socket.onmessage?.({ data: 'not json' } as MessageEvent);
    socket.receive({ type: 'new_message', conversation_id: 7 });
    // The schema loads lazily (apart from the first screen's JavaScript).
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(seen.mock.calls).toEqual([[{ type: 'new_notification' }], [{ type: 'new_message', conversation_id: 7 }]]);
    rt.stop();
  });

  it('reconnects with a growing delay, and resets it once connected', () => {
    const rt = make();
    rt.start();
    FakeSocket.all[0]!.drop();
    vi.advanceTimersByTime(99);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop();
    vi.advanceTimersByTime(199);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.all[2]!.onopen?.({} as Event);
    FakeSocket.all[2]!.drop();
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(4);
    rt.stop();
  });

  it('stops reconnecting once stopped', () => {
    const rt = make();
    rt.start();
    const first = FakeSocket.all[0]!;
    rt.stop();
    expect(first.closed).toBe(true);
    first.drop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('waits for a token before connecting', () => {
    let token: string | null = null;
    const rt = createRealtime({
      createSocket: (url) => new FakeSocket(url),
      getToken: () => token,
      baseUrl: () => 'ws://host/api/realtime',
      initialDelayMs: 100,
    });
    rt.start();
    expect(FakeSocket.all).toHaveLength(0);
    token = 'abc';
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(1);
    rt.stop();
  });
});

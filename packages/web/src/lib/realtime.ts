import type { RealtimeEvent } from '@portal/domain';
import { getAccessToken } from './session-token';

export type RealtimeListener = (event: RealtimeEvent) => void;

/** Reads one message of the socket: the event it carries, or null when it is none. */
export type RealtimeEventParser = (data: unknown) => RealtimeEvent | null;

/** The shared event schema, with zod, loaded when the connection starts rather than with the first screen. */
const loadEventParser = (): Promise<RealtimeEventParser> =>
  import('./realtime-event-schema').then(({ realtimeEventSchema }) => (data) => {
    const parsed = realtimeEventSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  });

interface SocketLike {
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
  close(code?: number): void;
}

export interface RealtimeOptions {
  /** Builds the socket; tests pass a fake. */
  createSocket?: (url: string) => SocketLike;
  getToken?: () => string | null;
  /** The socket address without the token; by default the same host as the page. */
  baseUrl?: () => string;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Loads the event parser; by default the shared schema (lazily). */
  loadParser?: () => Promise<RealtimeEventParser>;
}

export interface Realtime {
  /** Connects (and keeps reconnecting) until stop() is called. */
  start(): void;
  stop(): void;
  subscribe(listener: RealtimeListener): () => void;
  /**
   * Called each time the socket opens (the first time and after every reconnect), with when (`Date.now()`): events
   * sent while it was not open were not received, so what they would have refreshed is read again if it was
   * fetched before then (`fetchedBefore`, realtime-catch-up.ts).
   */
  onOpen(listener: (openedAt: number) => void): () => void;
  /** Hands an event to the subscribers as if the server had sent it. */
  dispatch(event: RealtimeEvent): void;
}

const defaultBaseUrl = () => {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/realtime`;
};

/** A WebSocket to /api/realtime that reconnects with exponential backoff and hands parsed events to subscribers. */
export function createRealtime(options: RealtimeOptions = {}): Realtime {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const getToken = options.getToken ?? getAccessToken;
  const baseUrl = options.baseUrl ?? defaultBaseUrl;
  const initialDelay = options.initialDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const loadParser = options.loadParser ?? loadEventParser;
  let parser: Promise<RealtimeEventParser> | null = null;
  // A parser that failed to load (the network dropped) is asked for again with the next event.
  const eventParser = () =>
    (parser ??= loadParser().catch((e: unknown) => {
      parser = null;
      throw e;
    }));

  const listeners = new Set<RealtimeListener>();
  const openListeners = new Set<(openedAt: number) => void>();
  let socket: SocketLike | null = null;
  let running = false;
  let delay = initialDelay;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const dispatch = (event: RealtimeEvent) => listeners.forEach((l) => l(event));

  const scheduleReconnect = () => {
    if (!running || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect();
    }, delay);
    delay = Math.min(delay * 2, maxDelay);
  };

  function connect() {
    if (!running || socket) return;
    const token = getToken();
    // Without a token the server would refuse us; try again once a refresh may have produced one.
    if (!token) return scheduleReconnect();
    const ws = createSocket(`${baseUrl()}?access_token=${encodeURIComponent(token)}`);
    socket = ws;
    ws.onopen = () => {
      delay = initialDelay;
      const openedAt = Date.now();
      openListeners.forEach((l) => l(openedAt));
    };
    ws.onmessage = (ev) => {
      let data: unknown;
      try {
        data = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      // Events are handed on in the order they came: each waits for the same parser.
      eventParser().then(
        (parse) => {
          const event = parse(data);
          if (event) dispatch(event);
        },
        () => {},
      );
    };
    ws.onerror = () => {};
    ws.onclose = () => {
      if (socket === ws) socket = null;
      scheduleReconnect();
    };
  }

  return {
    start() {
      if (running) return;
      running = true;
      delay = initialDelay;
      // Fetched while the socket opens, so the first event does not wait for it.
      eventParser().catch(() => {});
      connect();
    },
    stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      const ws = socket;
      socket = null;
      ws?.close(1000);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onOpen(listener) {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
    dispatch,
  };
}

/** The app's one connection. */
export const realtime = createRealtime();

/**
 * Tells the other tabs of this browser that the user signed out, so they sign out at once (spec 000 §8)
 * without waiting for the server's realtime `signed_out` push. BroadcastChannel where the browser has
 * it, else a `storage` event (which fires in every other tab of the origin).
 */
export const SESSION_CHANNEL = 'portal-session';
export const SESSION_STORAGE_KEY = 'portal-session-signed-out';

interface SignedOutMessage {
  type: 'signed_out';
  at: number;
}

const isSignedOut = (data: unknown): data is SignedOutMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'signed_out';

/**
 * One channel per page, used both to send and to listen: a message reaches every other BroadcastChannel
 * of that name, even in the same page, but never the object that sent it, so a tab does not hear itself.
 */
let channel: BroadcastChannel | null = null;
function pageChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  if (!channel) {
    channel = new BroadcastChannel(SESSION_CHANNEL);
    // Node (tests) would otherwise keep running for the open channel; browsers have no unref.
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  }
  return channel;
}

export function broadcastSignedOut(): void {
  const message: SignedOutMessage = { type: 'signed_out', at: Date.now() };
  const shared = pageChannel();
  if (shared) {
    shared.postMessage(message);
    return;
  }
  try {
    // A new value each time, so two sign-outs in a row both fire the event; removed at once as it is only a signal.
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(message));
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode); the realtime push still reaches the other tabs.
  }
}

/** Calls `listener` when another tab signs out. Returns the unsubscribe. */
export function onSignedOutElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY || !event.newValue) return;
    try {
      if (isSignedOut(JSON.parse(event.newValue))) listener();
    } catch {
      // Not ours.
    }
  };
  const onMessage = (event: MessageEvent) => {
    if (isSignedOut(event.data)) listener();
  };
  window.addEventListener('storage', onStorage);
  const shared = pageChannel();
  shared?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    shared?.removeEventListener('message', onMessage);
  };
}

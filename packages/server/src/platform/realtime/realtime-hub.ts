import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { RealtimeEvent } from '@portal/domain';

/**
 * 'broadcast' reaches every connected browser; `user:<id>` one person's tabs; `staff:<firmId>` the tabs of a
 * firm's staff; `session:<id>` one browser.
 */
export type Channel = 'broadcast' | `user:${number}` | `staff:${number}` | `session:${string}`;
export const userChannel = (userId: number): Channel => `user:${userId}`;
export const staffChannel = (firmId: number): Channel => `staff:${firmId}`;
export const sessionChannel = (sessionId: string): Channel => `session:${sessionId}`;

type Listener = (event: RealtimeEvent) => void;

export interface RealtimeHub {
  publish(channel: Channel, event: RealtimeEvent): Promise<void>;
  subscribe(channel: Channel, listener: Listener): () => void;
  close(): Promise<void>;
}

const PG_CHANNEL = 'portal_realtime';

/** One process: events go straight to its own sockets. */
export function createLocalHub(): RealtimeHub & { deliver(channel: Channel, event: RealtimeEvent): void } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (channel: Channel, event: RealtimeEvent) => emitter.emit(channel, event);
  return {
    deliver,
    async publish(channel, event) {
      deliver(channel, event);
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several processes on one PostgreSQL server: publish is a NOTIFY, and every process (this one included)
 * LISTENs and delivers to its own sockets. The listening connection reconnects if it drops.
 */
export async function createPostgresHub(
  connectionString: string,
  onError?: (err: Error) => void,
): Promise<RealtimeHub> {
  const local = createLocalHub();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', () => undefined);
  let listener: pg.Client | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (msg) => {
      if (msg.channel !== PG_CHANNEL || !msg.payload) return;
      try {
        const { channel, event } = JSON.parse(msg.payload) as { channel: Channel; event: RealtimeEvent };
        local.deliver(channel, event);
      } catch (err) {
        onError?.(err as Error);
      }
    });
    client.on('error', (err) => {
      onError?.(err);
      if (!closed) setTimeout(() => void listen().catch((e: Error) => onError?.(e)), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${PG_CHANNEL}`);
    listener = client;
  }
  await listen();

  return {
    async publish(channel, event) {
      await publisher.query('select pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify({ channel, event })]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await local.close();
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}

import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { RealtimeEvent } from '@portal/domain';

/**
 * 'broadcast' reaches every connected browser; `user:<id>` one person's tabs; `staff:<firmId>` the tabs of a
 * firm's staff who see every entity, `staff:<firmId>:group:<groupId>` those limited to one group;
 * `session:<id>` one browser.
 */
export type Channel =
  'broadcast' | `user:${number}` | `staff:${number}` | `staff:${number}:group:${number}` | `session:${string}`;
export const userChannel = (userId: number): Channel => `user:${userId}`;
export const staffChannel = (firmId: number): Channel => `staff:${firmId}`;
const staffGroupChannel = (firmId: number, groupId: number): Channel => `staff:${firmId}:group:${groupId}`;

/**
 * The staff channel a firm user listens on: group-limited staff hear only of their group's entities (one
 * without a group hears of none), like every list they read.
 */
export function staffChannelOf(actor: {
  isAdvisor: boolean;
  firmId: number;
  firmAccess: string | null;
  groupId: number | null;
}): Channel | null {
  if (!actor.isAdvisor) return null;
  if (actor.firmAccess !== 'group') return staffChannel(actor.firmId);
  return actor.groupId === null ? null : staffGroupChannel(actor.firmId, actor.groupId);
}

/** Where the staff who may see an entity listen: the firm-wide channel, and its group's when it has one. */
export const staffChannelsFor = (firmId: number, entityGroupId: number | null): Channel[] =>
  entityGroupId === null ? [staffChannel(firmId)] : [staffChannel(firmId), staffGroupChannel(firmId, entityGroupId)];
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

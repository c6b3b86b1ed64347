import pg from 'pg';
import { DATA_CHANGED_CHANNEL } from './postgres-data-changes.ts';
import { isReadOnly, type WriteClock } from './write-clock.ts';

export interface PostgresWriteClock extends WriteClock {
  /** The pool's client class (a `Base` given): every write this process sends through it moves the clock on. */
  readonly Client: typeof pg.Client;
  /** Whether other processes' changes are heard now; while not, the clock moves on at every read. */
  readonly listening: boolean;
  close(): Promise<void>;
}

type Query = (...args: unknown[]) => unknown;

/**
 * The write clock of a PostgreSQL server (issue 22 §1: the session lookup was one statement of every request).
 * This process's own writes move it on when they begin and when they end, as on PGlite, so its next request
 * already sees them. Other processes (another portal, a script) write too: the clock also moves on when one of
 * their changes to any table is announced (a NOTIFY at commit, postgres-data-changes.ts), a few milliseconds
 * after it. While the announcements cannot be heard (the listening connection dropped, or is not up yet) it moves
 * on at every read, so nothing read is kept until it listens again.
 */
export async function postgresWriteClock(
  connectionString: string,
  Base: typeof pg.Client = pg.Client,
): Promise<PostgresWriteClock> {
  let epoch = 0;
  let listening = false;
  let closed = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const moveOn = () => void epoch++;
  /** This process's connections: their changes moved the clock on as they were made, and are not heard again. */
  const own = new Set<pg.Client>();

  class CountingClient extends Base {
    constructor(...args: ConstructorParameters<typeof pg.Client>) {
      super(...args);
      own.add(this);
      this.once('end', () => own.delete(this));
    }

    override query(...args: unknown[]): never {
      const query = Base.prototype.query as Query;
      if (isReadOnly(args[0])) return query.apply(this, args) as never;
      moveOn();
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...result: unknown[]) => {
          moveOn();
          (last as Query)(...result);
        };
        return query.apply(this, args) as never;
      }
      const result = query.apply(this, args) as { then?: unknown; once?: unknown } | undefined;
      if (typeof result?.then === 'function') void (result as Promise<unknown>).then(moveOn, moveOn);
      else if (typeof result?.once === 'function') {
        const submitted = result as unknown as NodeJS.EventEmitter;
        submitted.once('end', moveOn).once('error', moveOn);
      }
      return result as never;
    }
  }

  const listenAgainSoon = () => {
    if (!closed && !retry) retry = setTimeout(() => void listen(), 1000);
  };
  async function listen(): Promise<void> {
    retry = null;
    const client = new pg.Client({ connectionString });
    client.on('notification', (msg) => {
      if (msg.channel !== DATA_CHANGED_CHANNEL) return;
      for (const c of own) if ((c as { processID?: number }).processID === msg.processId) return;
      moveOn();
    });
    // A dropped connection ends the client ('end'); its error is not worth crashing for.
    client.on('error', () => undefined);
    client.on('end', () => {
      if (listener === client) listener = null;
      listening = false;
      listenAgainSoon();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      return listenAgainSoon();
    }
    if (closed) return void (await client.end().catch(() => undefined));
    listener = client;
    // What was read while deaf may already be stale.
    moveOn();
    listening = true;
  }
  await listen();

  return {
    get epoch() {
      if (!listening) moveOn();
      return epoch;
    },
    get listening() {
      return listening;
    },
    Client: CountingClient,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    },
  };
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { isReadOnly, type WriteClock } from './write-clock.ts';

/**
 * The embedded database runs one statement at a time. PGlite serves them in the order they are asked, so 50
 * requests of three queries each take turns query by query, and every request finishes only when nearly all
 * of them have (issue 22 §2). The line orders the work instead by the request it belongs to: each request
 * takes a number when it arrives (`takeTurn`), and the database always runs next the waiting work of the
 * earliest number. A request started before others has its next query run before theirs, so it waits only for
 * the requests ahead of it and its own queries, and the requests finish in the order they came. Work outside a
 * request (a job) takes a number when it asks, so it waits behind the requests already in line but is never
 * passed over for ever.
 */
const turns = new AsyncLocalStorage<number>();
let lastNumber = 0;

/** Runs `fn` (an HTTP request's handling) with its own number in the embedded database's line. */
export function takeTurn<T>(fn: () => T): T {
  return turns.run(++lastNumber, fn);
}

interface Waiting {
  number: number;
  order: number;
  start: () => void;
}

/** The line itself: one piece of work in the database at a time, the lowest number first (then first asked). */
export function databaseLine() {
  const waiting: Waiting[] = [];
  let busy = false;
  let asked = 0;
  const next = () => {
    if (busy || !waiting.length) return;
    let best = 0;
    for (let i = 1; i < waiting.length; i++) {
      const w = waiting[i]!;
      const b = waiting[best]!;
      if (w.number < b.number || (w.number === b.number && w.order < b.order)) best = i;
    }
    const [chosen] = waiting.splice(best, 1);
    busy = true;
    chosen!.start();
  };
  return {
    /** Runs `work` when its turn comes; the next waits until it settles. */
    run<T>(work: () => Promise<T>): Promise<T> {
      const number = turns.getStore() ?? ++lastNumber;
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          number,
          order: asked++,
          start: () => {
            work()
              .then(resolve, reject)
              .finally(() => {
                busy = false;
                // The next is chosen after the promise jobs: a request whose query just ended asks its next one
                // in them, and keeps its place ahead of later requests.
                setImmediate(next);
              });
          },
        });
        next();
      });
    },
    /** How many wait (for tests). */
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * The PGlite client as drizzle and the platform see it, its statements and transactions taken in line: a
 * transaction holds the database from BEGIN to COMMIT (its own statements go straight to it), as PGlite's own
 * lock does. Every write moves `writes.epoch` on when it begins and again when it ends. Everything else is PGlite's.
 * `uncounted` takes the same line without moving the clock, for statements that change none of the portal's data.
 */
export function inLine(client: PGlite): { client: PGlite; uncounted: PGlite; writes: WriteClock } {
  const line = databaseLine();
  const writes = { epoch: 0 };
  const proxy = (counted: boolean) =>
    new Proxy(client, {
      get(target, prop, receiver) {
        if (prop === 'query' || prop === 'exec' || prop === 'transaction' || prop === 'sql') {
          const method = Reflect.get(target, prop, target) as (...args: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) => {
            // A transaction may write; a statement or script is a read when it is one plain SELECT (a health check).
            const write = counted && !(prop !== 'transaction' && isReadOnly(args[0]));
            if (write) writes.epoch++;
            const run = line.run(() => method.apply(target, args));
            if (write) void run.finally(() => writes.epoch++).catch(() => undefined);
            return run;
          };
        }
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  return { client: proxy(true), uncounted: proxy(false), writes };
}

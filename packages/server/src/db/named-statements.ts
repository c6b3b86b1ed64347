import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Statements parsed and planned once per connection instead of on every run (issue 22 §1).
 *
 * Drizzle and `executeSql` send their statements unnamed, so PostgreSQL parses and plans each of them on every run:
 * the session lookup spent 0.27 ms parsing and 0.44 ms planning for a 0.06 ms execution. A statement sent with a name
 * is parsed once per connection (node-postgres then sends only Bind/Execute) and, after five runs, PostgreSQL keeps a
 * generic plan when it is as good as the custom ones. `StatementNames` decides which texts get a name; `namingClient`
 * is the node-postgres client that uses them, each connection keeping at most `max` of them.
 */

/** Statements worth a name: data statements. DDL, transaction control, SET, DEALLOCATE… stay unnamed. */
const DATA_STATEMENT = /^\s*(?:select|insert|update|delete|with|values)\b/i;

/**
 * A text's shape: the same statement whatever the number of values in its lists (`in ($1, $2, $3)`, rows of a
 * multi-row insert). Two texts of one shape mean it varies with the data: naming each would fill the cache.
 */
export function statementShape(text: string): string {
  return text
    .replace(/\$\d+/g, '$')
    .replace(/\(\s*(?:\$|default)(?:\s*,\s*(?:\$|default))*\s*\)/gi, '(…)')
    .replace(/\(…\)(?:\s*,\s*\(…\))+/g, '(…)');
}

/** The name a text gets: stable (the same in every process and connection) and under PostgreSQL's 63 bytes. */
export function statementName(text: string): string {
  return `s_${createHash('sha1').update(text).digest('base64url')}`;
}

/** A Map kept to `limit` entries, the oldest inserted dropped first. */
function bounded<K, V>(map: Map<K, V>, limit: number): void {
  while (map.size > limit) map.delete(map.keys().next().value as K);
}

export interface NamingOptions {
  /** How many distinct texts are remembered (seen once, or named) before the oldest are forgotten. */
  rememberTexts?: number;
}

/**
 * Which statements get a name, shared by all the connections of a pool: a data statement with parameters, from its
 * second run on (a text run once is not worth a slot), unless texts of its shape vary (lists of values).
 */
export class StatementNames {
  /** Text → its name once run twice; null after its first run. */
  private readonly texts = new Map<string, string | null>();
  /** Shape → the one text seen with it, or VARIES. */
  private readonly shapes = new Map<string, string>();
  private readonly limit: number;

  constructor(opts: NamingOptions = {}) {
    this.limit = opts.rememberTexts ?? 2_000;
  }

  /** The name to send `text` with, or undefined to send it unnamed. */
  nameFor(text: string, values: readonly unknown[] | undefined): string | undefined {
    if (!values || values.length === 0) return undefined; // scripts and statements without parameters
    const known = this.texts.get(text);
    if (known) return known;
    if (!DATA_STATEMENT.test(text)) return undefined;
    const shape = statementShape(text);
    const first = this.shapes.get(shape);
    if (first === undefined) {
      this.shapes.set(shape, text);
      bounded(this.shapes, this.limit);
    } else if (first !== text) {
      if (first !== VARIES) {
        this.shapes.set(shape, VARIES);
        this.texts.delete(first);
      }
      return undefined;
    }
    if (known === undefined) {
      this.texts.set(text, null);
      bounded(this.texts, this.limit);
      return undefined;
    }
    const name = statementName(text);
    this.texts.set(text, name);
    return name;
  }
}

const VARIES = '\u0000varies';

/** node-postgres's per-connection bookkeeping of the statements it has parsed (not in its types). */
interface ProtocolConnection {
  parsedStatements: Record<string, string>;
  stream: { cork?(): void; uncork?(): void };
  close(msg: { type: 'S'; name: string }): void;
}

type Callback = (err: Error | null, res?: unknown) => void;

/**
 * A named statement's run that first closes the statements `closing` names, in the same batch of messages: a Close
 * is never an error (not even for a name the server does not know, or inside a failed transaction) and a rollback
 * does not undo it. node-postgres forgets them at the same time, so a later run of their texts parses them again.
 */
function namedQuery(
  config: pg.QueryConfig,
  values: unknown[] | undefined,
  callback: Callback,
  closing: readonly string[],
): pg.Query {
  const query = new pg.Query(config, values, callback as (err: Error | undefined, res: unknown) => void);
  if (!closing.length) return query;
  const submit = query.submit;
  query.submit = (connection) => {
    const protocolConnection = connection as unknown as ProtocolConnection;
    protocolConnection.stream.cork?.();
    try {
      for (const name of closing) {
        delete protocolConnection.parsedStatements[name];
        protocolConnection.close({ type: 'S', name });
      }
      return submit.call(query, connection);
    } finally {
      protocolConnection.stream.uncork?.();
    }
  };
  return query;
}

/**
 * Names of the prepared statements PostgreSQL plans once for all their values (preparedQuery's planOnceOnServer),
 * oldest first. Every other statement is planned for its values (client.ts).
 */
const planOnceNames = new Set<string>();

/** Has the prepared statement `name` (prepared-query.ts) run with one generic plan for all its values. */
export function planOnceOnServer(name: string): void {
  planOnceNames.add(name);
  if (planOnceNames.size > 2_000) planOnceNames.delete(planOnceNames.keys().next().value!);
}

/** Whether the prepared statement `name` runs with its generic plan (for the plan test: the plan that runs). */
export const plannedOnceOnServer = (name: string): boolean => planOnceNames.has(name);

/**
 * Sent before a statement's own messages: its generic plan until their Sync ends the implicit transaction (a local
 * setting; `set local` warns outside a transaction block). It returns no row, so no DataRow reaches the query.
 */
const GENERIC_PLAN = "select null where set_config('plan_cache_mode', 'force_generic_plan', true) is null";

/** node-postgres's protocol writer, as a query's submit gets it (not in its types). */
interface ProtocolWriter {
  parsedStatements: Record<string, string>;
  stream: { cork?(): void; uncork?(): void };
  parse(msg: { text: string }): void;
  bind(msg: Record<string, never>): void;
  execute(msg: Record<string, never>): void;
}

/**
 * `query` run with its generic plan: the setting goes first in the same batch of messages, and its CommandComplete,
 * the one reply node-postgres would take for the query's own, is passed over. Its first run on a connection, which
 * parses it, goes as it is: node-postgres counts a statement parsed at the first ParseComplete of its batch, which
 * would then be the setting's, and a statement whose own parse failed would never be parsed again.
 */
function withGenericPlan(query: pg.Query & { name: string }): pg.Query {
  const submit = query.submit;
  query.submit = (connection) => {
    const writer = connection as unknown as ProtocolWriter;
    if (!writer.parsedStatements[query.name]) return submit.call(query, connection);
    writer.stream.cork?.();
    try {
      writer.parse({ text: GENERIC_PLAN });
      writer.bind({});
      writer.execute({});
      const handler = query as unknown as { handleCommandComplete: unknown };
      const own = handler.handleCommandComplete;
      handler.handleCommandComplete = () => {
        handler.handleCommandComplete = own;
      };
      return submit.call(query, connection);
    } finally {
      writer.stream.uncork?.();
    }
  };
  return query;
}

/** Errors after which a connection's copy of a statement is not usable any more. */
const STALE_STATEMENT = new Set([
  '26000', // prepared statement does not exist: closed behind node-postgres's back (DISCARD ALL, DEALLOCATE)
  '0A000', // cached plan must not change result type: its table changed its columns under it
]);

type QueryArgs = [config: unknown, values?: unknown, callback?: unknown];

/** A prepared statement (drizzle's `.prepare(name)`) that planOnceOnServer named. */
function isPlannedOnce(config: unknown): config is pg.QueryConfig & { name: string } {
  if (!config || typeof config !== 'object' || 'submit' in config) return false;
  const { name, text } = config as { name?: unknown; text?: unknown };
  return typeof name === 'string' && typeof text === 'string' && planOnceNames.has(name);
}

/** The values of node-postgres's `query(config, values?, callback?)`. */
const callbackValues = (values: unknown) => (Array.isArray(values) ? values : undefined);

/** The callback a query object is made with: the caller's, or one settling the promise `query` then returns. */
function completion(values: unknown, callback: unknown): { done: Callback; outcome?: Promise<unknown> } {
  const cb = (typeof values === 'function' ? values : callback) as Callback | undefined;
  if (cb) return { done: cb };
  let done!: Callback;
  const outcome = new Promise((resolve, reject) => {
    done = (err, res) => (err ? reject(err) : resolve(res));
  });
  return { done, outcome };
}

/**
 * A node-postgres Client (for a Pool's `Client` option) that names the statements `names` picks, keeping at most `max`
 * of them per connection: using one more closes the least recently used. A statement that already has a name
 * (drizzle's `.prepare(name)`), a query object (cursors, streams) and anything `names` leaves out go as they are.
 */
export function namingClient(names: StatementNames, max = 100): typeof pg.Client {
  return class NamingClient extends pg.Client {
    /** The names this connection has been asked to use, least recently used first. */
    readonly named = new Map<string, true>();
    /** Names to close with the next named statement sent (stale ones found inside a transaction). */
    private readonly stale: string[] = [];

    // @ts-expect-error one signature for node-postgres's overloads, which it forwards as they are
    override query(...args: QueryArgs): unknown {
      const [config, values, callback] = args;
      let text: string;
      let params: unknown;
      let rest: Record<string, unknown> | undefined;
      if (typeof config === 'string') {
        text = config;
        params = values;
      } else if (config && typeof config === 'object' && !('submit' in config) && !('name' in config && config.name)) {
        rest = config as Record<string, unknown>;
        if (typeof rest.text !== 'string') return super.query(...(args as [string]));
        text = rest.text;
        params = rest.values ?? values;
      } else if (isPlannedOnce(config) && this.getTransactionStatus() === 'I') {
        // Not inside a transaction, where the setting would last to its end.
        const { done, outcome } = completion(values, callback);
        super.query(
          withGenericPlan(
            new pg.Query(
              config,
              callbackValues(values),
              done as (err: Error | undefined, res: unknown) => void,
            ) as pg.Query & { name: string },
          ) as unknown as pg.Submittable,
        );
        return outcome;
      } else return super.query(...(args as [string]));
      const name = Array.isArray(params) ? names.nameFor(text, params) : undefined;
      if (!name) return super.query(...(args as [string]));

      const closing = this.stale.splice(0);
      this.named.delete(name);
      this.named.set(name, true);
      if (this.named.size > max) {
        const oldest = this.named.keys().next().value as string;
        this.named.delete(oldest);
        closing.push(oldest);
      }
      const named = { ...rest, text, name } as pg.QueryConfig;
      const withValues = callbackValues(values);
      const { done, outcome } = completion(values, callback);
      const send = (close: string[], retry: boolean) =>
        super.query(
          namedQuery(
            named,
            withValues,
            (err, res) => {
              const code = (err as { code?: string } | null)?.code;
              if (!err || !code || !STALE_STATEMENT.has(code)) return done(err, res);
              // The server does not have it, or its table changed its columns under it (a migration run by another
              // process): closed and parsed again by the next run. Run again at once when it ran outside a
              // transaction (the status is still the one from before it): inside one, the failure aborted it.
              if (retry && this.getTransactionStatus() === 'I') return send([name], false);
              this.named.delete(name);
              this.stale.push(name);
              done(err, res);
            },
            close,
          ) as unknown as pg.Submittable,
        );
      send(closing, true);
      return outcome;
    }
  } as unknown as typeof pg.Client;
}

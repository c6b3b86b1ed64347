import {
  parse,
  protocol,
  type ParserOptions,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { StatementNames } from './named-statements.ts';

/**
 * The embedded database's statements parsed and planned once, as named-statements.ts does for PostgreSQL (issue 22
 * §2: planning was most of a list statement's cost, 2 ms of a 0.3 ms query at 10,000 rows). PGlite's `query()` sends
 * every statement unnamed, one protocol message at a time (Parse, Describe, Bind, Describe, Execute, Sync: six calls
 * into the database). A statement `StatementNames` picks is instead prepared once under its name (Parse + Describe +
 * Sync, which also gives its parameters' types) and then run with ONE call (Bind + Describe + Execute + Sync), its
 * results read by PGlite's own `parseResults` exactly as `query()` reads them. At most `max` are kept: using one more
 * closes the least recently used in the same call. Everything else goes to PGlite's `query()` as before.
 */

type Query = PGlite['query'];

/** PGlite's methods this relies on besides its public query API (declared in its interface, not in PGlite's type). */
interface PgliteInternals {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** Errors after which a prepared statement is not usable any more (see named-statements.ts). */
const STALE_STATEMENT = new Set(['26000', '0A000']);

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** Texts of the statements planned once for all their values (planOnce), oldest first. */
const planOnceTexts = new Set<string>();
const MAX_PLAN_ONCE = 2_000;

/**
 * Has the statement `text` run by name with its generic plan, made once for all values, instead of PostgreSQL's
 * choice (`auto`). For a statement whose best plan depends on no value: a list page's. PostgreSQL counts an unknown
 * OFFSET as a tenth of the table, so a page's generic plan always looks dearer than one made for offset 0 and every
 * run was planned again: 0.7 ms of a 1.6 ms entities page at 10,000 rows in WebAssembly.
 */
export function planOnce(text: string): void {
  planOnceTexts.delete(text);
  planOnceTexts.add(text);
  if (planOnceTexts.size > MAX_PLAN_ONCE) planOnceTexts.delete(planOnceTexts.keys().next().value!);
}

/**
 * Sent before a planOnce statement's Bind: its generic plan until the messages' Sync ends their implicit transaction
 * (a local setting; `set local` would warn outside a transaction block). Not inside a transaction, where it would last
 * to its end.
 */
const GENERIC_PLAN = concat([
  protocol.serialize.parse({ text: "select set_config('plan_cache_mode', 'force_generic_plan', true)" }),
  protocol.serialize.bind({}),
  protocol.serialize.execute({}),
]);

/**
 * PGlite with named statements: `query` at the top level and inside `transaction` runs the statements `names` picks
 * by name; every other property is the PGlite's own.
 */
export function withNamedStatements(client: PGlite, names = new StatementNames(), max = 100): PGlite {
  /** Name → its parameters' types, least recently used first. */
  const prepared = new Map<string, number[]>();
  /** Names to close with the next named statement (stale ones found inside a transaction). */
  const stale: string[] = [];
  const internals = client as unknown as PgliteInternals;
  /** PGlite's parsers with a query's own over them: PGlite's parseResults merges its 400 on every read (0.1 ms). */
  const merged = new WeakMap<ParserOptions, PGlite['parsers']>();
  const parsersOf = (options: QueryOptions | undefined): PGlite['parsers'] => {
    if (!options?.parsers) return client.parsers;
    let parsers = merged.get(options.parsers);
    if (!parsers) merged.set(options.parsers, (parsers = { ...client.parsers, ...options.parsers }));
    return parsers;
  };

  const run = async <T>(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retry: boolean,
  ): Promise<Results<T>> => {
    const closing = stale.splice(0);
    let types = prepared.get(name);
    if (types) {
      prepared.delete(name);
      prepared.set(name, types);
    } else if (prepared.size >= max) {
      const oldest = prepared.keys().next().value as string;
      prepared.delete(oldest);
      closing.push(oldest);
    }
    const close = closing.map((n) => protocol.serialize.close({ type: 'S', name: n }));
    try {
      if (!types) {
        const described = await client.execProtocolStream(
          concat([
            ...close.splice(0),
            protocol.serialize.parse({ name, text }),
            protocol.serialize.describe({ type: 'S', name }),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        types = parse.parseDescribeStatementResults(described);
        prepared.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = types![i]!;
        const serialize = options?.serializers?.[type] ?? client.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      const generic = planOnceTexts.has(text) && !client.isInTransaction();
      const messages = await client.execProtocolStream(
        concat([
          ...close,
          ...(generic ? [GENERIC_PLAN] : []),
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!client.isInTransaction()) await client.syncToFs();
      const own = generic ? messages.slice(messages.findIndex((m) => m.name === 'commandComplete') + 1) : messages;
      return parse.parseResults(own, parsersOf(options), { rowMode: options?.rowMode })[0] as Results<T>;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code && STALE_STATEMENT.has(code)) {
        // Closed behind our back, or its table changed its columns under it: prepared again by the next run, at
        // once outside a transaction (inside one the failure aborted it).
        prepared.delete(name);
        stale.push(name);
        if (retry && !client.isInTransaction()) return run(name, text, params, options, false);
      }
      throw Object.assign(err as Error, { query: text, params, queryOptions: options });
    }
  };

  /** The name to run a query(text, params, options) call by, or undefined for PGlite's own query(). */
  const nameOf = (text: unknown, params: unknown, options: QueryOptions | undefined) =>
    typeof text === 'string' && Array.isArray(params) && !options?.blob && !options?.paramTypes && !options?.onNotice
      ? names.nameFor(text, params)
      : undefined;

  const topLevel: Query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    const name = nameOf(text, params, options);
    if (!name) return client.query(text, params, options);
    return internals._runExclusiveTransaction(() => client.runExclusive(() => run(name, text, params!, options, true)));
  }) as Query;

  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, prop, receiver) {
        if (prop !== 'query') return Reflect.get(target, prop, receiver) as unknown;
        return (async (text: string, params?: unknown[], options?: QueryOptions) => {
          const name = nameOf(text, params, options);
          if (!name || target.closed) return target.query(text, params, options);
          return client.runExclusive(() => run(name, text, params!, options, true));
        }) as Query;
      },
    });

  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return topLevel;
      if (prop === 'transaction')
        return <T>(fn: (tx: Transaction) => Promise<T>) => target.transaction((tx) => fn(inTransaction(tx)));
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

// `node --import tsx bench/profile-lists.ts`: one request of each list scenario of bench/lists-load.ts on PGlite at
// BENCH_PGLITE_ROWS (10,000) rows, timed: the whole request (median of PROFILE_RUNS after PROFILE_WARM), each statement PGlite ran for it
// (its SQL, milliseconds and whether PGlite planned it for each run, `C`, or once for all, `G`), the rest (HTTP, hooks,
// drizzle, serialisation) and the process's CPU time per request (the bench's client included: steadier than the
// medians on a busy machine, and what 50 connections queue behind). PROFILE_ONLY picks scenarios by
// name; PROFILE_EXPLAIN=1 prints EXPLAIN ANALYZE of every statement over PROFILE_EXPLAIN_MS (1 ms); PROFILE_CPU=<file>
// writes a CPU profile of the timed requests.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { closeDeps, createDeps } from '../packages/server/src/create-deps.ts';
import { openPglite } from '../packages/server/src/db/client.ts';
import { StatementNames } from '../packages/server/src/db/named-statements.ts';
import { startSession } from '../packages/server/src/features/sessions/sessions.service.ts';
import { systemClock } from '../packages/domain/src/index.ts';
import { generateLargeFirm } from './large-firm.ts';
import { listScenarios } from './list-scenarios.ts';

const ROWS = Number(process.env.BENCH_PGLITE_ROWS ?? 10_000);
const RUNS = Number(process.env.PROFILE_RUNS ?? 10);
const WARM = Number(process.env.PROFILE_WARM ?? 2);
const log: Array<{ sql: string; params: unknown; ms: number; named?: boolean }> = [];
let recording = false;
const proto = PGlite.prototype as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
for (const name of ['query', 'exec'] as const) {
  const original = proto[name]!;
  proto[name] = async function (this: unknown, ...args: unknown[]) {
    const t0 = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      if (recording) log.push({ sql: String(args[0]), params: args[1], ms: performance.now() - t0 });
    }
  };
}

// Statements run by name (db/pglite-named.ts) skip PGlite's query(): their text is the one just given a name, their
// time that of the runExclusive call that runs them.
let namedText = '';
let namedValues: unknown;
const nameFor = StatementNames.prototype.nameFor;
StatementNames.prototype.nameFor = function (this: StatementNames, text, values) {
  const name = nameFor.call(this, text, values);
  if (name) [namedText, namedValues] = [text, values];
  return name;
};
const runExclusive = proto.runExclusive!;
proto.runExclusive = async function (this: unknown, ...args: unknown[]) {
  const [sql, params] = [namedText, namedValues];
  const t0 = performance.now();
  try {
    return await runExclusive.apply(this, args);
  } finally {
    if (recording) log.push({ sql, params, ms: performance.now() - t0, named: true });
  }
};

const database = await openPglite('memory://');
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-prof-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000' });
const silent = { info: () => undefined, error: () => undefined };
const deps = await createDeps(config, silent, { database, jobs: { work: false } });
const app = await buildApp(deps);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const big = await generateLargeFirm(database, ROWS);
const session = await startSession(
  { db: database.db, clock: systemClock },
  { id: big.partnerId, firmId: big.firmId },
  { ip: null, userAgent: null },
);
const headers = { authorization: `Bearer ${session.accessToken}`, 'accept-encoding': 'gzip, br' };
const json = async (url: string) =>
  (await (await fetch(`${base}${url}`, { headers })).json()) as Record<string, unknown>;
const scenarios: Array<[string, string]> = [
  ['current user', '/api/sessions/current_user'],
  ...(await listScenarios(async (list, field) => Number((await json(list))[field]), big.partnerId)),
];
const only = process.env.PROFILE_ONLY;
const inspector = process.env.PROFILE_CPU ? new (await import('node:inspector')).Session() : null;
const post = (method: string, params?: object) =>
  new Promise<unknown>((resolve, reject) =>
    inspector!.post(method, params ?? {}, (err, result) => (err ? reject(err) : resolve(result))),
  );
if (inspector) {
  inspector.connect();
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
}
const explain = process.env.PROFILE_EXPLAIN === '1';
for (const [name, url] of scenarios) {
  if (only && !name.includes(only)) continue;
  const totals: number[] = [];
  const perQuery: number[][] = [];
  let sqls: Array<{ sql: string; params: unknown; named?: boolean }> = [];
  let cpu = process.cpuUsage();
  for (let i = 0; i < RUNS + WARM; i++) {
    if (i === WARM) cpu = process.cpuUsage();
    log.length = 0;
    recording = true;
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { headers });
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    recording = false;
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i < WARM) continue;
    totals.push(ms);
    perQuery.push(log.map((l) => l.ms));
    sqls = log.map(({ sql, params, named }) => ({ sql, params, named }));
  }
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000 / RUNS;
  const plans = new Map(
    (await database.executeSql('select statement, generic_plans, custom_plans from pg_prepared_statements')).rows.map(
      (r) => [r.statement, Number(r.generic_plans) > 0 ? 'G' : 'C'],
    ),
  );
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const q = sqls.map((_, j) => med(perQuery.map((p) => p[j] ?? 0)));
  const dbMs = q.reduce((a, b) => a + b, 0);
  console.log(
    `\n${name}: request ${med(totals).toFixed(1)} ms, ${sqls.length} statements ${dbMs.toFixed(1)} ms in PGlite, rest ${(med(totals) - dbMs).toFixed(1)} ms, CPU ${cpuMs.toFixed(2)} ms`,
  );
  sqls.forEach((s, j) =>
    console.log(
      `   ${q[j]!.toFixed(2).padStart(7)} ms ${s.named ? 'N' : ' '}${plans.get(s.sql) ?? ' '} ${s.sql.replace(/\s+/g, ' ').slice(0, Number(process.env.PROFILE_SQL_CHARS ?? 160))}`,
    ),
  );
  if (explain) {
    for (const [j, s] of sqls.entries()) {
      if (q[j]! < Number(process.env.PROFILE_EXPLAIN_MS ?? 1)) continue;
      const { rows } = await database
        .executeSql(`explain analyze ${s.sql}`, (s.params as unknown[]) ?? [])
        .catch(async () => database.executeSql(`explain analyze ${s.sql}`));
      console.log(`   EXPLAIN ANALYZE of statement ${j + 1} (${JSON.stringify(s.params)?.slice(0, 200)}):`);
      for (const r of rows) console.log(`      ${String(Object.values(r)[0])}`);
    }
  }
}
if (inspector) {
  const { profile } = (await post('Profiler.stop')) as { profile: unknown };
  await fs.writeFile(process.env.PROFILE_CPU!, JSON.stringify(profile));
}
await app.close();
await closeDeps(deps);
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(0);

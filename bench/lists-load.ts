// The portal's lists under load (issues 22 and 39): a generated firm of 100,000 entities, clients, questionnaires and
// conversations, on PostgreSQL (when BENCH_DATABASE_URL is set: a database next to it is made and dropped) and on
// embedded PGlite at 10,000. On PostgreSQL, autocannon at 50 connections against each list scenario (page 1, last
// page, a search, a filter) in three modes: "kept" (the same URL repeated: answered from memory,
// http/kept-answers.ts), "mixed" (the same, while another firm writes 5 times a second) and "made" (every request a
// URL not asked before, so each answer is made), beside a bare Fastify + pg server doing one indexed query and an
// "own SQL" server running the very statements the portal sent for one made answer of the scenario (bench/own-sql.ts).
// Then one request at a time: the entities list at 1,000 and 100,000 rows, and every sort order of Entities, Users
// and Collect, page 1 and the middle page (bench/sort-sweep.ts). On PGlite: the kept run at 50 connections, and the
// made runs at 10 connections (p99) and at 50 (the longest wait), issue 39 §5.
// Prints each figure's target and PASS or FAIL; exits non-zero when one fails or a scenario does not answer.
// BENCH_ROWS, BENCH_PGLITE_ROWS and BENCH_SECONDS (per run) change the sizes; BENCH_SCENARIOS (a comma-separated
// list of words) runs only the scenarios whose name holds one; BENCH_SWEEP=0 leaves out the sort sweep;
// BENCH_MADE_RUNS (3) sets how many made and own-SQL runs a scenario's median is of. autocannon runs in a process of
// its own; BENCH_LOAD_INPROCESS=1 runs it in the portal's process.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { closeDeps, createDeps } from '../packages/server/src/create-deps.ts';
import type { Database } from '../packages/server/src/db/client.ts';
import { startSession } from '../packages/server/src/features/sessions/sessions.service.ts';
import { systemClock } from '../packages/domain/src/index.ts';
import { generateLargeFirm, onBenchDatabases } from './large-firm.ts';
import { listScenarios } from './list-scenarios.ts';
import { json, load, serial, settle, type Figures, type LoadOptions } from './load.ts';
import { ownSqlServer, statementsOf } from './own-sql.ts';
import { pausesText, withPauses, type Pauses } from './pauses.ts';
import { sortSweep } from './sort-sweep.ts';
import { steadyWriter } from './steady-writer.ts';
import { figure, verdict } from './verdict.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
// The embedded database is for small firms (issue 22 §2): it is held to its targets at 10,000 rows.
const PGLITE_ROWS = Number(process.env.BENCH_PGLITE_ROWS ?? 10_000);
const PGLITE_P50_MS = 100;
/** Issue 39 §5: at 10 connections a staff list's p99, at 50 the longest any request waits. */
const PGLITE_P99_AT_10_MS = 200;
const PGLITE_MAX_AT_50_MS = 2000;
/** Issue 39, acceptance: a made answer under load against the own-SQL server's. */
const MADE_SHARE_OF_OWN = 0.5;
const MADE_P99_MS = 250;
/**
 * Made and own-SQL runs per scenario, in turn. On a machine of two cores the load generator, the server and
 * PostgreSQL's backends share, one run's p99 now and then takes a burst of the server's process waiting for a core
 * (bench/pauses.ts prints it): the median of three runs measures the answers, not the burst. Every run's p99 is printed.
 */
const MADE_RUNS = Number(process.env.BENCH_MADE_RUNS ?? 3);
const CONNECTIONS = 50;
const runOptions: LoadOptions = {
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 1),
  connections: CONNECTIONS,
  inProcess: process.env.BENCH_LOAD_INPROCESS === '1',
};
const SWEEP = process.env.BENCH_SWEEP !== '0';
const silent = { info: () => undefined, error: () => undefined };

/** A fresh session's headers for the big firm's partner and the small firm's. */
type SignedIn = () => Promise<{ headers: Record<string, string>; smallHeaders: Record<string, string> }>;

/** The median of an odd number of runs by `key` (of an even number, the lower middle one). */
const medianRun = (runs: Figures[], key: (f: Figures) => number) =>
  [...runs].sort((a, b) => key(a) - key(b))[Math.floor((runs.length - 1) / 2)]!;

const cell = (f: Figures) => `${f.p50}/${f.p99} ms ${f.rps.toFixed(0)}/s${f.errors ? ` (${f.errors} failed)` : ''}`;

async function run(label: string, database: Database, rows: number, strict: boolean): Promise<boolean> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000' });
  const deps = await createDeps(config, silent, { database, jobs: { work: false } });
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const t0 = performance.now();
  const big = await generateLargeFirm(database, rows);
  const small = await generateLargeFirm(database, 1_000);
  console.log(
    `\n${label}: generated ${rows.toLocaleString()} entities, clients, questionnaires and conversations (and a firm of 1,000) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const signIn = async (firm: { firmId: number; partnerId: number }) => {
    const session = await startSession(
      { db: database.db, clock: systemClock },
      { id: firm.partnerId, firmId: firm.firmId },
      { ip: null, userAgent: null },
    );
    return { authorization: `Bearer ${session.accessToken}` };
  };
  // An access token lasts 15 minutes and the runs take longer: each scenario signs in afresh.
  const signedIn: SignedIn = async () => ({ headers: await signIn(big), smallHeaders: await signIn(small) });
  const headers = await signIn(big);
  const chosen = process.env.BENCH_SCENARIOS?.split(',').map((w) => w.trim());
  const scenarios = (
    await listScenarios(async (list, field) => Number((await json(`${base}${list}`, headers))[field]), big.partnerId)
  ).filter(([name]) => !chosen || chosen.some((w) => name.includes(w)));

  const ok = strict
    ? await onPostgres(label, database, big.firmId, base, signedIn, scenarios)
    : await onPglite(label, base, signedIn, scenarios);
  const after = await signedIn();
  const rest = await oneAtATime(label, rows, base, after.headers, after.smallHeaders, strict);

  await app.close();
  await closeDeps(deps);
  await fs.rm(dataDir, { recursive: true, force: true });
  return ok && rest;
}

/** Kept, mixed and made beside the bare and own-SQL servers, with issue 22's and issue 39's limits. */
async function onPostgres(
  label: string,
  database: Database,
  firmId: number,
  base: string,
  signedIn: SignedIn,
  scenarios: Array<[string, string]>,
): Promise<boolean> {
  const first = await signedIn();
  const scripts = [];
  for (const [, url] of scenarios) scripts.push(await statementsOf(`${base}${url}`, first.headers));
  const own = await ownSqlServer(database, firmId, scripts);
  const writtenEntity = Number(
    ((await json(`${base}/api/v2/entities?rows_per_page=10`, first.smallHeaders)).entities as Array<{ id: number }>)[0]!
      .id,
  );
  let ok = true;
  const bare = await load(`${own.url}/bare`, {}, runOptions);
  await settle(`${own.url}/bare`, {});
  console.log(
    `${label}, ${CONNECTIONS} connections, ${runOptions.seconds} s each, load from ${runOptions.inProcess ? 'this process' : 'a process of its own'}; p50/p99 and req/s`,
  );
  console.log(`  bare Fastify + one indexed query: ${cell(bare)}`);
  console.log(
    `  targets: kept p50 ≤ 20 ms, p99 ≤ 60 ms, ≥ 50% of bare req/s (issue 22); made ≥ ${MADE_SHARE_OF_OWN * 100}% of its own SQL's req/s with p99 ≤ ${MADE_P99_MS} ms (issue 39); every request answered; made and own SQL each the median of ${MADE_RUNS} runs taken in turn (by p99 and by req/s)`,
  );
  console.log(
    `  ${'scenario'.padEnd(24)}${'kept'.padEnd(24)}${'mixed (5 writes/s)'.padEnd(24)}${'made'.padEnd(24)}${'own SQL'.padEnd(24)}kept÷bare made÷own`,
  );
  const p50s = new Map<string, number>();
  for (const [i, [name, url]] of scenarios.entries()) {
    const { headers, smallHeaders } = await signedIn();
    const kept = await load(`${base}${url}`, headers, runOptions);
    await settle(`${base}${url}`, headers);
    const writer = steadyWriter(base, smallHeaders, writtenEntity);
    const mixed = await load(`${base}${url}`, headers, runOptions);
    await writer.stop();
    await settle(`${base}${url}`, headers);
    // Made and own SQL in turn, MADE_RUNS times each; each figure is its median run (see medianRun).
    const madeRuns: Array<{ result: Figures; pauses: Pauses }> = [];
    const ownRuns: Figures[] = [];
    for (let r = 0; r < MADE_RUNS; r++) {
      madeRuns.push(await withPauses(() => load(`${base}${url}`, headers, { ...runOptions, made: true })));
      await settle(`${base}${url}`, headers);
      ownRuns.push(await load(`${own.url}/own/${i}`, {}, runOptions));
      await settle(`${own.url}/own/${i}`, {});
    }
    const made = medianRun(
      madeRuns.map((m) => m.result),
      (f) => f.p99,
    );
    const ownSql = medianRun(ownRuns, (f) => -f.rps);
    p50s.set(name, made.p50);
    const keptShare = kept.rps / bare.rps;
    const madeShare = ownSql.rps ? made.rps / ownSql.rps : 0;
    const keptPass = kept.errors === 0 && kept.rps > 0 && kept.p50 <= 20 && kept.p99 <= 60 && keptShare >= 0.5;
    const madePass =
      madeRuns.every((m) => m.result.errors === 0) &&
      made.rps > 0 &&
      madeShare >= MADE_SHARE_OF_OWN &&
      made.p99 <= MADE_P99_MS;
    const pass = keptPass && madePass && mixed.errors === 0;
    if (!pass) ok = false;
    console.log(
      `  ${name.padEnd(24)}${cell(kept).padEnd(24)}${cell(mixed).padEnd(24)}${cell(made).padEnd(24)}${cell(ownSql).padEnd(24)}${keptShare.toFixed(2).padStart(9)} ${madeShare.toFixed(2).padStart(8)}  ${verdict(pass)}`,
    );
    if (MADE_RUNS > 1) console.log(`    made p99 of each run: ${madeRuns.map((m) => `${m.result.p99} ms`).join(', ')}`);
    // What the server's process did in each run whose p99 went over: a pause of its own, or none (the work, or the
    // machine).
    for (const { result, pauses } of madeRuns)
      if (result.p99 > MADE_P99_MS)
        console.log(
          `    made run of p99 ${result.p99} ms: slowest answer ${result.max} ms; the server's process, warm-up included: ${pausesText(pauses)}`,
        );
  }
  for (const list of ['entities', 'users', 'collect', 'conversations']) {
    const first = p50s.get(`${list} page 1`);
    const last = p50s.get(`${list} last page`);
    if (first === undefined || last === undefined) continue;
    ok =
      figure(
        `${list}: made last page p50 beside page 1's (${first} ms)`,
        `${last} ms`,
        'within 2×',
        last <= 2 * Math.max(first, 1),
      ) && ok;
  }
  await own.bare.close();
  return ok;
}

/** The embedded database: kept at 50 connections (issue 22 §2), made at 10 and 50 connections (issue 39 §5). */
async function onPglite(
  label: string,
  base: string,
  signedIn: SignedIn,
  scenarios: Array<[string, string]>,
): Promise<boolean> {
  let ok = true;
  console.log(
    `${label}: kept at ${CONNECTIONS} connections (p50 < ${PGLITE_P50_MS} ms); made at 10 connections (p99 ≤ ${PGLITE_P99_AT_10_MS} ms) and at ${CONNECTIONS} (no request waits over ${PGLITE_MAX_AT_50_MS} ms); p50/p99 and req/s, longest wait; every figure of answers on open connections, the first answer of each (which also waits for the connection to be accepted) apart`,
  );
  for (const [name, url] of scenarios) {
    const { headers } = await signedIn();
    const kept = await load(`${base}${url}`, headers, runOptions);
    await settle(`${base}${url}`, headers);
    const at10 = await load(`${base}${url}`, headers, { ...runOptions, made: true, connections: 10 });
    await settle(`${base}${url}`, headers);
    const at50 = await load(`${base}${url}`, headers, { ...runOptions, made: true });
    await settle(`${base}${url}`, headers);
    const pass =
      [kept, at10, at50].every((f) => f.errors === 0 && f.rps > 0) &&
      kept.p50 < PGLITE_P50_MS &&
      at10.p99 <= PGLITE_P99_AT_10_MS &&
      at50.max <= PGLITE_MAX_AT_50_MS;
    if (!pass) ok = false;
    console.log(
      `  ${name.padEnd(24)} kept ${cell(kept).padEnd(22)} made×10 ${cell(at10).padEnd(22)} made×50 ${cell(at50).padEnd(22)} longest ${at50.max} ms (a connection's first ${at50.setupMax} ms)  ${verdict(pass)}`,
    );
  }
  return ok;
}

async function oneAtATime(
  label: string,
  rows: number,
  base: string,
  headers: Record<string, string>,
  smallHeaders: Record<string, string>,
  strict: boolean,
): Promise<boolean> {
  console.log(`${label}, one request at a time (median of 20, each answer made):`);
  const total = Number((await json(`${base}/api/v2/entities?rows_per_page=25`, headers)).total);
  const smallTotal = Number((await json(`${base}/api/v2/entities?rows_per_page=25`, smallHeaders)).total);
  const list = '/api/v2/entities?rows_per_page=25';
  const figures: Array<[string, number]> = [
    ['entities page 1, 1,000 rows', await serial(`${base}${list}`, smallHeaders)],
    [
      'entities last page, 1,000 rows',
      await serial(`${base}${list}&page=${Math.ceil(smallTotal / 25) - 1}`, smallHeaders),
    ],
    [`entities page 1, ${rows.toLocaleString()} rows`, await serial(`${base}${list}`, headers)],
    [
      `entities last page, ${rows.toLocaleString()} rows`,
      await serial(`${base}${list}&page=${Math.ceil(total / 25) - 1}`, headers),
    ],
    [`entities search, ${rows.toLocaleString()} rows`, await serial(`${base}${list}&search=garcia%20trust`, headers)],
  ];
  // Terms too short for trigrams, as a user's first keystrokes send them: printed, with no target yet.
  const short: Array<[string, string]> = [
    ['entities search "ga"', `${list}&search=ga`],
    ['users search "ga"', '/api/v2/users?rows_per_page=25&search=ga'],
    ['collect search "ga"', '/api/v2/questionnaires?per_page=25&search_term=ga'],
    ['conversations search "ga"', '/api/v2/conversations?per_page=20&search=ga'],
  ];
  const shortFigures: Array<[string, number]> = [];
  for (const [name, url] of short) shortFigures.push([name, await serial(`${base}${url}`, headers)]);
  for (const [name, ms] of [...figures, ...shortFigures])
    console.log(`  ${name.padEnd(40)} ${`${ms.toFixed(1)} ms`.padStart(9)}`);
  if (!strict) return true;
  const slowest = Math.max(...figures.slice(0, 4).map(([, ms]) => ms));
  const fastest = Math.min(...figures.slice(0, 4).map(([, ms]) => ms));
  let ok = figure(
    `entities page 1 and last page at 1,000 and ${rows.toLocaleString()} rows: slowest beside fastest (${fastest.toFixed(1)} ms)`,
    `${slowest.toFixed(1)} ms`,
    'within 2×',
    slowest < 2 * fastest,
  );
  ok = figure('entities search one at a time', `${figures[4]![1].toFixed(1)} ms`, '< 20 ms', figures[4]![1] < 20) && ok;
  return (SWEEP ? await sortSweep(base, headers, rows) : true) && ok;
}

const ok = await onBenchDatabases('lists under load', 'lists_bench', (kind, database) =>
  kind === 'postgresql' ? run('PostgreSQL', database, ROWS, true) : run('PGlite', database, PGLITE_ROWS, false),
);
process.exit(ok ? 0 : 1);

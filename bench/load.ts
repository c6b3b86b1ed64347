// The load and timing helpers of the list benches (bench/lists-load.ts): autocannon at N connections in a process
// of its own, a URL repeated or every request a URL not asked before, and one request at a time.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { watchLatency } from './latency.mjs';
import { madeUrl } from './made-url.ts';

export interface Figures {
  p50: number;
  p99: number;
  /** The slowest answer of the run on an open connection: what the unluckiest request waited. */
  max: number;
  /** The slowest first answer of a connection, which also waited for the connection to be accepted (latency.mjs). */
  setupMax: number;
  rps: number;
  errors: number;
}

export interface LoadOptions {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** Every request asks a URL never asked before, so each answer is made (http/kept-answers.ts). */
  made?: boolean;
  /** autocannon in the portal's own process (BENCH_LOAD_INPROCESS=1) rather than one of its own. */
  inProcess?: boolean;
}

/**
 * A run of `seconds` after an unrecorded warm-up of the same load: what is measured is the steady state, not the
 * first requests of a code path (V8 compiling it, a statement prepared and planned).
 */
export async function load(url: string, headers: Record<string, string>, o: LoadOptions): Promise<Figures> {
  if (o.warmupSeconds > 0) await loadFor(url, headers, o.warmupSeconds, o);
  return loadFor(url, headers, o.seconds, o);
}

async function loadFor(url: string, headers: Record<string, string>, duration: number, o: LoadOptions) {
  const options = {
    // autocannon writes a new id in place of [<id>] for each request.
    url: o.made ? madeUrl(url, '[<id>]') : url,
    idReplacement: Boolean(o.made),
    headers,
    connections: o.connections,
    duration,
    timeout: 8,
  };
  if (o.inProcess) {
    const instance = autocannon(options);
    const figures = watchLatency(instance);
    return figures(await instance);
  }
  return loadChild(options).figures;
}

/** autocannon in a process of its own, so it does not take the portal's (and the embedded database's) event loop. */
function loadChild(options: object) {
  const child = fork(new URL('./load-child.mjs', import.meta.url), { stdio: 'inherit' });
  const figures = new Promise<Figures>((resolve, reject) => {
    child.once('message', (m: Figures & { error?: string }) => (m.error ? reject(new Error(m.error)) : resolve(m)));
    child.once('exit', (code) => reject(new Error(`the load process ended (${code}) without figures`)));
    child.send(options);
  });
  return { figures, stop: () => child.send('stop') };
}

/**
 * Load on `url` (each answer made) from a process of its own until stop(), which resolves its figures: the load
 * beside which something else is timed.
 */
export function backgroundLoad(url: string, headers: Record<string, string>, connections: number) {
  const { figures, stop } = loadChild({
    url: madeUrl(url, '[<id>]'),
    idReplacement: true,
    headers,
    connections,
    duration: 3600,
    timeout: 8,
  });
  return {
    async stop() {
      stop();
      return figures;
    },
  };
}

/** After a run the server may still be answering its backlog: one more request waits behind it. */
export async function settle(url: string, headers: Record<string, string>) {
  await (await fetch(url, { headers, signal: AbortSignal.timeout(120_000) })).arrayBuffer();
}

let serialRuns = 0;

/** One request at a time: the median of `runs` (after three unrecorded), each answer made (a URL not asked before). */
export async function serial(url: string, headers: Record<string, string>, runs = 20): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(madeUrl(url, `s${serialRuns++}`), { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 3) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function json(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

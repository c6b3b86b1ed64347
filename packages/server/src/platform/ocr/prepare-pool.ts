import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Gray } from './prepare-page.ts';

/** What the preparation worker is asked (see prepare-worker.ts). */
export type PrepareRequest =
  | { op: 'prepare'; gray: Gray; dpi: number }
  | { op: 'straighten'; flat: Gray; turned: 0 | 90 | 180 | 270; dpi: number }
  | { op: 'enlarge'; picture: Gray; factor: number; sharpen?: boolean };

export type PrepareResult =
  | { op: 'prepare'; flat: Gray; blank: boolean; across: 0 | 90; strip: Gray | null }
  | { op: 'straighten'; picture: Gray; skew: number }
  | { op: 'enlarge'; picture: Gray };

type ResultOf<Op extends PrepareRequest['op']> = Extract<PrepareResult, { op: Op }>;

/** A worker left without pages this long is closed; the next page starts one again. */
const IDLE_MS = 60_000;

/**
 * Where the worker's code is: beside the bundle in dist/ (scripts/build.mjs builds prepare-worker.js there); when
 * the portal runs from its TypeScript (tests, tsx), bundled once into the temporary folder with esbuild.
 */
let workerFile: Promise<string> | null = null;
function workerPath(): Promise<string> {
  workerFile ??= (async () => {
    const built = fileURLToPath(new URL('./prepare-worker.js', import.meta.url));
    if (existsSync(built)) return built;
    const { build } = await import('esbuild');
    const out = join(tmpdir(), `portal-prepare-worker-${process.pid}.mjs`);
    await build({
      entryPoints: [fileURLToPath(new URL('./prepare-worker.ts', import.meta.url))],
      outfile: out,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    return out;
  })();
  return workerFile;
}

let worker: Worker | null = null;
let nextId = 1;
let idleTimer: NodeJS.Timeout | null = null;
const waiting = new Map<number, { resolve: (r: PrepareResult) => void; reject: (e: Error) => void }>();

function failAll(err: Error) {
  for (const { reject } of waiting.values()) reject(err);
  waiting.clear();
  worker = null;
}

async function started(): Promise<Worker> {
  if (worker) return worker;
  const w = new Worker(await workerPath());
  // The worker never keeps the process alive: an idle portal or test run ends without closing it.
  w.unref();
  w.on('message', ({ id, result, error }: { id: number; result?: PrepareResult; error?: string }) => {
    const pending = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) pending?.reject(new Error(error));
    else pending?.resolve(result!);
  });
  w.on('error', (err) => failAll(err));
  w.on('exit', (code) => failAll(new Error(`The page preparation worker exited (${code})`)));
  worker = w;
  return w;
}

const picturesOf = (request: PrepareRequest): ArrayBuffer[] =>
  [request.op === 'prepare' ? request.gray : request.op === 'straighten' ? request.flat : request.picture].map(
    (p) => p.data.buffer as ArrayBuffer,
  );

/**
 * Runs one preparation step in the worker thread. The request's picture is moved there (it cannot be used here
 * afterwards); the result's pictures are moved back.
 */
export async function prepareInWorker<R extends PrepareRequest>(request: R): Promise<ResultOf<R['op']>> {
  if (idleTimer) clearTimeout(idleTimer);
  const w = await started();
  const id = nextId++;
  try {
    return (await new Promise<PrepareResult>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      w.postMessage({ id, request }, picturesOf(request));
    })) as ResultOf<R['op']>;
  } finally {
    if (!waiting.size) {
      idleTimer = setTimeout(() => void closePreparation(), IDLE_MS);
      idleTimer.unref();
    }
  }
}

/** Stops the worker (it starts again on the next page). */
export async function closePreparation(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}

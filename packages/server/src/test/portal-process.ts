import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let bundle: Promise<string> | undefined;

/**
 * The server bundled as `npm run build` bundles it (one esbuild run, a few seconds), once per test process, into a
 * folder of its own under dist/ (where the migrations and npm packages are found as from dist/main.js). Starting
 * the bundle takes a second or two; starting from the TypeScript sources through a loader took ten times that.
 */
export function portalBundle(): Promise<string> {
  bundle ??= (async () => {
    const outdir = path.join(serverRoot, 'dist', `crash-test-${process.pid}`);
    const built = spawnSync(process.execPath, ['scripts/build.mjs', outdir], { cwd: serverRoot, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`the server bundle failed:\n${built.stdout}\n${built.stderr}`);
    process.once('exit', () => void fs.rm(outdir, { recursive: true, force: true }));
    return path.join(outdir, 'main.js');
  })();
  return bundle;
}

export interface PortalProcess {
  url: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the output holds every one of `lines` (e.g. the failpoints it reached). */
  waitFor(lines: string[], ms: number): Promise<void>;
  /** kill -9: no cleanup, no graceful stop, as a power cut would. */
  kill(): Promise<void>;
  /** SIGTERM: the portal closes and lets go of its data. */
  stop(): Promise<void>;
}

/**
 * The portal as `npm start` runs it (main.js: migrations, the DATA_DIR lock, jobs, HTTP), in a child process of its
 * own on a free port, with `env` on top of a test configuration. Resolves once it listens.
 */
export async function startPortalProcess(env: Record<string, string>): Promise<PortalProcess> {
  const main = await portalBundle();
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const waiters = new Set<() => void>();
  const heard = (chunk: Buffer) => {
    log += chunk.toString();
    if (process.env.PORTAL_CHILD_LOG) process.stderr.write(chunk);
    for (const w of waiters) w();
  };
  child.stdout!.on('data', heard);
  child.stderr!.on('data', heard);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitFor = (lines: string[], ms: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (lines.every((l) => log.includes(l))) {
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        } else if (child.exitCode !== null || child.signalCode !== null) {
          clearTimeout(timer);
          waiters.delete(check);
          reject(new Error(`the portal exited (${child.exitCode ?? child.signalCode}):\n${log}`));
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        const missing = lines.filter((l) => !log.includes(l));
        reject(new Error(`not heard within ${ms} ms: ${missing.join(', ')}\n${log}`));
      }, ms);
      waiters.add(check);
      child.once('exit', check);
      check();
    });

  await waitFor(['The portal is running at '], 180_000);
  const port = /The portal is running at http:\/\/[^:]+:(\d+)/.exec(log)![1];
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => log,
    waitFor,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

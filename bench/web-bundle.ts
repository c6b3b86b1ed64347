/**
 * The JavaScript a browser must fetch before the first screen of a route, gzipped (issue 22 §4): for each
 * route below, the build's entry (index.html) and the lazy modules the router and the layout load for it,
 * with every chunk they import statically, read from the Vite manifest; each chunk's source map names the
 * modules inside it, so a route that drags in another audience's screens is caught by name.
 * Then Lighthouse's performance score (the pinned devDependency, mobile defaults, Chromium headless) for
 * the routes that have a target, against the built portal started here with the demo firm; the client's
 * screens are measured signed in as a demo client (its refresh cookie sent with every request).
 * Run: npx tsx bench/web-bundle.ts (builds the portal first unless WEB_BUNDLE_SKIP_BUILD=1; skips Lighthouse
 * with WEB_BUNDLE_SKIP_LIGHTHOUSE=1; exits non-zero above a limit or when a route loads what it must not).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 200;
const LIGHTHOUSE_MIN_SCORE = 90;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'packages/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A demo client who signs in with a password (packages/e2e/fixtures/sign-in.ts). */
const DEMO_CLIENT = { username: 'client1@demo.example', password: 'Demo-Portal-2026!' };

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What the router loads on every screen: the entry, which holds the session route and its error boundary (router.tsx). */
const shell = ['index.html'];

interface RouteCase {
  name: string;
  /** The address Lighthouse opens, and whether signed in as the demo client; none: no score is asked. */
  lighthouse?: { path: string; signedIn: boolean };
  /** Manifest keys of the modules loaded lazily for this route, beyond the shell. */
  loads: string[];
  /** Source modules that must not be among the route's initial JavaScript. */
  mustNotInclude: RegExp[];
}

const staffScreens = [
  /src\/app\/layouts\/staff-layout\.tsx$/,
  /src\/app\/routes\/collect\.tsx$/,
  /src\/features\/collect\//,
  /src\/features\/entities\/components\/entities-list/,
];

/** Only screens that draw a popover, menu or tooltip load floating-ui; only a rich text editor loads tiptap. */
const popoverEngine = /node_modules\/@floating-ui\//;
const richTextEditor = /node_modules\/(?:@tiptap|prosemirror-[a-z]+|@mantine\/tiptap)\//;

const routes: RouteCase[] = [
  {
    name: '/signin',
    lighthouse: { path: '/signin', signedIn: false },
    loads: ['src/app/routes/sign-in.tsx'],
    mustNotInclude: [...staffScreens, /src\/app\/layouts\/client-layout\.tsx$/, popoverEngine, richTextEditor],
  },
  {
    name: 'client dashboard (/)',
    lighthouse: { path: '/', signedIn: true },
    loads: ['src/app/routes/home.tsx', 'src/app/layouts/client-layout.tsx', 'src/app/routes/client-home.tsx'],
    mustNotInclude: [...staffScreens, richTextEditor],
  },
  {
    name: 'client questionnaire (/questionnaire/:companyHash)',
    loads: ['src/app/routes/questionnaire.tsx', 'src/app/layouts/client-layout.tsx'],
    mustNotInclude: [...staffScreens, richTextEditor],
  },
];

/**
 * Every chunk file reached from `keys` through static imports. A module merged into a chunk with others (the
 * first screens' chunks, packages/web/first-screen-chunks.ts) is no chunk's key: its chunk is found by its source map.
 */
export function initialChunks(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const holding = (module: string) =>
    Object.keys(manifest).find((k) => modulesOf(manifest[k]!.file).some((m) => m.endsWith(`/${module}`)));
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key] ?? manifest[holding(key) ?? ''];
    if (!chunk)
      throw new Error(`${key} is not in the build's manifest: the route list of bench/web-bundle.ts is stale`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** The source modules bundled into a chunk, from its source map. */
function modulesOf(file: string): string[] {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

interface Portal {
  url: string;
  stop(): Promise<void>;
}

/** The built portal (scripts/start.mjs --demo) on a free port with a fresh DATA_DIR on PGlite. */
async function startPortal(): Promise<Portal> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-web-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--demo'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PORTAL_SKIP_BUILD: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the portal did not become healthy:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs the demo client in with its password: the refresh cookie, which the app turns into a session on load. */
async function clientCookie(url: string, attempt = 1): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${url}/api/sessions/verify_password_for_firebase_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CLIENT),
    });
  } catch (err) {
    // A kept-alive connection the server closed as it went idle (during a minute of Lighthouse): ask again.
    if (attempt < 3) return clientCookie(url, attempt + 1);
    throw err;
  }
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('portal_refresh='));
  if (!res.ok || !cookie) throw new Error(`the demo client could not sign in: ${res.status} ${await res.text()}`);
  return cookie;
}

/** Lighthouse's performance score (0–100) for one address, with its default (mobile, simulated throttling) settings. */
function lighthouseScore(url: string, headers: Record<string, string>): number {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ...(Object.keys(headers).length ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}:\n${result.stderr}`);
  const report = JSON.parse(result.stdout) as {
    categories: { performance: { score: number | null } };
    runtimeError?: { message: string };
    finalDisplayedUrl: string;
  };
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const score = report.categories.performance.score;
  if (score === null) throw new Error(`lighthouse gave no performance score for ${url}`);
  return Math.round(score * 100);
}

/**
 * How the portal serves the app (issue 22 §4): `index.html` and a hashed asset compressed with brotli for a
 * browser that accepts it, the asset cached for a year as immutable, `index.html` asked again every time.
 * Answers the problems found.
 */
async function servingProblems(url: string, assetFile: string): Promise<string[]> {
  const problems: string[] = [];
  const get = (p: string) => fetch(url + p, { headers: { 'accept-encoding': 'br, gzip' } });
  const [page, asset] = await Promise.all([get('/signin'), get(`/${assetFile}`)]);
  for (const [name, res] of [
    ['index.html', page],
    [assetFile, asset],
  ] as const) {
    if (res.headers.get('content-encoding') !== 'br') problems.push(`${name} is not sent with brotli`);
  }
  if (!/\bimmutable\b/.test(asset.headers.get('cache-control') ?? '')) problems.push(`${assetFile} is not immutable`);
  if (page.headers.get('cache-control') !== 'no-cache') problems.push('index.html may be cached');
  return problems;
}

/** Each route's score, the median of `runs` (Lighthouse varies from run to run on a busy machine). */
async function lighthouseScores(runs: number, entryFile: string): Promise<Map<string, number>> {
  const portal = await startPortal();
  try {
    const problems = await servingProblems(portal.url, entryFile);
    console.log(
      `\nServing: ${problems.length ? problems.join('; ') : 'compressed (brotli), hashed assets immutable, index.html no-cache'}`,
    );
    if (problems.length) process.exitCode = 1;
    const scores = new Map<string, number>();
    for (const route of routes) {
      if (!route.lighthouse) continue;
      const each: number[] = [];
      for (let run = 0; run < runs; run++) {
        // A new sign-in for every run: the app rotates the refresh cookie on load, and the old one presented again
        // after its grace period revokes the session, so a later run would measure the sign-in page instead.
        const headers: Record<string, string> = route.lighthouse.signedIn
          ? { Cookie: await clientCookie(portal.url) }
          : {};
        each.push(lighthouseScore(portal.url + route.lighthouse.path, headers));
      }
      scores.set(route.name, each.sort((a, b) => a - b)[Math.floor(runs / 2)]!);
    }
    return scores;
  } finally {
    await portal.stop();
  }
}

async function main() {
  const skipLighthouse = process.env.WEB_BUNDLE_SKIP_LIGHTHOUSE === '1';
  if (process.env.WEB_BUNDLE_SKIP_BUILD !== '1') {
    // Lighthouse measures the portal as it is served, so the server is built too.
    const args = skipLighthouse ? ['run', 'build', '-w', '@portal/web'] : ['run', 'build'];
    const build = spawnSync('npm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) process.exit(1);
  }
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error('web-bundle: the build left no manifest (packages/web/vite.config.ts: build.manifest)');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const runs = Number(process.env.WEB_BUNDLE_LIGHTHOUSE_RUNS ?? 3);
  const scores = skipLighthouse
    ? new Map<string, number>()
    : await lighthouseScores(runs, manifest['index.html']!.file);
  // Lighthouse multiplies the main thread's observed time by its CPU throttling: on a machine busy with other
  // work the score says as much about the machine as about the app.
  const load = os.loadavg()[0]!.toFixed(1);
  let failed = false;
  console.log(
    `\nInitial JavaScript per route (gzip -9), limit ${LIMIT_KB} kB; Lighthouse ${lighthouseVersion()} performance` +
      ` (median of ${runs}), at least ${LIGHTHOUSE_MIN_SCORE}` +
      (skipLighthouse ? ' (skipped)' : `; load average ${load} on ${os.availableParallelism()} cores while measured`),
  );
  for (const route of routes) {
    const files = [...initialChunks(manifest, [...shell, ...route.loads])];
    let raw = 0;
    let gzipped = 0;
    for (const file of files) {
      const bytes = readFileSync(path.join(dist, file));
      raw += bytes.length;
      gzipped += gzipSync(bytes, { level: 9 }).length;
    }
    const kb = gzipped / 1024;
    const offenders = files.flatMap(modulesOf).filter((m) => route.mustNotInclude.some((re) => re.test(m)));
    const score = scores.get(route.name);
    const ok =
      kb < LIMIT_KB &&
      offenders.length === 0 &&
      (!route.lighthouse || skipLighthouse || (score !== undefined && score >= LIGHTHOUSE_MIN_SCORE));
    if (!ok) failed = true;
    const lighthouse =
      route.lighthouse && !skipLighthouse ? `Lighthouse ${String(score).padStart(3)}` : 'Lighthouse   –';
    console.log(
      `  ${route.name.padEnd(52)} ${kb.toFixed(1).padStart(7)} kB gzipped (${(raw / 1024).toFixed(0)} kB raw, ${files.length} chunks)  ${lighthouse}  ${ok ? 'PASS' : 'FAIL'}`,
    );
    for (const m of new Set(offenders)) console.log(`      loads ${m.replace(/^(\.\.\/)+/, '')}, which it must not`);
  }
  process.exit(failed || process.exitCode ? 1 : 0);
}

function lighthouseVersion(): string {
  return (
    JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
}

await main();

/**
 * The JavaScript a browser must fetch before the first screen of a route, gzipped (issue 22 §4): for each
 * route below, the build's entry (index.html) and the lazy modules the router and the layout load for it,
 * with every chunk they import statically, read from the Vite manifest; each chunk's source map names the
 * modules inside it, so a route that drags in another audience's screens is caught by name.
 * Run: npx tsx bench/web-bundle.ts (builds the web app first unless WEB_BUNDLE_SKIP_BUILD=1; exits non-zero
 * above the limit or when a route loads what it must not).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 200;
const dist = path.resolve(import.meta.dirname, '../packages/web/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What the router loads on every screen (router.tsx: the session route and its error boundary). */
const shell = ['index.html', 'src/app/layouts/session-layout.tsx', 'src/app/routes/route-error.tsx'];

interface RouteCase {
  name: string;
  /** Manifest keys of the modules loaded lazily for this route, beyond the shell. */
  loads: string[];
  /** Source modules that must not be among the route's initial JavaScript. */
  mustNotInclude: RegExp[];
}

const staffScreens = [
  /src\/app\/layouts\/staff-layout\.tsx$/,
  /src\/app\/routes\/collect\.tsx$/,
  /src\/features\/questionnaires\/components\/collect\//,
  /src\/features\/entities\/components\/entities-list/,
];

const routes: RouteCase[] = [
  {
    name: '/signin',
    loads: ['src/app/routes/sign-in.tsx'],
    mustNotInclude: [...staffScreens, /src\/app\/layouts\/client-layout\.tsx$/],
  },
  {
    name: 'client dashboard (/)',
    loads: ['src/app/routes/home.tsx', 'src/app/layouts/client-layout.tsx', 'src/app/routes/client-home.tsx'],
    mustNotInclude: staffScreens,
  },
  {
    name: 'client questionnaire (/questionnaire/:companyHash)',
    loads: ['src/app/routes/questionnaire.tsx', 'src/app/layouts/client-layout.tsx'],
    mustNotInclude: staffScreens,
  },
];

/** Every chunk file reached from `keys` through static imports. */
export function initialChunks(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
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

function main() {
  if (process.env.WEB_BUNDLE_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) process.exit(1);
  }
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error('web-bundle: the build left no manifest (packages/web/vite.config.ts: build.manifest)');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  let failed = false;
  console.log(`\nInitial JavaScript per route (gzip -9), limit ${LIMIT_KB} kB`);
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
    const ok = kb < LIMIT_KB && offenders.length === 0;
    if (!ok) failed = true;
    console.log(
      `  ${route.name.padEnd(52)} ${kb.toFixed(1).padStart(7)} kB gzipped (${(raw / 1024).toFixed(0)} kB raw, ${files.length} chunks) ${ok ? 'ok' : 'FAIL'}`,
    );
    for (const m of new Set(offenders)) console.log(`      loads ${m.replace(/^(\.\.\/)+/, '')}, which it must not`);
  }
  process.exit(failed ? 1 : 0);
}

main();

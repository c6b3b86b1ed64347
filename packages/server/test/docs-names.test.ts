import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../src/config.ts';
import { buildTestApp, type TestApp } from '../src/test/build-test-app.ts';

/**
 * The README and docs/ name what a reader will type or look for: npm scripts, environment variables, API paths and
 * files. Each name must still exist (issue 40), so a rename or a removal that forgets the docs fails here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const docFiles = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

interface Known {
  scripts: Set<string>;
  envVars: Set<string>;
  /** Whether the server answers this method and concrete path with a route of its own. */
  hasRoute(method: string, url: string): boolean;
  fileExists(relPath: string): boolean;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]!.replace(/`/g, ''))));
}

/** Every stale name in one markdown file, as `<kind> <name>`. */
export function staleNames(file: string, text: string, known: Known, readDoc: (rel: string) => string | null) {
  const stale: string[] = [];

  for (const [, script] of text.matchAll(/\bnpm run ([\w:-]+)/g))
    if (!known.scripts.has(script!)) stale.push(`npm script ${script}`);
  for (const [, script] of text.matchAll(/\bnpm (start|test)\b/g))
    if (!known.scripts.has(script!)) stale.push(`npm script ${script}`);

  for (const [name] of text.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b(?!_\*)/g))
    if (!known.envVars.has(name)) stale.push(`environment variable ${name}`);
  for (const [, prefix] of text.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_)\*/g))
    if (![...known.envVars].some((v) => v.startsWith(prefix!))) stale.push(`environment variables ${prefix}*`);

  // `GET|POST /api/a/{id}/b|c?x=1`: each method (any, when none is named) and each last-segment alternative.
  const routePattern =
    /(?:\b((?:GET|POST|PUT|PATCH|DELETE)(?:\|(?:GET|POST|PUT|PATCH|DELETE))*)\s+)?((?<![\w/.-])\/api\/[\w/{}|.?=&*-]*)/g;
  for (const [, methods, rawPath] of text.matchAll(routePattern)) {
    const apiPath = rawPath!.replace(/\?.*$/, '').replace(/[.:]+$/, '');
    const segments = apiPath.split('/');
    const last = segments.pop()!;
    for (const alternative of last.split('|')) {
      const concrete = [...segments, alternative].join('/').replace(/\{[^}]+\}/g, '1');
      const candidates = methods ? methods.split('|') : METHODS;
      const found = methods
        ? candidates.every((m) => known.hasRoute(m, concrete))
        : candidates.some((m) => known.hasRoute(m, concrete));
      if (!found) stale.push(`API path ${methods ? `${methods} ` : ''}${[...segments, alternative].join('/')}`);
    }
  }

  const dir = path.posix.dirname(file);
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target!)) continue;
    const [linkPath, anchor] = target!.split('#');
    const rel = linkPath ? path.posix.normalize(path.posix.join(dir, linkPath)) : file;
    if (!known.fileExists(rel)) {
      stale.push(`link ${target}`);
      continue;
    }
    if (anchor && rel.endsWith('.md')) {
      const linked = readDoc(rel);
      if (linked !== null && !anchorsOf(linked).has(anchor)) stale.push(`link ${target}`);
    }
  }

  // Repository paths named in the text (`packages/server/test/connect-set`), up to the first placeholder; build
  // output (dist/) is not in the repository until a build.
  for (const [, repoPath] of text.matchAll(/(?<![\w/.-]|\]\()((?:packages|bench|scripts|docs|\.ci)\/[\w./-]*)/g)) {
    const rel = repoPath!.replace(/[.]+$/, '');
    if (!known.fileExists(rel) && !rel.split('/').includes('dist')) stale.push(`file ${rel}`);
  }
  return stale;
}

function npmScripts(): Set<string> {
  const manifests = [
    'package.json',
    ...readdirSync(path.join(root, 'packages')).map((p) => `packages/${p}/package.json`),
  ];
  const scripts = new Set<string>();
  for (const manifest of manifests) {
    if (!existsSync(path.join(root, manifest))) continue;
    const pkg = JSON.parse(readFileSync(path.join(root, manifest), 'utf8')) as { scripts?: Record<string, string> };
    for (const name of Object.keys(pkg.scripts ?? {})) scripts.add(name);
  }
  return scripts;
}

/** The variables config.ts parses, and every `process.env.X` the repository's own code reads. */
function environmentVariables(): Set<string> {
  const names = new Set(Object.keys(configSchema.shape));
  const walk = function* (dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'data', 'test-results', 'playwright-report'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) yield full;
    }
  };
  const sources = [
    ...['packages', 'bench', 'scripts'].flatMap((d) => [...walk(path.join(root, d))]),
    path.join(root, 'vitest.config.ts'),
    path.join(root, '.ci/run'),
  ];
  for (const file of sources)
    for (const [, a, b] of readFileSync(file, 'utf8').matchAll(
      /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g,
    ))
      names.add((a ?? b)!);
  for (const [, exported] of readFileSync(path.join(root, '.ci/run'), 'utf8').matchAll(/\bexport ([A-Z][A-Z0-9_]*)=/g))
    names.add(exported!);
  return names;
}

const readDoc = (rel: string) => (existsSync(path.join(root, rel)) ? readFileSync(path.join(root, rel), 'utf8') : null);

describe('names in the README and docs/', () => {
  let t: TestApp;
  let known: Known;

  beforeAll(async () => {
    t = await buildTestApp();
    const app: FastifyInstance = t.app;
    known = {
      scripts: npmScripts(),
      envVars: environmentVariables(),
      hasRoute: (method, url) => app.findRoute({ method: method as 'GET', url }) !== null,
      fileExists: (rel) => existsSync(path.join(root, rel)),
    };
  });
  afterAll(() => t?.close());

  it('the README is at most 150 lines and links to every docs/ page', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(151);
    for (const doc of docFiles.filter((f) => f.startsWith('docs/'))) expect(readme).toContain(`](${doc})`);
  });

  it.each(docFiles)('%s names only scripts, variables, API paths and files that exist', (file) => {
    expect(staleNames(file, readFileSync(path.join(root, file), 'utf8'), known, readDoc)).toEqual([]);
  });

  it('reports a stale script, variable, path, link and file', () => {
    const stale = [
      'Run `npm run bench:nothing` with `PORTAL_NO_SUCH_SETTING=1` and `NOSUCH_*`.',
      '`POST /api/no_such_call`, `GET /api/users/{id}/nowhere`, `/api/extracted_documents/{id}/split|vanish`.',
      'See [the guide](docs/no-such-page.md), [a heading](docs/operations.md#no-such-heading)',
      'and `packages/server/src/features/connect/test-set/labelled-set.ts`.',
    ].join('\n');
    expect(staleNames('README.md', stale, known, readDoc)).toEqual([
      'npm script bench:nothing',
      'environment variable PORTAL_NO_SUCH_SETTING',
      'environment variables NOSUCH_*',
      'API path POST /api/no_such_call',
      'API path GET /api/users/{id}/nowhere',
      'API path /api/extracted_documents/{id}/vanish',
      'link docs/no-such-page.md',
      'link docs/operations.md#no-such-heading',
      'file packages/server/src/features/connect/test-set/labelled-set.ts',
    ]);
    expect(
      staleNames(
        'README.md',
        'npm start, `DATABASE_URL`, `S3_*`, `GET /api/health`, [ops](docs/operations.md)',
        known,
        readDoc,
      ),
    ).toEqual([]);
  });
});

// Fails when the server's features import each other in a cycle (issue 16; ARCHITECTURE.md "Boundaries the
// linter checks"). import-x/no-cycle does the same per file but walks the whole module graph for every file,
// which is too slow for `npm run lint` on this codebase; a graph of features is small and quick to build.
// Test files are left out: a test may use another feature's public entry without making a runtime cycle.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = join(root, 'packages/server/src/features');
const verbose = process.argv.includes('--verbose');

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

const featureOf = (path) => {
  const rel = relative(featuresDir, path);
  return rel.startsWith('..') ? null : rel.split(sep)[0];
};

// Static imports and re-exports (`import ... from`, `export ... from`, `import '...'`) and dynamic import().
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g;

/** feature -> feature it imports -> the first file that does, for the message */
const graph = new Map();
for (const feature of readdirSync(featuresDir)) {
  if (!statSync(join(featuresDir, feature)).isDirectory()) continue;
  const edges = new Map();
  graph.set(feature, edges);
  for (const file of sourceFiles(join(featuresDir, feature))) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = featureOf(resolve(dirname(file), spec));
      if (target && target !== feature && !edges.has(target)) edges.set(target, relative(root, file));
    }
  }
}

if (verbose) for (const [f, edges] of graph) console.log(`${f} -> ${[...edges.keys()].sort().join(', ')}`);

// Depth-first search; a back edge to a feature on the current path is a cycle.
const cycles = [];
const state = new Map(); // feature -> 'open' | 'done'
const path = [];
function visit(feature) {
  state.set(feature, 'open');
  path.push(feature);
  for (const next of graph.get(feature)?.keys() ?? []) {
    if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
    else if (!state.has(next)) visit(next);
  }
  path.pop();
  state.set(feature, 'done');
}
for (const feature of [...graph.keys()].sort()) if (!state.has(feature)) visit(feature);

if (cycles.length) {
  console.error('Import cycles between server features (break them by moving the shared piece down):');
  for (const cycle of cycles) {
    const steps = cycle.slice(1).map((to, i) => `  ${cycle[i]} -> ${to}  (${graph.get(cycle[i]).get(to)})`);
    console.error(`\n${cycle.join(' -> ')}\n${steps.join('\n')}`);
  }
  process.exit(1);
}
console.log(`No import cycles between ${graph.size} server features.`);

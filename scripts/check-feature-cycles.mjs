// Fails when the features of the server, or the areas of the domain package, import each other in a cycle
// (issue 16; ARCHITECTURE.md "Boundaries the linter checks"). import-x/no-cycle does the same per file but
// walks the whole module graph for every file, which is too slow for `npm run lint` on this codebase; a
// graph of features is small and quick to build. Web features never import each other at all (eslint).
// Test files are left out: a test may use another feature's public entry without making a runtime cycle;
// so are `import type` lines, which leave nothing behind at run time.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const verbose = process.argv.includes('--verbose');
const layers = [
  { name: 'server features', dir: join(root, 'packages/server/src/features') },
  { name: 'domain areas', dir: join(root, 'packages/domain/src') },
];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

// Static imports and re-exports (`import ... from`, `export ... from`, `import '...'`) and dynamic import(),
// but not `import type` / `export type`.
const importPattern = /(?:\b(?:import|export)(?!\s+type\b)[^'";]*?\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g;

/** feature -> feature it imports -> the first file that does, for the message */
function graphOf(featuresDir) {
  const featureOf = (path) => {
    const rel = relative(featuresDir, path);
    return rel.startsWith('..') || !rel.includes(sep) ? null : rel.split(sep)[0];
  };
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
  return graph;
}

// Depth-first search; a back edge to a feature on the current path is a cycle.
function cyclesOf(graph) {
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
  return cycles;
}

let failed = false;
for (const layer of layers) {
  const graph = graphOf(layer.dir);
  if (verbose) for (const [f, edges] of graph) console.log(`${f} -> ${[...edges.keys()].sort().join(', ')}`);
  const cycles = cyclesOf(graph);
  if (!cycles.length) {
    console.log(`No import cycles between ${graph.size} ${layer.name}.`);
    continue;
  }
  failed = true;
  console.error(`Import cycles between ${layer.name} (break them by moving the shared piece down):`);
  for (const cycle of cycles) {
    const steps = cycle.slice(1).map((to, i) => `  ${cycle[i]} -> ${to}  (${graph.get(cycle[i]).get(to)})`);
    console.error(`\n${cycle.join(' -> ')}\n${steps.join('\n')}`);
  }
}
if (failed) process.exit(1);

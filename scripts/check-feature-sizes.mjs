// Prints the size of every server and web feature and fails when one holds more than 2,500 lines of
// non-test source (issue 40): a feature that big does several jobs, and a newcomer cannot find their way in it.
// Split it along its real seams (what calls what) into features with entry files of their own.
//
// Counted: every line (blank lines and comments too, like `wc -l`) of the .ts/.tsx files under
// packages/server/src/features/<feature> and packages/web/src/features/<feature>.
// Not counted: test code, which is tests (*.test.ts, *.test.tsx) and the fixtures only tests import, named as
// such (*-fixture.ts, *.fixtures.ts, test-data.ts, *-test-data.ts, test-harness.tsx); and the generated-data
// allow-list below.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT = 2_500;
const layers = [
  { name: 'server', dir: join(root, 'packages/server/src/features') },
  { name: 'web', dir: join(root, 'packages/web/src/features') },
];

const isTest = (name) => /\.test\.tsx?$/.test(name) || /(^|[-.])(fixtures?|test-data|test-harness)\.tsx?$/.test(name);

// Data, not logic: counted out wherever the feature holding it lives. Keep this list short and say why.
const allowList = [
  {
    // The built-in starter questionnaires (spec 001 §3): thousands of question texts written as data through a
    // few builders; their size is the organizer's content, not code a reader must follow. The code that offers
    // them (starter-templates.ts beside the folder) is counted.
    pattern: /(^|\/)starter-templates\//,
    why: 'starter template definitions (question data)',
  },
];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !isTest(name)) yield path;
  }
}

const lineCount = (path) => {
  const text = readFileSync(path, 'utf8');
  return text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
};

const rows = [];
for (const layer of layers) {
  for (const feature of readdirSync(layer.dir)) {
    const dir = join(layer.dir, feature);
    if (!statSync(dir).isDirectory()) continue;
    let lines = 0;
    let allowed = 0;
    for (const file of sourceFiles(dir)) {
      const rel = relative(dir, file).split(sep).join('/');
      if (allowList.some((entry) => entry.pattern.test(rel))) allowed += lineCount(file);
      else lines += lineCount(file);
    }
    rows.push({ layer: layer.name, feature, lines, allowed });
  }
}

rows.sort((a, b) => b.lines - a.lines);
const width = Math.max(...rows.map((row) => `${row.layer}/${row.feature}`.length));
for (const row of rows) {
  const name = `${row.layer}/${row.feature}`.padEnd(width);
  const note = row.allowed ? `  (+${row.allowed} allow-listed data)` : '';
  const flag = row.lines > LIMIT ? '  over the limit' : '';
  console.log(`${String(row.lines).padStart(6)}  ${name}${note}${flag}`);
}

const over = rows.filter((row) => row.lines > LIMIT);
if (over.length > 0) {
  console.error(
    `\n${over.length} feature(s) over ${LIMIT.toLocaleString('en-US')} lines of non-test source: ` +
      over.map((row) => `${row.layer}/${row.feature} (${row.lines})`).join(', ') +
      '. Split each along its seams into features with their own entry file (docs/architecture.md).',
  );
  process.exit(1);
}
console.log(`\nEvery feature is within ${LIMIT.toLocaleString('en-US')} lines of non-test source.`);

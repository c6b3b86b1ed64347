// Bundles the server into dist/ with esbuild: our TypeScript (and @portal/domain) inline, npm packages external.
import { copyFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

await build({
  // The page preparation worker (src/platform/ocr/prepare-pool.ts loads dist/prepare-worker.js) is bundled too.
  entryPoints: {
    main: 'src/main.ts',
    seed: 'src/db/seed/seed-cli.ts',
    'prepare-worker': 'src/platform/ocr/prepare-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // esbuild itself only bundles the page preparation worker when the portal runs from its TypeScript.
  external: [...external, ...external.map((name) => `${name}/*`), 'esbuild'],
  logLevel: 'warning',
});

// Worker threads load their file by URL at run time (`new URL('./x.mjs', import.meta.url)`), which in
// the bundle resolves next to dist/main.js, so those plain-JavaScript files are copied there as they are.
for (const file of ['image-worker.mjs', 'rgba-resize.mjs']) {
  copyFileSync(new URL(`../src/platform/images/${file}`, import.meta.url), new URL(`../dist/${file}`, import.meta.url));
}
// pdf.js (bundled: a dev dependency) loads its worker as ./pdf.worker.mjs beside the bundle when it runs without
// a worker thread; without the file, reading a signature request's PDF fails with "Setting up fake worker failed".
copyFileSync(
  createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  new URL('../dist/pdf.worker.mjs', import.meta.url),
);
console.log('server built to packages/server/dist');

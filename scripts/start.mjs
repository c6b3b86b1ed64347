// `npm start` (and `npm run demo`): builds what is missing or stale, then runs the server, which migrates
// the database and serves the portal. Installs nothing by itself.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const demo = process.argv.includes('--demo');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(path.join(root, dir)) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const domain = 'packages/domain/src';
// The e2e fixture builds once before its servers start; each server must not rebuild under the others.
const skipBuild = process.env.PORTAL_SKIP_BUILD === '1';
if (skipBuild && !existsSync(path.join(root, 'packages/server/dist/main.js'))) {
  console.error('PORTAL_SKIP_BUILD is set but the server is not built: run npm run build first.');
  process.exit(1);
}
if (
  !skipBuild &&
  isStale(path.join(root, 'packages/web/dist/index.html'), [domain, 'packages/web/src', 'packages/web/index.html'])
) {
  console.log('Building the web app...');
  run(['run', 'build', '-w', '@portal/web']);
}
if (!skipBuild && isStale(path.join(root, 'packages/server/dist/main.js'), [domain, 'packages/server/src'])) {
  console.log('Building the server...');
  run(['run', 'build', '-w', '@portal/server']);
}

const node = (script) => [process.execPath, ['--enable-source-maps', path.join(root, 'packages/server/dist', script)]];
if (demo) {
  const [cmd, args] = node('seed.js');
  // --activity (npm run demo): the demo firm also gets returns, signature requests, scans and workflows.
  const seeded = spawnSync(cmd, [...args, ...(process.argv.includes('--activity') ? ['--activity'] : [])], {
    cwd: root,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const [cmd, args] = node('main.js');
const server = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

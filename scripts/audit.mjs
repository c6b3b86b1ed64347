// `npm run audit` (issue 24 §7): fails on a known high or critical advisory in a production dependency, read from
// package-lock.json (what `npm ci` installs), so it needs no node_modules and takes about a second.
// Advisories come from two places:
// - the registry's advisory service, the one `npm audit` asks, when it answers;
// - scripts/audit-advisories.json, committed: the advisories we know of for our production packages, checked
//   every time, so the check still means something where the service cannot be reached (some mirrors refuse it).
// When the service cannot be reached the check says so and goes on with the committed list only: a network
// failure does not fail `npm test` (that would make CI red for a reason that is not ours), unless
// AUDIT_REQUIRE_ONLINE=1 asks for the live answer (a release pipeline with the internet should set it).
// An advisory that does not apply to us goes into the same file's `allowed` list with the reason.
/* global fetch, AbortSignal -- Node's own, like process */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BLOCKING = new Set(['high', 'critical']);

/** name -> installed versions, for every package `npm ci --omit=dev` would install. */
export function productionPackages(lock) {
  const packages = new Map();
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    // Workspace folders and their links are our own code; `dev` ones are left out by --omit=dev. A devOptional
    // package is also an optional dependency of a production one, so it counts.
    if (!where.includes('node_modules/') || entry.link || entry.dev) continue;
    const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!packages.has(name)) packages.set(name, new Set());
    packages.get(name).add(entry.version);
  }
  return packages;
}

/** The high and critical advisories that match an installed version and are not allowed, one per package and id. */
export function findBlocking(packages, advisories, allowed = []) {
  const allowedIds = new Set(allowed.map((a) => a.id));
  const found = new Map();
  for (const advisory of advisories) {
    if (!BLOCKING.has(advisory.severity) || allowedIds.has(advisory.id)) continue;
    const versions = [...(packages.get(advisory.package) ?? [])].filter((v) =>
      semver.satisfies(v, advisory.vulnerable, { includePrerelease: true }),
    );
    if (versions.length > 0) found.set(`${advisory.package} ${advisory.id}`, { ...advisory, versions });
  }
  return [...found.values()];
}

/** Asks the registry's bulk advisory endpoint (npm audit's), answering the same shape as the committed list. */
export async function fetchAdvisories(packages, { registry, timeoutMs = 15_000 } = {}) {
  const body = Object.fromEntries([...packages].map(([name, versions]) => [name, [...versions]]));
  const url = new URL('-/npm/v1/security/advisories/bulk', registry.endsWith('/') ? registry : `${registry}/`);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url.host} answered HTTP ${response.status}`);
  const answer = await response.json();
  return Object.entries(answer).flatMap(([name, list]) =>
    list.map((a) => ({
      package: name,
      id: a.url?.split('/').pop() ?? String(a.id),
      severity: a.severity,
      vulnerable: a.vulnerable_versions,
      title: a.title,
      url: a.url,
    })),
  );
}

async function main() {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const known = JSON.parse(readFileSync(path.join(root, 'scripts/audit-advisories.json'), 'utf8'));
  const packages = productionPackages(lock);
  const registry = process.env.npm_config_registry || 'https://registry.npmjs.org/';
  let live = [];
  try {
    live = await fetchAdvisories(packages, { registry });
    console.log(`Asked ${new URL(registry).host} about ${packages.size} production packages.`);
  } catch (err) {
    const reason = err.name === 'TimeoutError' ? 'no answer in 15 s' : err.cause?.code || err.message;
    console.warn(
      `The registry's advisory service could not be reached (${reason}): checked against ` +
        `scripts/audit-advisories.json only (${known.advisories.length} advisories, updated ${known.updated}).`,
    );
    if (process.env.AUDIT_REQUIRE_ONLINE === '1') {
      console.error('AUDIT_REQUIRE_ONLINE=1: failing without the live answer.');
      process.exit(2);
    }
  }
  const blocking = findBlocking(packages, [...live, ...known.advisories], known.allowed);
  for (const a of blocking) {
    console.error(`${a.severity}: ${a.package} ${a.versions.join(', ')} (${a.vulnerable}): ${a.title} ${a.url ?? ''}`);
  }
  if (blocking.length > 0) {
    console.error(
      `${blocking.length} high or critical advisories in production dependencies: update the package (pin the ` +
        'exact version), or add the id to "allowed" in scripts/audit-advisories.json with the reason it does not apply.',
    );
    process.exit(1);
  }
  console.log(`No high or critical advisory in ${packages.size} production packages.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

// The Users and Entities tables on a firm of 10,000 entities and 20,000 clients, on embedded PGlite.
// Prints the median and p95 per scenario; exits non-zero when a median reaches 50 ms.
import { performance } from 'node:perf_hooks';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { closeDeps, createDeps } from '../packages/server/src/create-deps.ts';
import { openPglite } from '../packages/server/src/db/client.ts';
import { startSession } from '../packages/server/src/features/sessions/sessions.service.ts';
import { systemClock } from '../packages/domain/src/index.ts';
import { generateFirm } from './generate-firm.ts';
import { timeScenarios } from './time-scenarios.ts';

const LIMIT_MS = 50;
const RUNS = 40;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
const silent = { info: () => undefined, error: () => undefined };
const deps = await createDeps(config, silent, { database: await openPglite('memory://') });
const app = await buildApp(deps);

const started = performance.now();
const { firmId, partnerId } = await generateFirm(deps.database.db, 10_000, 20_000);
console.log(`generated 10,000 entities and 20,000 users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const session = await startSession(
  { db: deps.database.db, clock: systemClock },
  { id: partnerId, firmId },
  { ip: null, userAgent: null },
);
const headers = { authorization: `Bearer ${session.accessToken}` };

const filter = encodeURIComponent(JSON.stringify({ entity_type: ['Trust'], inactive: false }));
const scenarios: Array<[string, string]> = [
  ['entities page 1', '/api/v2/entities'],
  ['entities deep page (500)', '/api/v2/entities?page=500&rows_per_page=10'],
  ['entities search', '/api/v2/entities?search=garcia trust'],
  ['entities filter', `/api/v2/entities?filters=${filter}&sort_by=updated_at&descending=true`],
  ['users page 1', '/api/v2/users'],
  ['users deep page (1000)', '/api/v2/users?page=1000&rows_per_page=10'],
  ['users search', '/api/v2/users?search=client1234'],
  ['users filter', `/api/v2/users?filters=${encodeURIComponent(JSON.stringify({ assigned_advisor_id: [partnerId] }))}`],
];

const ok = await timeScenarios(app, headers, scenarios, { runs: RUNS, limitMs: LIMIT_MS });
await app.close();
await closeDeps(deps);
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);

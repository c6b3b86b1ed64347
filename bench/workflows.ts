// Workflow triggers on embedded PGlite: what the questionnaire_submitted event adds to a client's submit.
// Submits questionnaires of a firm without workflows and of a firm with three active workflows on that
// trigger, timing each submit: the event is recorded in the submit's own transaction (one job, issue 36), and
// finding the workflows and starting their runs is background work that does not count.
// Prints both medians and the difference; exits non-zero when triggers add 20 ms or more at the median
// (issue 20).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { closeDeps, createDeps } from '../packages/server/src/create-deps.ts';
import { openPglite } from '../packages/server/src/db/client.ts';
import { questionnaireSections } from '../packages/server/src/db/schema/index.ts';
import { startSession } from '../packages/server/src/features/sessions/sessions.service.ts';
import { createQuestionnaire } from '../packages/server/src/features/questionnaires/index.ts';
import { buildClient, buildCompany, buildFirm, buildStaff } from '../packages/server/src/test/factories.ts';
import { systemClock } from '../packages/domain/src/index.ts';

const RUNS = 40;
const WARMUP = 3;
const LIMIT_MS = 20;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
const silent = { info: () => undefined, error: () => undefined };
// Runs are queued, not worked: the figure is what the submit path pays, not the runs themselves.
const deps = await createDeps(config, silent, { database: await openPglite('memory://'), jobs: { work: false } });
await deps.jobs.start();
const app = await buildApp(deps);
const db = deps.database.db;

async function firmWithQuestionnaires(workflows: number) {
  const firm = await buildFirm(db, { preferences: { workflow_automation_enabled: true } });
  const partner = await buildStaff(db, firm);
  const client = await buildClient(db, firm);
  const company = await buildCompany(db, firm, client);
  const ids: number[] = [];
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const id = await createQuestionnaire(db, {
      firmId: firm.id,
      companyId: company.id,
      name: `Organizer ${i}`,
      taxYear: 2025,
      sections: [
        { name: 'General', type: 3, key: 'questionnaire', questions: [] },
        { name: 'Review and Submit', type: 4, key: 'review_and_submit' },
      ],
    });
    await db
      .update(questionnaireSections)
      .set({ markedCompleted: true })
      .where(eq(questionnaireSections.questionnaireId, id));
    ids.push(id);
  }
  const session = (u: { id: number; firmId: number }) =>
    startSession({ db, clock: systemClock }, u, { ip: null, userAgent: null }).then((s) => ({
      authorization: `Bearer ${s.accessToken}`,
    }));
  const staff = await session(partner);
  for (let w = 0; w < workflows; w++) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/workflows',
      headers: staff,
      payload: {
        title: `Organizer received ${w}`,
        steps: [
          { id: 't', stepType: 'trigger', content: 'questionnaire_submitted', position: 0 },
          { id: 'a', stepType: 'add_tag', content: { tag: 'Organizer received' }, position: 1 },
        ],
      },
    });
    await app.inject({ method: 'POST', url: `/api/workflows/${created.json().id}/activate`, headers: staff });
  }
  return { ids, headers: await session(client) };
}

async function timedSubmit(f: { ids: number[]; headers: Record<string, string> }, i: number) {
  const t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: `/api/questionnaires/${f.ids[i]}/submit`, headers: f.headers });
  const elapsed = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return elapsed;
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! };
};

// Alternating the two firms' submits lets both see the same machine (a shared CI box is noisy).
const plain = await firmWithQuestionnaires(0);
const automated = await firmWithQuestionnaires(3);
const times = { plain: [] as number[], automated: [] as number[] };
for (let i = 0; i < RUNS + WARMUP; i++) {
  const a = await timedSubmit(plain, i);
  const b = await timedSubmit(automated, i);
  if (i >= WARMUP) {
    times.plain.push(a);
    times.automated.push(b);
  }
}
const without = stats(times.plain);
const withWorkflows = stats(times.automated);
const added = withWorkflows.median - without.median;
const row = (name: string, r: { median: number; p95: number }) =>
  console.log(`${name.padEnd(44)} ${`${r.median.toFixed(1)} ms`.padStart(9)} ${`${r.p95.toFixed(1)} ms`.padStart(9)}`);
console.log(`${'scenario'.padEnd(44)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
row('submit, no workflows', without);
row('submit, 3 active workflows', withWorkflows);
const over = added >= LIMIT_MS;
console.log(
  `${'added by triggers (median)'.padEnd(44)} ${`${added.toFixed(1)} ms`.padStart(9)}${over ? '  OVER LIMIT' : ''}`,
);
await app.close();
await closeDeps(deps);
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(over ? 1 : 0);

// Questionnaires on embedded PGlite: a client's dashboard with 50 questionnaires, and one questionnaire of
// 20 sections and 300 questions opened and answered (autosave). Prints median and p95; exits non-zero
// when a median reaches 50 ms.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { closeDeps, createDeps } from '../packages/server/src/create-deps.ts';
import { openPglite } from '../packages/server/src/db/client.ts';
import { startSession } from '../packages/server/src/features/sessions/sessions.service.ts';
import {
  createQuestionnaire,
  type SectionDef,
  sampleOrganizer,
} from '../packages/server/src/features/questionnaires/index.ts';
import { buildClient, buildCompany, buildFirm } from '../packages/server/src/test/factories.ts';
import { systemClock } from '../packages/domain/src/index.ts';
import { timeScenarios } from './time-scenarios.ts';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
const silent = { info: () => undefined, error: () => undefined };
const deps = await createDeps(config, silent, { database: await openPglite('memory://') });
const app = await buildApp(deps);
const db = deps.database.db;

const firm = await buildFirm(db);
const client = await buildClient(db, firm);
const company = await buildCompany(db, firm, client);
for (let i = 0; i < 49; i++)
  await createQuestionnaire(
    db,
    sampleOrganizer({ firmId: firm.id, companyId: company.id, taxYear: 2025, dueDate: '2099-04-15' }, [client.id]),
  );
const big: SectionDef[] = Array.from({ length: 20 }, (_, s) => ({
  name: `Section ${s + 1}`,
  type: 3,
  key: 'questionnaire',
  questions: Array.from({ length: 15 }, (_, q) => ({
    text: `Question ${s + 1}.${q + 1}`,
    type: q % 3 === 0 ? ('boolean' as const) : ('text' as const),
    hint: '<p>Include <strong>every</strong> form you received.</p>',
  })),
}));
const id = await createQuestionnaire(db, {
  firmId: firm.id,
  companyId: company.id,
  name: 'Big organizer',
  taxYear: 2025,
  dueDate: '2099-04-15',
  sections: big,
});
const detail = (await app.inject({ url: `/api/questionnaires/${id}`, headers: await auth() })).json();
const text = detail.questionnaire_questions.find((q: { question_type: string }) => q.question_type === 'text');
const section = detail.sections[3];

async function auth() {
  const session = await startSession({ db, clock: systemClock }, client, { ip: null, userAgent: null });
  return { authorization: `Bearer ${session.accessToken}` };
}

const ok = await timeScenarios(
  app,
  await auth(),
  [
    ['client dashboard (50)', '/api/client/questionnaires'],
    ['questionnaire (300 questions)', `/api/questionnaires/${id}`],
    [
      'answer (autosave)',
      `/api/questionnaires/${id}/questions/${text.id}/answer`,
      { method: 'POST', payload: (run) => ({ answer: `Answer ${run}` }) },
    ],
    [
      'enter a section',
      `/api/questionnaires/${id}/sections/${section.id}`,
      { method: 'POST', payload: () => ({ current: true }) },
    ],
  ],
  { runs: 40, limitMs: 50 },
);
await app.close();
await closeDeps(deps);
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);

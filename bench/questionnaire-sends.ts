// Sending and listing questionnaires on embedded PGlite: one template (with a follow-up, an upload and an
// engagement letter) sent to 1,000 entities by the background batch, and the firm's Collect list over
// 100,000 questionnaires paged, sorted, searched and filtered. Prints the figures; exits non-zero when the
// send takes 120 s or more or a list median reaches 50 ms.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { createDeps } from '../packages/server/src/create-deps.ts';
import { openPglite } from '../packages/server/src/db/client.ts';
import { questionnaireTemplates } from '../packages/server/src/db/schema/index.ts';
import { startSession } from '../packages/server/src/features/sessions/sessions.service.ts';
import { runSendBatch } from '../packages/server/src/features/questionnaires/send-batch.ts';
import { buildFirm, buildStaff } from '../packages/server/src/test/factories.ts';
import { systemClock, type SectionDefinition } from '../packages/domain/src/index.ts';
import { timeScenarios } from './time-scenarios.ts';

const ENTITIES = 1000;
const LISTED = 100_000;
const SEND_LIMIT_MS = 120_000;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
const silent = { info: () => undefined, error: () => undefined };
// The queue only takes jobs here: the bench runs the batch itself, to time it.
const deps = await createDeps(config, silent, { database: await openPglite('memory://'), jobs: { work: false } });
await deps.jobs.start();
const app = await buildApp(deps);
const db = deps.database.db;
const sql = (text: string, values: unknown[] = []) => deps.database.executeSql(text, values);

const firm = await buildFirm(db);
const staff = await buildStaff(db, firm);
await sql(
  `with u as (
     insert into users (firm_id, fname, lname, email, time_zone)
     select $1, 'Client', 'No ' || n, 'client' || n || '@bench.example', 'America/New_York' from generate_series(1, ${ENTITIES}) n
     returning id, lname)
   , c as (
     insert into companies (firm_id, hash_id, name, entity_type, user_id)
     select $1, md5(random()::text), 'Entity ' || u.lname, 'Individual', u.id from u returning id, user_id)
   insert into company_owners (firm_id, company_id, user_id) select $1, c.id, c.user_id from c`,
  [firm.id],
);
const definition: SectionDefinition[] = [
  {
    name: 'General',
    type: 3,
    questions: [
      {
        key: 'moved',
        text: 'Did you move?',
        type: 'boolean',
        followUps: [{ trigger: 'Yes', questions: [{ text: 'New address', type: 'text' }] }],
      },
      { text: 'Upload your W-2', type: 'upload', options: ['W-2'] },
      ...Array.from({ length: 18 }, (_, i) => ({ text: `Question ${i + 1}`, type: 'text' as const })),
    ],
  },
  { name: 'Engagement Letter', type: 2, key: 'agreement_signature', instruction: '<p>Terms.</p>' },
  { name: 'Review and Submit', type: 4, key: 'review_and_submit' },
];
const [template] = await db
  .insert(questionnaireTemplates)
  .values({ firmId: firm.id, name: 'Bench organizer', definition })
  .returning();
const session = await startSession({ db, clock: systemClock }, staff, { ip: null, userAgent: null });
const headers = { authorization: `Bearer ${session.accessToken}` };
const companyIds = (await sql('select id from companies where firm_id = $1 order by id', [firm.id])).rows.map(
  (r) => (r as { id: number }).id,
);

// The send: the request answers at once; the batch job makes the questionnaires.
const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const accepted = await app.inject({
  method: 'POST',
  url: '/api/send_questionnaires',
  headers,
  payload: { questionnaire_template_id: template!.id, company_ids: companyIds, tax_year: 2025, due_date: due },
});
if (accepted.statusCode !== 202) throw new Error(`send: ${accepted.statusCode} ${accepted.body}`);
const t0 = performance.now();
await runSendBatch({ db, mailer: deps.mailer, sms: deps.sms, config }, accepted.json().send_id);
const sendMs = performance.now() - t0;
const progress = (
  await app.inject({ url: `/api/questionnaire_send_batches/${accepted.json().send_id}`, headers })
).json();
if (progress.done !== ENTITIES) throw new Error(`sent ${progress.done} of ${ENTITIES}`);
console.log(
  `send one template to ${ENTITIES} entities: ${(sendMs / 1000).toFixed(1)} s (${(sendMs / ENTITIES).toFixed(1)} ms each)${sendMs >= SEND_LIMIT_MS ? '  OVER LIMIT' : ''}`,
);

// The list: bare questionnaires up to 100,000, spread over the entities, years and states.
await sql(
  `insert into questionnaires (firm_id, company_id, hash_id, name, tax_year, due_date, sent_at, opened_at, completed, locked, deleted_at, created_at)
   select $1, c.id, md5(random()::text || n), 'Organizer ' || (n % 7), 2019 + (n % 7),
          current_date + ((n % 90) - 30), now() - (n % 60) * interval '1 day',
          case when n % 3 = 0 then now() end, n % 11 = 0, n % 13 = 0, case when n % 50 = 0 then now() end,
          now() - n * interval '1 minute'
   from generate_series(1, ${LISTED - ENTITIES}) n
   join companies c on c.firm_id = $1 and c.id = (select min(id) from companies where firm_id = $1) + (n % ${ENTITIES})`,
  [firm.id],
);
await sql('analyze');
const list = '/api/v2/questionnaires';
const ok = await timeScenarios(
  app,
  headers,
  [
    ['collect: newest first (100k)', `${list}?per_page=25`],
    ['collect: page 200 by due date', `${list}?per_page=25&page=200&sort_by=due_date&descending=false`],
    ['collect: by entity name', `${list}?per_page=25&sort_by=company_name`],
    // Empty dates last both ways: the reverse directions have their own indexes (migration 0024).
    ['collect: latest due first', `${list}?per_page=25&sort_by=due_date&descending=true`],
    ['collect: sent longest ago', `${list}?per_page=25&sort_by=sent_at&descending=false`],
    ['collect: least recent activity', `${list}?per_page=25&sort_by=last_activity_at&descending=false`],
    ['collect: search', `${list}?per_page=25&search_term=Entity%20No%20123`],
    ['collect: completed 2024', `${list}?per_page=25&status=completed&tax_year=2024`],
    ['collect: past due', `${list}?per_page=25&due=past_due`],
    ['collect: deleted', `${list}?per_page=25&status=deleted`],
  ],
  { runs: 20, limitMs: 50 },
);
await app.close();
await deps.jobs.stop();
process.exit(ok && sendMs < SEND_LIMIT_MS ? 0 : 1);

// Bulk sends on PostgreSQL, the way issue 22 measured them: one template (a follow-up, an upload, twenty
// questions and an engagement letter) sent to 1,000 entities, timed from the request until every
// questionnaire is made and every email has reached the mail transport (nodemailer's JSON transport behind
// the portal's own branded and holding mailers). Half the clients have never signed in, so their emails
// carry arrival links. Then a mass email to the same 1,000 clients. Prints the figures against the issue's
// 10 s limit and how long the jobs held the event loop (CPU time, and the wall-clock stall beside it); exits
// non-zero over the limit. Needs BENCH_DATABASE_URL (a database next to it is made and dropped); without it
// the bench is skipped. BENCH_ENTITIES changes the size.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { closeDeps, createDeps } from '../packages/server/src/create-deps.ts';
import { openPostgres } from '../packages/server/src/db/client.ts';
import { questionnaireTemplates } from '../packages/server/src/db/schema/index.ts';
import { firmMailBrand, holdingMailer } from '../packages/server/src/features/firm/index.ts';
import { runMassEmail } from '../packages/server/src/features/conversations/mass-email.service.ts';
import { runSendBatch } from '../packages/server/src/features/questionnaires/send-batch.ts';
import { startSession } from '../packages/server/src/features/sessions/sessions.service.ts';
import { brandedMailer } from '../packages/server/src/platform/mail/branded-mailer.ts';
import type { Mailer } from '../packages/server/src/platform/mail/mailer.ts';
import { buildFirm, buildStaff } from '../packages/server/src/test/factories.ts';
import { longestLoopHoldMs } from '../packages/server/src/test/loop-hold.ts';
import { systemClock, type SectionDefinition } from '../packages/domain/src/index.ts';

const ENTITIES = Number(process.env.BENCH_ENTITIES ?? 1000);
const LIMIT_MS = 10_000;
const STALL_LIMIT_MS = 50;
const silent = { info: () => undefined, error: () => undefined };

/** A database of the bench's own next to BENCH_DATABASE_URL's, made empty. */
async function benchDatabase(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_send_bench`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists "${name}"`);
  await admin(`create database "${name}"`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}"`) };
}

if (!process.env.BENCH_DATABASE_URL) {
  console.log('bulk send: BENCH_DATABASE_URL is not set, so the PostgreSQL send bench is skipped');
  process.exit(0);
}
const { url, drop } = await benchDatabase(process.env.BENCH_DATABASE_URL);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
// The queue only takes jobs here: the bench runs the batch itself, to time it.
const deps = await createDeps(config, silent, { database: await openPostgres(url), jobs: { work: false } });
await deps.jobs.start();
const app = await buildApp(deps);
const db = deps.database.db;
const sql = (text: string, values: unknown[] = []) => deps.database.executeSql(text, values);

// The transport: nodemailer's JSON transport (the message is built in full, nothing leaves), counted.
const transport = nodemailer.createTransport({ jsonTransport: true });
let delivered = 0;
const counted: Mailer = {
  kind: 'smtp',
  check: async () => undefined,
  async send(msg) {
    const info = await transport.sendMail({ from: 'bench@portal.test', ...msg });
    delivered++;
    return { messageId: info.messageId };
  },
};
const mailer = brandedMailer(holdingMailer(counted, db), (firmId) => firmMailBrand(db, firmId, config.publicUrl));

const firm = await buildFirm(db);
const staff = await buildStaff(db, firm);
await sql(
  `with u as (
     insert into users (firm_id, fname, lname, email, time_zone, must_set_password)
     select $1::int, 'Client', 'No ' || n, 'client' || n || '@bench.example', 'America/New_York', n % 2 = 0
     from generate_series(1, $2::int) n
     returning id, lname)
   , c as (
     insert into companies (firm_id, hash_id, name, entity_type, user_id)
     select $1::int, md5(random()::text), 'Entity ' || u.lname, 'Individual', u.id from u returning id, user_id)
   insert into company_owners (firm_id, company_id, user_id) select $1::int, c.id, c.user_id from c`,
  [firm.id, ENTITIES],
);
await sql('analyze');
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
const ids = (sqlRows: { rows: unknown[] }) => sqlRows.rows.map((r) => (r as { id: number }).id);
const companyIds = ids(await sql('select id from companies where firm_id = $1 order by id', [firm.id]));
const clientIds = ids(await sql('select id from users where firm_id = $1 and not is_advisor order by id', [firm.id]));

const stalls = monitorEventLoopDelay({ resolution: 10 });
stalls.enable();
const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const t0 = performance.now();
const accepted = await app.inject({
  method: 'POST',
  url: '/api/send_questionnaires',
  headers,
  payload: { questionnaire_template_id: template!.id, company_ids: companyIds, tax_year: 2025, due_date: due },
});
if (accepted.statusCode !== 202) throw new Error(`send: ${accepted.statusCode} ${accepted.body}`);
const sendHold = await longestLoopHoldMs(() =>
  runSendBatch({ db, mailer, sms: deps.sms, config, clock: deps.clock }, accepted.json().send_id),
);
const sendMs = performance.now() - t0;
const progress = (
  await app.inject({ url: `/api/questionnaire_send_batches/${accepted.json().send_id}`, headers })
).json();
if (progress.done !== ENTITIES) throw new Error(`sent ${progress.done} of ${ENTITIES}`);
if (delivered !== ENTITIES) throw new Error(`${delivered} of ${ENTITIES} emails reached the transport`);
const sendStall = stalls.max / 1e6;
console.log(
  `bulk send (PostgreSQL): template to ${ENTITIES} entities, questionnaires made and ${delivered} emails at the transport: ` +
    `${(sendMs / 1000).toFixed(1)} s (limit ${LIMIT_MS / 1000} s); the job held the event loop at most ` +
    `${sendHold.longestMs.toFixed(0)} ms of CPU (wall-clock stall, waiting for a core included: ${sendStall.toFixed(0)} ms)` +
    `${sendMs >= LIMIT_MS ? '  OVER LIMIT' : ''}${sendHold.longestMs > STALL_LIMIT_MS ? '  HOLD OVER 50 ms' : ''}`,
);

stalls.reset();
delivered = 0;
const t1 = performance.now();
const queued = await app.inject({
  method: 'POST',
  url: '/api/advisors/send_mass_message',
  headers,
  payload: {
    subject: 'Hello {{client_fname}}',
    body: '<p>Dear {{client_full_name}}, our office moves.</p>',
    client_ids: clientIds,
  },
});
if (queued.statusCode >= 300) throw new Error(`mass email: ${queued.statusCode} ${queued.body}`);
const massHold = await longestLoopHoldMs(() => runMassEmail({ db, mailer }, queued.json().mass_email.id));
const massMs = performance.now() - t1;
const massStall = stalls.max / 1e6;
if (delivered !== ENTITIES) throw new Error(`mass email: ${delivered} of ${ENTITIES} emails reached the transport`);
console.log(
  `bulk send (PostgreSQL): mass email to ${ENTITIES} clients at the transport: ${(massMs / 1000).toFixed(1)} s; ` +
    `the job held the event loop at most ${massHold.longestMs.toFixed(0)} ms of CPU (wall-clock stall ${massStall.toFixed(0)} ms)` +
    `${massMs >= LIMIT_MS ? '  OVER LIMIT' : ''}${massHold.longestMs > STALL_LIMIT_MS ? '  HOLD OVER 50 ms' : ''}`,
);
stalls.disable();

await app.close();
await closeDeps(deps);
await drop();
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(sendMs < LIMIT_MS && massMs < LIMIT_MS ? 0 : 1);

// Messages on embedded PGlite: the conversation list of a firm with 5,000 entity conversations, and
// the pages of one conversation holding 10,000 messages. Prints median and p95; exits non-zero when a
// median reaches 50 ms.
import { performance } from 'node:perf_hooks';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
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
const BIG = 10_000;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
const silent = { info: () => undefined, error: () => undefined };
const deps = await createDeps(config, silent, { database: await openPglite('memory://') });
const app = await buildApp(deps);
const db = deps.database.db;

const started = performance.now();
const { firmId, partnerId } = await generateFirm(db, 5_000, 5_000);
// One conversation per entity (ids shared for speed), its owner and their assigned firm user in it,
// three messages each, and the latest one unseen by the firm user.
await db.execute(sql`
  insert into conversations (id, firm_id, last_message_at)
  select id, firm_id, now() - id * interval '1 minute' from companies where firm_id = ${firmId}`);
await db.execute(sql`select setval('conversations_id_seq', (select max(id) from conversations))`);
await db.execute(sql`
  insert into conversation_companies (firm_id, conversation_id, company_id)
  select firm_id, id, id from companies where firm_id = ${firmId}`);
await db.execute(sql`
  insert into conversation_participants (firm_id, conversation_id, user_id, is_advisor)
  select c.firm_id, c.id, o.user_id, false from companies c join company_owners o on o.company_id = c.id where c.firm_id = ${firmId}
  union all
  select c.firm_id, c.id, u.assigned_advisor_id, true from companies c join users u on u.id = c.user_id
  where c.firm_id = ${firmId} and u.assigned_advisor_id is not null`);
await db.execute(sql`
  insert into messages (firm_id, conversation_id, user_id, text, plain_text, delivered_at, created_at)
  select c.firm_id, c.id, case when n = 2 then co.user_id else u.assigned_advisor_id end,
         '<p>Message ' || n || '</p>', 'Message ' || n,
         c.last_message_at - (3 - n) * interval '1 second', c.last_message_at - (3 - n) * interval '1 second'
  from conversations c join companies co on co.id = c.id join users u on u.id = co.user_id, generate_series(1, 3) n
  where c.firm_id = ${firmId}`);
await db.execute(sql`
  insert into message_unseen (firm_id, message_id, user_id, conversation_id, thread_id)
  select m.firm_id, m.id, p.user_id, m.conversation_id, null from messages m
  join conversation_participants p on p.conversation_id = m.conversation_id and p.is_advisor
  where m.firm_id = ${firmId} and m.plain_text = 'Message 3'`);
// The partner's busiest conversation: 10,000 messages.
const [busy] = (
  await db.execute<{ id: number; user_id: number }>(sql`
    select c.id, co.user_id from conversations c join companies co on co.id = c.id
    join conversation_participants p on p.conversation_id = c.id and p.user_id = ${partnerId}
    where c.firm_id = ${firmId} order by c.id limit 1`)
).rows;
await db.execute(sql`
  insert into messages (firm_id, conversation_id, user_id, text, plain_text, delivered_at, created_at)
  select ${firmId}::int, ${busy!.id}::int, case when n % 2 = 0 then ${partnerId}::int else ${busy!.user_id}::int end,
         '<p>Long thread message ' || n || '</p>', 'Long thread message ' || n,
         now() - (${BIG}::int - n) * interval '1 second', now() - (${BIG}::int - n) * interval '1 second'
  from generate_series(1, ${BIG}::int) n`);
await db.execute(sql`analyze`);
const [middle] = (
  await db.execute<{ id: number }>(sql`
    select id from messages where conversation_id = ${busy!.id} and plain_text = 'Long thread message 5000'`)
).rows;
console.log(
  `generated 5,000 conversations and ${BIG.toLocaleString()} messages in one, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const session = await startSession(
  { db, clock: systemClock },
  { id: partnerId, firmId },
  { ip: null, userAgent: null },
);
const headers = { authorization: `Bearer ${session.accessToken}` };
const scenarios: Array<[string, string]> = [
  ['conversations page 1', '/api/v2/conversations'],
  ['conversations deep page (200)', '/api/v2/conversations?page=200&per_page=20'],
  ['conversations search', '/api/v2/conversations?search=garcia12'],
  ['conversations unread only', '/api/v2/conversations?unread_only=true'],
  ['entity conversations', `/api/conversations/company_conversations?company_id=${busy!.id}`],
  ['10,000 messages: latest page', `/api/v2/conversations/${busy!.id}`],
  ['10,000 messages: middle page', `/api/v2/conversations/${busy!.id}?before=${middle!.id}`],
];

const ok = await timeScenarios(app, headers, scenarios, { runs: RUNS, limitMs: LIMIT_MS });
await app.close();
await closeDeps(deps);
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);

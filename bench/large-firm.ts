import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../packages/server/src/db/client.ts';
import type { SectionDefinition } from '../packages/domain/src/index.ts';

/** A database of the bench's own next to BENCH_DATABASE_URL's (`<name>_<suffix>`), made empty; drop() removes it. */
export async function benchDatabase(base: string, suffix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_${suffix}`;
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

/**
 * Runs a bench on PostgreSQL when BENCH_DATABASE_URL is set (in a database of its own, `suffix`, dropped after),
 * then on embedded PGlite in memory; resolves whether every run passed.
 */
export async function onBenchDatabases(
  bench: string,
  suffix: string,
  run: (kind: 'postgresql' | 'pglite', database: Database) => Promise<boolean>,
): Promise<boolean> {
  let ok = true;
  if (process.env.BENCH_DATABASE_URL) {
    const { url, drop } = await benchDatabase(process.env.BENCH_DATABASE_URL, suffix);
    ok = (await run('postgresql', await openPostgres(url))) && ok;
    await drop();
  } else {
    console.log(`${bench}: BENCH_DATABASE_URL is not set, so PostgreSQL is skipped (PGlite only)`);
  }
  return (await run('pglite', await openPglite('memory://'))) && ok;
}

/**
 * `count` clients of the firm, each with an entity of their own (its primary contact and owner), in one
 * statement. With `neverSignedIn`, every other client has never signed in, so their emails carry arrival links.
 * Returns the entities' and the clients' ids in order.
 */
export async function addClientEntities(
  database: Database,
  firmId: number,
  count: number,
  opts: { neverSignedIn?: boolean } = {},
): Promise<{ companyIds: number[]; clientIds: number[] }> {
  const { rows } = await database.executeSql(
    `with u as (
       insert into users (firm_id, fname, lname, email, time_zone, must_set_password)
       select $1::int, 'Client', 'No ' || n, 'client' || n || '-' || $1::int || '@bench.example', 'America/New_York',
              $3::boolean and n % 2 = 0
       from generate_series(1, $2::int) n
       returning id, lname)
     , c as (
       insert into companies (firm_id, hash_id, name, entity_type, user_id)
       select $1::int, md5(random()::text || u.id), 'Entity ' || u.lname, 'Individual', u.id from u returning id, user_id)
     , o as (insert into company_owners (firm_id, company_id, user_id) select $1::int, c.id, c.user_id from c)
     select c.id as company_id, c.user_id as client_id from c order by c.id`,
    [firmId, count, opts.neverSignedIn ?? false],
  );
  return {
    companyIds: rows.map((r) => Number(r.company_id)),
    clientIds: rows.map((r) => Number(r.client_id)),
  };
}

/** The organizer the send benches send: a follow-up, an upload, twenty questions and an engagement letter. */
export const benchOrganizer: SectionDefinition[] = [
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

/**
 * Bare questionnaires (no sections), `count` of them spread over the firm's first `entities` entities, tax years,
 * due dates and states (completed, locked, opened, deleted): a Collect list to page, sort, search and filter.
 */
export async function addBareQuestionnaires(database: Database, firmId: number, count: number, entities: number) {
  await database.executeSql(
    `insert into questionnaires (firm_id, company_id, hash_id, name, tax_year, due_date, sent_at, opened_at, completed, locked, deleted_at, created_at)
     select $1::int, c.id, md5(random()::text || n), 'Organizer ' || (n % 7), 2019 + (n % 7),
            current_date + ((n % 90) - 30), now() - (n % 60) * interval '1 day',
            case when n % 3 = 0 then now() end, n % 11 = 0, n % 13 = 0, case when n % 50 = 0 then now() end,
            now() - n * interval '1 minute'
     from generate_series(1, $2::int) n
     join companies c on c.firm_id = $1::int
       and c.id = (select min(id) from companies where firm_id = $1::int) + (n % $3::int)`,
    [firmId, count, entities],
  );
}

/**
 * A firm of `rows` entities, `rows` clients (one primary contact and owner each, 20 staff assigned in turn),
 * `rows` questionnaires and `rows` entity conversations (three messages each), made by set-based SQL so the
 * same script fills PostgreSQL and PGlite in seconds. Names repeat over a small vocabulary, as real firms'
 * do, so searches match hundreds of rows.
 */
/**
 * Leaves freshly generated rows as a firm's rows stand after years of use: vacuumed (every page all-visible, so an
 * index-only scan reads no table) and analysed, with the generation's writes flushed by a checkpoint. Otherwise
 * autovacuum and the checkpointer do that work in the middle of the measurements that follow, on the same cores.
 * CHECKPOINT needs a superuser (or pg_checkpoint); without one it is left to the server.
 */
async function settleGenerated(database: Database) {
  await database.executeSql('vacuum (analyze)');
  await database.executeSql('checkpoint').catch(() => undefined);
}

export async function generateLargeFirm(database: Database, rows: number) {
  const sql = (text: string, values: unknown[] = []) => database.executeSql(text, values);
  const [firm] = (
    await sql(
      `insert into firms (name, subdomain_url, time_zone) values ('Big Book CPAs', $1, 'America/New_York') returning id`,
      [`bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`],
    )
  ).rows as Array<{ id: number }>;
  const firmId = firm!.id;
  const staff = (
    await sql(
      `insert into users (firm_id, fname, lname, email, time_zone, is_advisor, firm_access)
       select $1::int, 'Staff', 'Member ' || n, 'staff' || n || '-' || $1::int || '@bench.test', 'America/New_York', true,
              case when n = 0 then 'partner' else 'full' end
       from generate_series(0, 19) n order by n returning id`,
      [firmId],
    )
  ).rows as Array<{ id: number }>;
  const partnerId = staff[0]!.id;
  const last = `(array['Nguyen','Garcia','Smith','Patel','Johnson','Kim','Brown','Lopez','Davis','Wilson','Moore'])`;
  const first = `(array['Ava','Ben','Chloe','Dan','Ella','Finn','Gia','Hugo','Isla','Jack','Kai','Lena','Milo','Nora'])`;
  const kinds = `(array['Holdings','Trust','Partners','Family','Ventures'])`;
  await sql(
    `insert into users (firm_id, fname, lname, email, time_zone, assigned_advisor_id)
     select $1::int, ${first}[1 + n % 14], ${last}[1 + (n * 7) % 11] || n, 'client' || n || '-' || $1::int || '@bench.test',
            'America/New_York', (select min(id) from users where firm_id = $1::int and is_advisor) + n % 20
     from generate_series(0, $2::int - 1) n`,
    [firmId, rows],
  );
  await sql(
    `insert into companies (firm_id, hash_id, name, entity_type, user_id, inactive)
     select $1::int, md5(random()::text || u.id), ${last}[1 + u.n % 11] || ' ' || ${kinds}[1 + u.n % 5] || ' ' || u.n,
            (array['Individual','Trust','Partnership','S Corporation','C Corporation'])[1 + u.n % 5], u.id, u.n % 17 = 0
     from (select id, row_number() over (order by id) - 1 as n from users where firm_id = $1::int and not is_advisor) u`,
    [firmId],
  );
  await sql(
    `insert into company_owners (firm_id, company_id, user_id) select firm_id, id, user_id from companies where firm_id = $1::int`,
    [firmId],
  );
  await sql(
    `insert into questionnaires (firm_id, company_id, hash_id, name, tax_year, due_date, sent_at, opened_at, completed, locked, deleted_at, created_at)
     select $1::int, c.id, md5(random()::text || c.id), 'Organizer ' || (c.id % 7), 2019 + (c.id % 7),
            current_date + ((c.id % 90) - 30), now() - (c.id % 60) * interval '1 day',
            case when c.id % 3 = 0 then now() end, c.id % 11 = 0, c.id % 13 = 0, case when c.id % 50 = 0 then now() end,
            now() - (c.id % 100000) * interval '1 minute'
     from companies c where c.firm_id = $1::int`,
    [firmId],
  );
  // One return in Deliver and one signature request per entity, with both features on.
  await sql(
    `update firms set preferences = preferences || '{"new_tax_return_delivery_enabled": true, "signature_requests_enabled": true}'
     where id = $1::int`,
    [firmId],
  );
  await sql(
    `insert into tax_returns (firm_id, company_id, tax_year, tax_return_name, status, all_signed, all_paid,
                              reminder_disabled, created_at, updated_at)
     select $1::int, c.id, 2019 + c.id % 7, (array['Form 1040', 'Form 1120-S', 'Form 1065'])[1 + c.id % 3] || ' ' || c.id,
            (array['action_required', 'sent', 'signed', 'paid', 'finished'])[1 + c.id % 5],
            c.id % 5 >= 2, c.id % 5 >= 3, c.id % 11 = 0,
            now() - (c.id % 100003) * interval '1 minute', now() - (c.id % 100003) * interval '1 minute'
     from companies c where c.firm_id = $1::int`,
    [firmId],
  );
  await sql(
    `insert into signature_requests (firm_id, company_id, tax_year, form_name, status, created_at, updated_at)
     select $1::int, c.id, 2019 + c.id % 7,
            (array['Form 8879', 'Engagement letter', 'Consent to disclose'])[1 + c.id % 3] || ' ' || c.id,
            (array['action_required', 'sent', 'signed', 'completed'])[1 + c.id % 4],
            now() - (c.id % 99991) * interval '1 minute', now() - (c.id % 99991) * interval '1 minute'
     from companies c where c.firm_id = $1::int`,
    [firmId],
  );
  // One conversation per entity, its owner and their assigned firm user in it, three messages each.
  await sql(
    `insert into conversations (firm_id, last_message_at)
     select $1::int, now() - n * interval '1 minute' from generate_series(1, $2::int) n`,
    [firmId, rows],
  );
  await sql(
    `insert into conversation_companies (firm_id, conversation_id, company_id)
     select $1::int, v.id, c.id
     from (select id, row_number() over (order by id) as k from conversations where firm_id = $1::int) v
     join (select id, row_number() over (order by id) as k from companies where firm_id = $1::int) c on c.k = v.k`,
    [firmId],
  );
  await sql(
    `insert into conversation_participants (firm_id, conversation_id, user_id, is_advisor)
     select cc.firm_id, cc.conversation_id, co.user_id, false
     from conversation_companies cc join companies co on co.id = cc.company_id where cc.firm_id = $1::int
     union all
     select cc.firm_id, cc.conversation_id, u.assigned_advisor_id, true
     from conversation_companies cc join companies co on co.id = cc.company_id join users u on u.id = co.user_id
     where cc.firm_id = $1::int and u.assigned_advisor_id is not null`,
    [firmId],
  );
  await sql(
    `insert into conversation_participants (firm_id, conversation_id, user_id, is_advisor)
     select firm_id, conversation_id, $2::int, true from conversation_companies where firm_id = $1::int
     on conflict do nothing`,
    [firmId, partnerId],
  );
  await sql(
    `insert into messages (firm_id, conversation_id, user_id, text, plain_text, delivered_at, created_at)
     select c.firm_id, c.id, case when n = 2 then co.user_id else u.assigned_advisor_id end,
            '<p>Message ' || n || '</p>', 'Message ' || n,
            c.last_message_at - (3 - n) * interval '1 second', c.last_message_at - (3 - n) * interval '1 second'
     from conversations c join conversation_companies cc on cc.conversation_id = c.id
     join companies co on co.id = cc.company_id join users u on u.id = co.user_id, generate_series(1, 3) n
     where c.firm_id = $1::int`,
    [firmId],
  );
  await settleGenerated(database);
  return { firmId, partnerId };
}

// What announcing writes costs them (issue 39 §4): every table of the portal has a statement trigger that sends a
// NOTIFY at commit (db/postgres-data-changes.ts), so that other processes' kept answers and caches learn of the
// change, and PostgreSQL serialises the commits of transactions that notified. On PostgreSQL (BENCH_DATABASE_URL; a
// database of its own, migrated as the portal migrates it, dropped after), 50 writers run small transactions as
// the portal's writes are (an activity entry and an entity's update) for BENCH_SECONDS, with a listener connected
// as a running portal is, alternately with and without the triggers (BENCH_NOTIFY_ROUNDS rounds, 6 unless set;
// the medians compared).
// Prints transactions a second both ways and the cost; fails above 10%, the limit.
import pg from 'pg';
import { openPostgres } from '../packages/server/src/db/client.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import {
  announceEveryTable,
  DATA_CHANGED_CHANNEL,
  DATA_CHANGED_TRIGGER,
} from '../packages/server/src/db/postgres-data-changes.ts';
import { benchDatabase } from './large-firm.ts';
import { figure } from './verdict.ts';

const WRITERS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LIMIT = 0.1;
const ROUNDS = Number(process.env.BENCH_NOTIFY_ROUNDS ?? 6);

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function writeFor(url: string, firmId: number, companyIds: number[]): Promise<number> {
  const end = Date.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (let i = 0; Date.now() < end; i++) {
          const companyId = companyIds[(w * 997 + i) % companyIds.length]!;
          await client.query('begin');
          await client.query(
            `insert into activity_logs (firm_id, type_id, title, company_id) values ($1, 1, 'Entity updated', $2)`,
            [firmId, companyId],
          );
          await client.query('update companies set updated_at = now() where firm_id = $1 and id = $2', [
            firmId,
            companyId,
          ]);
          await client.query('commit');
          done++;
        }
      } finally {
        await client.end();
      }
    }),
  );
  return done / SECONDS;
}

async function main(): Promise<boolean> {
  if (!process.env.BENCH_DATABASE_URL) {
    console.log('notify-cost: BENCH_DATABASE_URL is not set, so it is skipped (the triggers exist on PostgreSQL only)');
    return true;
  }
  const { url, drop } = await benchDatabase(process.env.BENCH_DATABASE_URL, 'notify');
  const database = await openPostgres(url);
  try {
    await migrate(database);
    const { rows: firm } = await database.executeSql(
      `insert into firms (name, subdomain_url, time_zone) values ('Notify CPAs', 'notify-cpas', 'America/New_York') returning id`,
    );
    const firmId = Number(firm[0]!.id);
    const { rows: companies } = await database.executeSql(
      `insert into companies (firm_id, hash_id, name, entity_type)
       select $1, md5(random()::text || n), 'Entity ' || n, 'Individual' from generate_series(1, 2000) n returning id`,
      [firmId],
    );
    const companyIds = companies.map((c) => Number(c.id));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // A running portal listens; its notifications queue behind this listener as they would behind a portal's.
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    await listener.query(`listen ${DATA_CHANGED_CHANNEL}`);
    const withoutTriggers = () =>
      admin.query(`do $$ declare t record; begin
        for t in select tgrelid::regclass as rel from pg_trigger where tgname = '${DATA_CHANGED_TRIGGER}' loop
          execute format('drop trigger ${DATA_CHANGED_TRIGGER} on %s', t.rel);
        end loop; end $$`);
    // Rounds alternate which goes first, so the tables' growth and the machine's drift fall on both alike, and the
    // medians are compared: single 5 s runs on two cores differ by up to a third.
    const runs = { with: [] as number[], without: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const triggers of round % 2 ? [false, true] : [true, false]) {
        if (triggers) await announceEveryTable(admin);
        else await withoutTriggers();
        // Each run leaves dead rows that slow the next one: cleared, so runs start alike.
        await admin.query('vacuum analyze companies, activity_logs');
        runs[triggers ? 'with' : 'without'].push(await writeFor(url, firmId, companyIds));
      }
    }
    await announceEveryTable(admin);
    await listener.end();
    await admin.end();
    const withTps = median(runs.with);
    const withoutTps = median(runs.without);
    const cost = 1 - withTps / withoutTps;
    console.log(
      `\nnotify-cost: ${WRITERS} writers of small transactions for ${SECONDS} s on PostgreSQL, ${ROUNDS} rounds each; medians`,
    );
    const each = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
    console.log(`  without the triggers   ${withoutTps.toFixed(0).padStart(8)} tx/s  (rounds: ${each(runs.without)})`);
    console.log(`  with the triggers      ${withTps.toFixed(0).padStart(8)} tx/s  (rounds: ${each(runs.with)})`);
    return figure(
      'write throughput lost to the NOTIFY triggers',
      `${(cost * 100).toFixed(1)} %`,
      `≤ ${LIMIT * 100} %`,
      cost <= LIMIT,
    );
  } finally {
    await database.close();
    await drop();
  }
}

process.exit((await main()) ? 0 : 1);

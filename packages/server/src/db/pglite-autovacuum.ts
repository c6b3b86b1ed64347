import type { Database } from './client.ts';

/** How often the server does on PGlite what autovacuum does on PostgreSQL (the job in jobs.ts). */
export const AUTOVACUUM_JOB = 'db.pglite-autovacuum';
export const AUTOVACUUM_CRON = '*/5 * * * *';

/**
 * PGlite runs no autovacuum, so nothing ever analyzed or vacuumed its tables: without statistics the planner guesses
 * every filter's selectivity (at 10,000 rows a conversations page took 360 ms instead of 3 ms, a search 40–190 ms),
 * and rows that updates and deletes leave behind pile up in tables and indexes. This does, one table at a time, what
 * autovacuum would with its default settings:
 * - ANALYZE a table changed by more than 50 rows plus 10% of its rows since its last ANALYZE, or holding data with no
 *   statistics at all (never analyzed; one analyzed with no live rows has `reltuples` 0 and waits for changes);
 * - VACUUM a table with more than 50 rows plus 20% of its rows dead, or more than 1,000 plus 20% inserted since its
 *   last VACUUM (which marks their pages all-visible).
 * Changes are counted since this process started: PGlite keeps no counts across restarts. Returns what it ran.
 */
export async function autovacuum(database: Database): Promise<string[]> {
  // This process's counts reach the statistics views when it next goes idle, at most once a second unless forced.
  await database.executeSql('select pg_stat_force_next_flush()');
  const { rows } = await database.executeSql(
    `select format('%I.%I', s.schemaname, s.relname) as name,
            s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
              or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum,
            s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
              or (c.reltuples <> 0 and pg_relation_size(c.oid) > 0
                  and not exists (select 1 from pg_statistic st where st.starelid = c.oid)) as analyze
     from pg_stat_user_tables s
     join pg_class c on c.oid = s.relid
     order by 1`,
  );
  const commands = (rows as Array<{ name: string; vacuum: boolean; analyze: boolean }>)
    .filter((r) => r.vacuum || r.analyze)
    .map((r) => `${r.vacuum && r.analyze ? 'vacuum (analyze)' : r.vacuum ? 'vacuum' : 'analyze'} ${r.name}`);
  for (const command of commands) await database.executeSql(command);
  return commands;
}

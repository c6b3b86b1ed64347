import type { Database } from './client.ts';

/** How often the server looks for PGlite tables to analyze (the job in jobs.ts). */
export const ANALYZE_CHANGED_JOB = 'db.analyze-changed';
export const ANALYZE_CHANGED_CRON = '*/5 * * * *';

/**
 * PGlite runs no autovacuum, so nothing ever ANALYZEs its tables: the planner then guesses every filter's
 * selectivity, and at 10,000 rows a conversations page took 360 ms instead of 3 ms, a search 40–190 ms. This
 * analyzes, one table at a time, the tables autovacuum would: changed by more than 50 rows plus 10% of their rows
 * since their last ANALYZE (counted since this process started; PGlite keeps no counts across restarts), or holding
 * data with no statistics at all (never analyzed; one analyzed with no live rows has `reltuples` 0 and is left until it
 * changes). Returns the tables analyzed.
 */
export async function analyzeChangedTables(database: Database): Promise<string[]> {
  // This process's counts reach the statistics views when it next goes idle, at most once a second unless forced.
  await database.executeSql('select pg_stat_force_next_flush()');
  const { rows } = await database.executeSql(
    `select format('%I.%I', s.schemaname, s.relname) as name
     from pg_stat_user_tables s
     join pg_class c on c.oid = s.relid
     where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
        or (c.reltuples <> 0 and pg_relation_size(c.oid) > 0
            and not exists (select 1 from pg_statistic st where st.starelid = c.oid))
     order by 1`,
  );
  const names = (rows as Array<{ name: string }>).map((r) => r.name);
  for (const name of names) await database.executeSql(`analyze ${name}`);
  return names;
}

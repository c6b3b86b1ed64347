import type { Database } from './client.ts';

/**
 * PGlite runs no autovacuum, so a GIN index's pending list (where `fastupdate` keeps new entries until a vacuum
 * merges them into the index) only grows until it reaches gin_pending_list_limit: every trigram search then reads
 * the whole list (10–30 ms at 10,000 entities, against under 1 ms merged), and the planner, costing it, prefers a
 * sequential scan with ILIKE on every row. So on PGlite every GIN index takes new entries directly (about 0.1 ms more
 * per row written, rarer than searches), and a list left from before is merged once. PostgreSQL keeps the default:
 * its autovacuum merges the lists.
 */
export async function ginWithoutPendingLists(database: Database): Promise<void> {
  const { rows } = await database.executeSql(
    `select format('%I.%I', n.nspname, c.relname) as name
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_am am on am.oid = c.relam
     where c.relkind = 'i' and am.amname = 'gin' and n.nspname not in ('pg_catalog', 'information_schema')
       and not coalesce(c.reloptions @> array['fastupdate=off'], false)`,
  );
  for (const { name } of rows as Array<{ name: string }>) {
    await database.executeSql(`alter index ${name} set (fastupdate = off)`);
    await database.executeSql('select gin_clean_pending_list($1::regclass)', [name]);
  }
}

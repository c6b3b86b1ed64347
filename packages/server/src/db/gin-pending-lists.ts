/** Runs a statement on the database being migrated (PGlite, or a PostgreSQL client of the tables' owner). */
export type RunSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Every GIN (trigram) index takes new entries into the index itself (`fastupdate = off`), and a pending list left
 * from before is merged once. With PostgreSQL's default, new entries wait in a pending list until a vacuum merges
 * them, or until the list reaches gin_pending_list_limit (4 MB), and every search reads the whole list: a search of
 * 100,000 entities with 474 pending pages took 46 ms against 12 ms merged (issue 39). PGlite runs no autovacuum, so
 * there the list only grows; a PostgreSQL server's autovacuum merges it only after a fifth of a table has changed,
 * so a busy firm's searches carry a list of up to 4 MB most of the time. Taking entries directly costs about 0.1 ms
 * more per row written, and rows are written far less often than lists are searched.
 */
export async function ginWithoutPendingLists(run: RunSql): Promise<void> {
  const { rows } = await run(
    `select format('%I.%I', n.nspname, c.relname) as name
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_am am on am.oid = c.relam
     where c.relkind = 'i' and am.amname = 'gin' and n.nspname not in ('pg_catalog', 'information_schema')
       and not coalesce(c.reloptions @> array['fastupdate=off'], false)`,
  );
  for (const { name } of rows as Array<{ name: string }>) {
    await run(`alter index ${name} set (fastupdate = off)`);
    await run('select gin_clean_pending_list($1::regclass)', [name]);
  }
}

import type pg from 'pg';

/** Announced when a transaction that changed any of the portal's tables commits (postgres-write-clock.ts). */
export const DATA_CHANGED_CHANNEL = 'portal_data_changed';

/** The trigger each table of the portal's schema has, after every migration. */
export const DATA_CHANGED_TRIGGER = 'portal_data_changed';

/**
 * Gives every table of the portal's schema (`public`; pg-boss keeps its own) a statement trigger that announces
 * its changes on DATA_CHANGED_CHANNEL, so that each process's write clock hears what other processes (another
 * portal, a script, psql) change: what it read and keeps (a session lookup, a count, a list's answer) is valid
 * only until then. Run after the migrations, so a table a migration adds is announced without anyone
 * remembering to; idempotent. One NOTIFY per statement, folded into one per transaction by PostgreSQL.
 * Migration 0046's triggers on sessions and users still announce on `portal_auth_changed`, which the release before
 * this one listens to: while both run side by side (a rolling upgrade) its processes still hear a sign-out made
 * by this one. Drop them (and `portal_auth_changed()`) in a later release.
 */
export async function announceEveryTable(client: pg.Client): Promise<void> {
  await client.query(`
    CREATE OR REPLACE FUNCTION portal_data_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM pg_notify('${DATA_CHANGED_CHANNEL}', '');
      RETURN NULL;
    END $fn$;
    DO $do$
    DECLARE t regclass;
    BEGIN
      FOR t IN
        SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
          AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = '${DATA_CHANGED_TRIGGER}')
      LOOP
        EXECUTE format(
          'CREATE TRIGGER ${DATA_CHANGED_TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
          'FOR EACH STATEMENT EXECUTE FUNCTION portal_data_changed()', t);
      END LOOP;
    END $do$;
  `);
}

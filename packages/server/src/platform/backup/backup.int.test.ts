import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config.ts';
import { openPglite, openPostgres, type Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { fillEmptyTables } from '../../test/fill-empty-tables.ts';
import { testDbKind } from '../../test/test-database.ts';
import { LocalFileStorage } from '../storage/local-file-storage.ts';
import { createBackup } from './backup.ts';
import { holdDataDir } from './data-dir-lock.ts';
import { listFiles, sha256File, type Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';

/**
 * A row in every table (every record kind, tables added later included) and a few files of every shape. The demo
 * firm would add volume but takes seconds more to seed; a whole-database dump does not care how many rows there are.
 */
async function seedPortal(database: Database, config: Config): Promise<void> {
  await migrate(database);
  expect(await fillEmptyTables(database)).toEqual({});
  const storage = new LocalFileStorage(config.filesDir);
  await storage.put('firms/1/documents/1/scan.pdf', Readable.from([Buffer.from('%PDF-1.7\n'), randomBytes(300_000)]));
  await storage.put('firms/1/documents/2/empty.txt', Readable.from([]));
  await storage.put('firms/1/branding/logo.png', Readable.from([randomBytes(4_000)]));
  await storage.put('firms/1/imports/a/b/Relevé 2025 (copy).pdf', Readable.from([randomBytes(999)]));
  // An upload still being received is not a stored file yet.
  await fs.mkdir(path.join(config.filesDir, '.partial'), { recursive: true });
  await fs.writeFile(path.join(config.filesDir, '.partial', 'half-upload'), randomBytes(10));
  // The sealing certificate is made at first start; a restored portal must seal with the same one.
  await fs.mkdir(path.join(config.dataDir, 'signing'), { recursive: true });
  await fs.writeFile(path.join(config.dataDir, 'signing', 'signing-key.pem'), randomBytes(64).toString('base64'));
}

/**
 * Every table's rows as text in a fixed order, and every sequence's position (new ids must not collide after a
 * restore): equal snapshots mean the same records, byte for byte.
 */
async function snapshotDatabase(database: Database): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  const { rows: tables } = await database.executeSql(
    `select table_schema, table_name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    [],
  );
  for (const t of tables) {
    const name = `"${String(t.table_schema)}"."${String(t.table_name)}"`;
    const { rows } = await database.executeSql(`select t::text as r from ${name} t order by 1`, []);
    snapshot[name] = rows.map((r) => String(r.r)).join('\n');
  }
  const { rows: sequences } = await database.executeSql(`select schemaname, sequencename from pg_sequences`, []);
  for (const s of sequences) {
    const name = `"${String(s.schemaname)}"."${String(s.sequencename)}"`;
    const { rows } = await database.executeSql(`select last_value, is_called from ${name}`, []);
    snapshot[`sequence ${name}`] = JSON.stringify(rows[0]);
  }
  return snapshot;
}

/** sha256 of every stored file and of the sealing certificate, by path. */
async function hashFiles(config: Config): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const folder of ['files', 'signing']) {
    const dir = path.join(config.dataDir, folder);
    for (const rel of await listFiles(dir)) {
      if (!rel.startsWith('.partial/')) hashes[`${folder}/${rel}`] = await sha256File(path.join(dir, rel));
    }
  }
  return hashes;
}

function expectEveryTableFilled(snapshot: Record<string, string>) {
  const appTables = Object.entries(snapshot).filter(([name]) => name.startsWith('"public"'));
  expect(appTables.length).toBeGreaterThan(50);
  expect(appTables.filter(([, rows]) => rows === '').map(([name]) => name)).toEqual([]);
}

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const dataDir = (name: string) => path.join(root, name);

// Each PGlite takes seconds to create or load, longer on a busy machine: the tests that open them get a minute.
const SLOW = 60_000;

describe.runIf(testDbKind() === 'pglite')('npm run backup and restore, embedded database', () => {
  let backupDir: string;
  let before: Record<string, string>;

  it(
    'backs up a running portal and restores every record and file byte-identical into an empty DATA_DIR',
    async () => {
      const config = loadConfig({ DATA_DIR: dataDir('source') });
      // As main.ts does: the running portal holds DATA_DIR and dumps its own database when asked.
      const lock = await holdDataDir(config.dataDir);
      const database = await openPglite(path.join(config.dataDir, 'pglite'));
      lock.serveDumps(database.dumpDataDir!);
      try {
        await seedPortal(database, config);
        // A backup that opened the database itself could not take DATA_DIR from the portal holding it: it must ask.
        backupDir = await createBackup(config, dataDir('backups'));
        before = await snapshotDatabase(database);
      } finally {
        await database.close();
        await lock.release();
      }
      expectEveryTableFilled(before);

      const manifest = JSON.parse(await fs.readFile(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
      expect(manifest.database).toEqual({ kind: 'pglite', file: 'database.tar.gz' });
      expect(manifest.entries.some((e) => e.path.startsWith('files/.partial'))).toBe(false);
      expect(path.basename(backupDir)).toMatch(/^portal-backup-\d{4}-\d\d-\d\dT[\d-]+Z$/);
      expect((await fs.stat(backupDir)).mode & 0o777).toBe(0o700);

      const restored = loadConfig({ DATA_DIR: dataDir('restored') });
      await restoreBackup(restored, backupDir);
      expect((await fs.readdir(restored.dataDir)).sort()).toEqual(['files', 'pglite', 'signing']);
      const reopened = await openPglite(path.join(restored.dataDir, 'pglite'));
      try {
        expect(await snapshotDatabase(reopened)).toEqual(before);
      } finally {
        await reopened.close();
      }
      expect(await hashFiles(restored)).toEqual(await hashFiles(config));
      expect(Object.keys(await hashFiles(restored))).toHaveLength(manifest.entries.length - 1);
    },
    SLOW,
  );

  it(
    'backs up a stopped portal by opening its database itself',
    async () => {
      const config = loadConfig({ DATA_DIR: dataDir('source') });
      const again = await createBackup(config, dataDir('backups'), new Date('2030-01-01T00:00:00Z'));
      const restored = loadConfig({ DATA_DIR: dataDir('restored-stopped') });
      await restoreBackup(restored, again);
      const reopened = await openPglite(path.join(restored.dataDir, 'pglite'));
      try {
        expect(await snapshotDatabase(reopened)).toEqual(before);
      } finally {
        await reopened.close();
      }
    },
    SLOW,
  );

  it('refuses a DATA_DIR that is not empty, and leaves it as it was', async () => {
    const config = loadConfig({ DATA_DIR: dataDir('in-use') });
    await fs.mkdir(config.dataDir);
    await fs.writeFile(path.join(config.dataDir, 'notes.txt'), 'mine');
    await expect(restoreBackup(config, backupDir)).rejects.toThrow(
      /is not empty: a backup is restored only into an empty/,
    );
    expect(await fs.readdir(config.dataDir)).toEqual(['notes.txt']);
  });

  it('refuses a damaged backup before writing anything', async () => {
    const damaged = dataDir('damaged-backup');
    await fs.cp(backupDir, damaged, { recursive: true });
    const file = path.join(damaged, 'files', (await listFiles(path.join(damaged, 'files')))[0]!);
    const bytes = await fs.readFile(file);
    bytes[0] = bytes[0]! ^ 0xff;
    await fs.writeFile(file, bytes);
    const config = loadConfig({ DATA_DIR: dataDir('from-damaged') });
    await expect(restoreBackup(config, damaged)).rejects.toThrow(/The backup is damaged: files\/.+ differs/);
    await expect(fs.stat(config.dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('refuses to write a backup inside DATA_DIR, and leaves nothing half-written when a backup fails', async () => {
    const config = loadConfig({ DATA_DIR: dataDir('no-database') });
    await expect(createBackup(config, path.join(config.dataDir, 'backups'))).rejects.toThrow(/outside DATA_DIR/);
    await expect(createBackup(config, dataDir('failed-backups'))).rejects.toThrow(/There is no database in/);
    expect(await fs.readdir(dataDir('failed-backups'))).toEqual([]);
  });

  it('refuses to restore the embedded database into PostgreSQL', async () => {
    const config = loadConfig({ DATA_DIR: dataDir('to-pg'), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(restoreBackup(config, backupDir)).rejects.toThrow(/unset DATABASE_URL/);
  });
});

describe.runIf(testDbKind() === 'postgresql')('npm run backup and restore, PostgreSQL', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = (role: string) => `${new URL(base).pathname.slice(1)}_backup_${role}_${process.pid}`;
  const urlOf = (db: string) => Object.assign(new URL(base), { pathname: `/${db}` }).toString();
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };

  beforeAll(async () => {
    for (const role of ['source', 'restored']) await admin(`create database "${name(role)}"`);
  });
  afterAll(async () => {
    for (const role of ['source', 'restored']) await admin(`drop database if exists "${name(role)}" with (force)`);
  });

  it(
    'backs up with pg_dump and restores every record and file byte-identical into an empty database',
    async () => {
      const config = loadConfig({ DATA_DIR: dataDir('pg-source'), DATABASE_URL: urlOf(name('source')) });
      const database = await openPostgres(config.DATABASE_URL!, 2);
      let before: Record<string, string>;
      let backupDir: string;
      try {
        await seedPortal(database, config);
        backupDir = await createBackup(config, dataDir('pg-backups'));
        before = await snapshotDatabase(database);
      } finally {
        await database.close();
      }
      expectEveryTableFilled(before);

      const restored = loadConfig({ DATA_DIR: dataDir('pg-restored'), DATABASE_URL: urlOf(name('restored')) });
      await restoreBackup(restored, backupDir);
      const reopened = await openPostgres(restored.DATABASE_URL!, 2);
      try {
        expect(await snapshotDatabase(reopened)).toEqual(before);
      } finally {
        await reopened.close();
      }
      expect(await hashFiles(restored)).toEqual(await hashFiles(config));

      // The restored database now has tables: a second restore into it is refused before DATA_DIR is touched.
      const again = loadConfig({ DATA_DIR: dataDir('pg-again'), DATABASE_URL: restored.DATABASE_URL });
      await expect(restoreBackup(again, backupDir)).rejects.toThrow(/database is not empty/);
      await expect(fs.stat(again.dataDir)).rejects.toThrow(/ENOENT/);
    },
    SLOW,
  );
});

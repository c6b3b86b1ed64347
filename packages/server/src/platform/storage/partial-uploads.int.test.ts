import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { registerJobs } from '../../jobs.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { until } from '../../test/poll.ts';
import { testDbKind } from '../../test/test-database.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { REMOVE_PARTIAL_UPLOADS_JOB, removePartialUploads, removePartialUploadsAtStart } from './partial-uploads.ts';
import { S3FileStorage, createS3Client } from './s3-file-storage.ts';

const MINUTE = 60_000;

/** A partial upload in `filesDir` last written `ageMs` ago. */
async function partial(filesDir: string, name: string, ageMs: number, bytes = 1024) {
  const dir = path.join(filesDir, '.partial');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, Buffer.alloc(bytes, 1));
  const at = new Date(Date.now() - ageMs);
  await utimes(file, at, at);
  return file;
}
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('partial uploads left by a crash (issue 24 §5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ startJobs: true, jobs: { pollingIntervalSeconds: 0.5 } });
    await registerJobs(t.deps);
  });
  afterAll(() => t.close());

  // The spawned server runs on embedded PGlite whichever database the tests use, so once is enough.
  it.skipIf(testDbKind() === 'postgresql')(
    'are all removed when the server starts, before it listens; stored files stay',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-partials-'));
      const filesDir = path.join(dataDir, 'files');
      const justNow = await partial(filesDir, 'killed-mid-upload', 1000, 48 * 1024);
      const lastWeek = await partial(filesDir, 'killed-last-week', 7 * 24 * 60 * MINUTE);
      const stored = path.join(filesDir, 'firms', '1', 'documents', 'kept');
      await mkdir(path.dirname(stored), { recursive: true });
      await writeFile(stored, 'a finished upload');

      const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      };
      delete env.DATABASE_URL;
      delete env.S3_BUCKET;
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env });
      try {
        let output = '';
        server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        server.stdout.resume();
        await until(
          async () => output,
          (o) => o.includes('The portal is running at') || server.exitCode !== null,
          80_000,
        );
        expect(output).toContain('The portal is running at');
        expect(await exists(justNow)).toBe(false);
        expect(await exists(lastWeek)).toBe(false);
        expect(await readFile(stored, 'utf8')).toBe('a finished upload');
      } finally {
        if (server.exitCode === null) {
          server.kill('SIGTERM');
          await once(server, 'exit');
        }
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );

  it('at start with a database server, where processes may share DATA_DIR, removes only abandoned ones', async () => {
    const filesDir = await mkdtemp(path.join(os.tmpdir(), 'portal-partials-'));
    const storage = new LocalFileStorage(filesDir);
    const fresh = await partial(filesDir, 'another-process-uploading', 5 * MINUTE);
    const old = await partial(filesDir, 'abandoned', 61 * MINUTE);
    expect(await removePartialUploadsAtStart({ DATABASE_URL: 'postgres://db/portal' }, storage)).toEqual({
      files: 1,
      bytes: 1024,
    });
    expect([await exists(fresh), await exists(old)]).toEqual([true, false]);
    // On the embedded database this process is DATA_DIR's only one: every partial goes.
    await removePartialUploadsAtStart({ DATABASE_URL: undefined }, storage);
    expect(await readdir(path.join(filesDir, '.partial'))).toEqual([]);
    // S3 keeps no partial files to remove.
    const s3 = new S3FileStorage(createS3Client(loadConfig({ S3_BUCKET: 'portal' })), 'portal');
    expect(await removePartialUploads(s3, 0)).toEqual({ files: 0, bytes: 0 });
    await rm(filesDir, { recursive: true, force: true });
  });

  it('the hourly job removes one abandoned for an hour and leaves a recent one and an upload in flight', async () => {
    const schedule = await t.deps.database.executeSql('select cron from pgboss.schedule where name = $1', [
      REMOVE_PARTIAL_UPLOADS_JOB,
    ]);
    expect(schedule.rows).toEqual([{ cron: '41 * * * *' }]);
    const filesDir = path.join(t.dataDir, 'files');
    const old = await partial(filesDir, 'abandoned', 61 * MINUTE);
    const recent = await partial(filesDir, 'paused-for-a-while', 50 * MINUTE);
    // An upload in flight: half its body written, the rest still to come.
    const body = new PassThrough();
    const upload = t.deps.storage.put('firms/1/documents/in-flight', body);
    body.write('first half, ');
    const partials = path.join(filesDir, '.partial');
    const known = new Set(['abandoned', 'paused-for-a-while']);
    const live = await until(
      async () => (await readdir(partials)).filter((n) => !known.has(n)),
      (names) => names.length === 1,
    );
    expect(live).toHaveLength(1);

    const id = await t.deps.jobs.send(REMOVE_PARTIAL_UPLOADS_JOB, {});
    const job = await until(
      () => t.deps.jobs.getJob(REMOVE_PARTIAL_UPLOADS_JOB, id!),
      (j) => j?.state === 'completed' || j?.state === 'failed',
    );
    expect(job?.state).toBe('completed');
    expect(await exists(old)).toBe(false);
    expect(await exists(recent)).toBe(true);
    expect(await readdir(partials)).toEqual(expect.arrayContaining(live));
    body.end('second half');
    await upload;
    expect((await buffer(await t.deps.storage.get('firms/1/documents/in-flight'))).toString()).toBe(
      'first half, second half',
    );
  });
});

import S3rver from '@20minutes/s3rver';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformManifest } from '@portal/domain';
import { loadConfig } from '../../config.ts';
import { createS3Client, S3FileStorage } from '../../platform/storage/s3-file-storage.ts';
import { LocalFileStorage } from '../../platform/storage/local-file-storage.ts';
import type { PlatformPackage } from './platform-adapter.ts';
import { configuredAdapters } from './platform-export.jobs.ts';
import { storageDropTarget } from './storage-drop-target.ts';

const BUCKET = 'platform-drop';
const manifest = {
  format: 'portal.platform-export',
  version: 1,
  files: [],
  left_out: [],
} as unknown as PlatformManifest;
const pkg = (folder: string, files: PlatformPackage['files']): PlatformPackage => ({
  firmId: 9,
  folder,
  manifest,
  files,
});

describe('the built-in drop target on a bucket (PLATFORM_EXPORT_S3_BUCKET)', () => {
  let dir: string;
  let server: S3rver;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'platform-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    env = {
      DATA_DIR: dir,
      PLATFORM_EXPORT_S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts the PDFs and the manifest under <platform>/firm-<id>/<package>/', async () => {
    const config = loadConfig(env);
    const { location } = await configuredAdapters(config).scan_and_auto_flow.deliver(
      pkg('Roe 2025 export 3', [{ file_name: '01 W-2 2025.pdf', bytes: Buffer.from('%PDF-w2') }]),
    );
    expect(location).toBe('s3:scan_and_auto_flow/firm-9/Roe 2025 export 3/');
    const bucket = new S3FileStorage(createS3Client(config), BUCKET);
    const read = async (key: string) => (await buffer(await bucket.get(key))).toString();
    expect(await read('scan_and_auto_flow/firm-9/Roe 2025 export 3/01 W-2 2025.pdf')).toBe('%PDF-w2');
    expect(JSON.parse(await read('scan_and_auto_flow/firm-9/Roe 2025 export 3/manifest.json'))).toEqual(manifest);
    // Without the bucket the same call drops into the folder.
    const local = loadConfig({ DATA_DIR: dir });
    expect(
      (
        await configuredAdapters(local).third_party_dms.deliver(
          pkg('p', [{ file_name: 'a.pdf', bytes: Buffer.from('x') }]),
        )
      ).location,
    ).toBe(path.join(dir, 'platform-exports', 'third_party_dms', 'firm-9', 'p'));
  });

  it('refuses a name that is not one key segment', async () => {
    const target = storageDropTarget(new LocalFileStorage(path.join(dir, 'files')), 'dms/firm-1');
    await expect(target.deliver(pkg('..', []))).rejects.toThrow(/unsafe name/);
    await expect(target.deliver(pkg('ok', [{ file_name: 'a/b.pdf', bytes: Buffer.from('x') }]))).rejects.toThrow(
      /unsafe name/,
    );
  });
});

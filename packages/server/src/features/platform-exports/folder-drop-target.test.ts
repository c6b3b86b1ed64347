import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformManifest } from '@portal/domain';
import { folderDropTarget } from './folder-drop-target.ts';
import type { PlatformPackage } from './platform-adapter.ts';

const manifest = {
  format: 'portal.platform-export',
  version: 1,
  files: [],
  left_out: [],
} as unknown as PlatformManifest;
const pkg = (folder: string, files: PlatformPackage['files']): PlatformPackage => ({
  firmId: 1,
  folder,
  manifest,
  files,
});

describe('the built-in folder drop target', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'drop-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes the package under its folder, and a second run replaces it whole', async () => {
    const target = folderDropTarget(path.join(root, 'dms'));
    await target.deliver(pkg('Roe 2025 export 1', [{ file_name: '01 W-2 2025.pdf', bytes: Buffer.from('a') }]));
    const { location } = await target.deliver(
      pkg('Roe 2025 export 1', [{ file_name: '01 1040 2025.pdf', bytes: Buffer.from('b') }]),
    );
    expect(location).toBe(path.join(root, 'dms', 'Roe 2025 export 1'));
    expect((await readdir(location)).sort()).toEqual(['01 1040 2025.pdf', 'manifest.json']);
    expect(JSON.parse(await readFile(path.join(location, 'manifest.json'), 'utf8'))).toEqual(manifest);
    expect(await readdir(path.join(root, 'dms'))).toEqual(['Roe 2025 export 1']);
  });

  it('refuses a name that would leave its folder, and leaves nothing behind', async () => {
    const target = folderDropTarget(root);
    for (const bad of ['../escape', 'a/b', '..', ''])
      await expect(target.deliver(pkg(bad, []))).rejects.toThrow(/unsafe name/);
    await expect(target.deliver(pkg('ok', [{ file_name: '../x.pdf', bytes: Buffer.from('x') }]))).rejects.toThrow(
      /unsafe name/,
    );
    expect(await readdir(root)).toEqual([]);
  });
});

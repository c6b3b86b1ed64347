import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOCKET_NAME, holdDataDir, requestDump } from './data-dir-lock.ts';
import { FORMAT } from './manifest.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-lock-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
}

describe('holding DATA_DIR (one process at a time on the embedded database)', () => {
  it('refuses a second holder while the first holds it, and lets one in after release', async () => {
    const first = await holdDataDir(dataDir);
    await expect(holdDataDir(dataDir)).rejects.toThrow(/Another process is using .* one at a time/);
    await first.release();
    const second = await holdDataDir(dataDir);
    await second.release();
  });

  it('is held against another process, and taken over once that process is killed (kill -9 leaves the file)', async () => {
    const socket = path.join(dataDir, SOCKET_NAME);
    const other = spawn(process.execPath, [
      '-e',
      "require('net').createServer().listen(process.argv[1]); setInterval(() => {}, 1000)",
      socket,
    ]);
    try {
      await waitFor(() =>
        fs.stat(socket).then(
          () => true,
          () => false,
        ),
      );
      await expect(holdDataDir(dataDir)).rejects.toThrow(/Another process is using/);
    } finally {
      other.kill('SIGKILL');
      await new Promise((r) => other.once('exit', r));
    }
    expect((await fs.stat(socket)).isSocket()).toBe(true);
    const lock = await holdDataDir(dataDir);
    await lock.release();
  });

  it('lets only its owner connect', async () => {
    const lock = await holdDataDir(dataDir);
    expect((await fs.stat(path.join(dataDir, SOCKET_NAME))).mode & 0o777).toBe(0o600);
    await lock.release();
  });

  it('refuses a DATA_DIR whose socket path the system would cut short', async () => {
    await expect(holdDataDir(path.join(dataDir, 'x'.repeat(120)))).rejects.toThrow(/too long/);
  });
});

describe('asking the running portal for its database', () => {
  it('answers null when no portal holds DATA_DIR', async () => {
    expect(await requestDump(dataDir)).toBeNull();
  });

  it('hands over the dump of the holder, byte for byte', async () => {
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 256));
    const lock = await holdDataDir(dataDir);
    lock.serveDumps(async () => new Blob([bytes]));
    try {
      expect((await requestDump(dataDir))?.equals(bytes)).toBe(true);
    } finally {
      await lock.release();
    }
  });

  it('says why when the holder cannot dump (a portal still starting, a backup, a failure)', async () => {
    const lock = await holdDataDir(dataDir);
    try {
      await expect(requestDump(dataDir)).rejects.toThrow(/held by a portal still starting, a backup or a restore/);
      lock.serveDumps(() => Promise.reject(new Error('disk full')));
      await expect(requestDump(dataDir)).rejects.toThrow('The running portal could not dump its database: disk full');
    } finally {
      await lock.release();
    }
  });
});

describe('npm run restore', () => {
  const cli = fileURLToPath(new URL('./backup-cli.ts', import.meta.url));
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });

  it('refuses a DATA_DIR that is not empty with a message saying so, and changes nothing', async () => {
    const backup = path.join(dataDir, 'backup');
    await fs.mkdir(backup);
    const manifest = { format: FORMAT, createdAt: '', database: { kind: 'pglite', file: 'x' }, files: {}, entries: [] };
    await fs.writeFile(path.join(backup, 'manifest.json'), JSON.stringify(manifest));
    const target = path.join(dataDir, 'data');
    await fs.mkdir(target);
    await fs.writeFile(path.join(target, 'keep.txt'), 'mine');

    const result = run(['restore', backup], { DATA_DIR: target });
    expect(result.stderr).toContain(`DATA_DIR (${target}) is not empty`);
    expect(result.status).toBe(1);
    expect(await fs.readdir(target)).toEqual(['keep.txt']);
  });
});

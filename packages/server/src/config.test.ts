import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', LOG_LEVEL: 'info' });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://nope'],
    ['SMTP_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'ftp://x'],
  ])('names %s when its value is wrong', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('takes the sealing key and certificate together or not at all', () => {
    expect(() => loadConfig({ SIGNING_KEY_FILE: '/k.pem' })).toThrow(
      /SIGNING_KEY_FILE and SIGNING_CERT_FILE go together/,
    );
    expect(() => loadConfig({ SIGNING_CERT_FILE: '/c.pem' })).toThrow(/go together/);
    expect(loadConfig({ SIGNING_KEY_FILE: '/k.pem', SIGNING_CERT_FILE: '/c.pem' }).SIGNING_KEY_FILE).toBe('/k.pem');
  });

  it('start-up with PORT=abc exits non-zero with one line naming PORT', () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'abc', DATA_DIR: '/nonexistent-should-not-be-created' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  });
});

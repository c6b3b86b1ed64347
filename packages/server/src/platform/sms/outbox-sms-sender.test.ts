import { mkdir, mkdtemp, readFile, rm, rmdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fixedClock } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createSmsSender } from './create-sms-sender.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-outbox-sms-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const readLines = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>);

describe('OutboxSmsSender', () => {
  it('is chosen without Twilio and appends one JSON line per message under DATA_DIR/outbox', async () => {
    const clock = fixedClock('2025-06-01T12:00:00.000Z');
    const logged: object[] = [];
    const sender = createSmsSender(loadConfig({ DATA_DIR: dataDir }), { info: (obj) => logged.push(obj) }, clock);
    expect(sender.kind).toBe('outbox');

    const first = await sender.send({ to: '+15551234567', body: 'Your code is 123456' });
    clock.advance(1000);
    const second = await sender.send({ to: '+15557654321', body: 'Line one\nline "two"' });

    const file = path.join(dataDir, 'outbox', 'sms.jsonl');
    expect(await readLines(file)).toEqual([
      { id: first.id, to: '+15551234567', body: 'Your code is 123456', created_at: '2025-06-01T12:00:00.000Z' },
      { id: second.id, to: '+15557654321', body: 'Line one\nline "two"', created_at: '2025-06-01T12:00:01.000Z' },
    ]);
    expect(first.id).not.toBe(second.id);
    expect(logged).toEqual([
      { to: '+15551234567', body: 'Your code is 123456', file },
      { to: '+15557654321', body: 'Line one\nline "two"', file },
    ]);
  });

  it('never interleaves concurrent appends', async () => {
    const sender = new OutboxSmsSender(path.join(dataDir, 'deep', 'outbox'));
    // Bodies larger than a pipe buffer would tear if two writes could overlap.
    const bodies = Array.from({ length: 200 }, (_, i) => `${i}:`.padEnd(70_000, String.fromCharCode(97 + (i % 26))));
    const results = await Promise.all(bodies.map((body, i) => sender.send({ to: `+1555000${i}`, body })));

    const lines = await readLines(sender.file);
    expect(lines).toHaveLength(200);
    expect(new Set(lines.map((l) => l.id))).toEqual(new Set(results.map((r) => r.id)));
    for (const line of lines) {
      const i = Number(line.body!.split(':')[0]);
      expect(line.body).toBe(bodies[i]);
      expect(line.to).toBe(`+1555000${i}`);
    }
  });

  it('keeps going after a failed append', async () => {
    const sender = new OutboxSmsSender(path.join(dataDir, 'outbox'));
    // A directory where the file should be makes the append fail (root ignores file permissions).
    await mkdir(sender.file, { recursive: true });
    const failing = sender.send({ to: '+1', body: 'a' });
    const queued = sender.send({ to: '+2', body: 'b' });
    await expect(failing).rejects.toThrow();
    await expect(queued).rejects.toThrow();
    await rmdir(sender.file);
    await sender.send({ to: '+3', body: 'c' });
    expect((await readLines(sender.file)).map((l) => l.body)).toEqual(['c']);
  });

  it('refuses a partial Twilio configuration', () => {
    expect(() => createSmsSender(loadConfig({ DATA_DIR: dataDir, TWILIO_ACCOUNT_SID: 'AC123' }))).toThrow(
      /TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER/,
    );
    expect(() => createSmsSender(loadConfig({ DATA_DIR: dataDir, TWILIO_ACCOUNT_SID: 'AC123' }))).toThrow(ConfigError);
  });
});

import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fixedClock } from '@portal/domain';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMailer } from './create-mailer.ts';
import { OutboxMailer, extractLinks } from './outbox-mailer.ts';

let dataDir: string;
let logged: { obj: object; msg: string }[];
const logger = { info: (obj: object, msg: string) => logged.push({ obj, msg }) };

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-outbox-mail-'));
  logged = [];
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const emlFiles = async (dir: string) => (await readdir(dir)).filter((f) => f.endsWith('.eml'));

describe('OutboxMailer', () => {
  it('is chosen without SMTP_URL and writes a parsable .eml under DATA_DIR/outbox', async () => {
    const clock = fixedClock('2025-03-04T05:06:07.089Z');
    const mailer = createMailer(
      loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Acme Tax <portal@acme.test>' }),
      logger,
      clock,
    );
    expect(mailer.kind).toBe('outbox');
    const { messageId } = await mailer.send({
      to: 'client@example.test',
      subject: 'Sign in to Acme Tax',
      text: 'Use this link to sign in: https://portal.acme.test/magic?token=abc123&x=1.\nIt expires in 15 minutes.',
      replyTo: 'preparer@acme.test',
    });

    const outbox = path.join(dataDir, 'outbox');
    const files = await emlFiles(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2025-03-04T05-06-07-089Z-000000-[0-9a-f]{8}\.eml$/);
    const parsed = await PostalMime.parse(await readFile(path.join(outbox, files[0]!)));
    expect(parsed.messageId).toBe(messageId);
    expect(parsed.subject).toBe('Sign in to Acme Tax');
    expect(parsed.from).toMatchObject({ name: 'Acme Tax', address: 'portal@acme.test' });
    expect(parsed.to?.map((a) => a.address)).toEqual(['client@example.test']);
    expect(parsed.replyTo?.map((a) => a.address)).toEqual(['preparer@acme.test']);
    expect(new Date(parsed.date!).toISOString()).toBe('2025-03-04T05:06:07.000Z');
    expect(parsed.text).toContain('https://portal.acme.test/magic?token=abc123&x=1.');

    expect(logged).toEqual([
      {
        msg: 'Mail written to outbox',
        obj: {
          to: 'client@example.test',
          subject: 'Sign in to Acme Tax',
          links: ['https://portal.acme.test/magic?token=abc123&x=1'],
          file: path.join(outbox, files[0]!),
        },
      },
    ]);
  });

  it('keeps an html alternative', async () => {
    const mailer = new OutboxMailer(dataDir, 'portal@acme.test', logger);
    await mailer.send({ to: 'a@example.test', subject: 'Hi', text: 'plain', html: '<b>rich</b>' });
    const [file] = await emlFiles(dataDir);
    const parsed = await PostalMime.parse(await readFile(path.join(dataDir, file!)));
    expect(parsed.text?.trim()).toBe('plain');
    expect(parsed.html).toContain('<b>rich</b>');
  });

  it('names files so they sort in sending order, within one millisecond too', async () => {
    const clock = fixedClock('2025-12-31T23:59:59.998Z');
    const mailer = new OutboxMailer(dataDir, 'portal@acme.test', logger, clock);
    const subjects = ['first', 'second', 'third', 'fourth'];
    for (const [i, subject] of subjects.entries()) {
      if (i === 2) clock.advance(5);
      await mailer.send({ to: 'a@example.test', subject, text: 'x' });
    }
    const files = (await emlFiles(dataDir)).sort();
    const order = [];
    for (const file of files) order.push((await PostalMime.parse(await readFile(path.join(dataDir, file)))).subject);
    expect(order).toEqual(subjects);
    expect(await readdir(dataDir)).toHaveLength(4);
  });

  it('passes its health check, creating the folder', async () => {
    const mailer = new OutboxMailer(path.join(dataDir, 'new', 'outbox'), 'portal@acme.test', logger);
    await expect(mailer.check()).resolves.toBeUndefined();
  });
});

describe('extractLinks', () => {
  it('finds every http(s) link and leaves surrounding punctuation out', () => {
    expect(
      extractLinks('Go to https://a.test/x?y=1, or (http://b.test/path). Not ftp://c.test. <https://d.test/z>'),
    ).toEqual(['https://a.test/x?y=1', 'http://b.test/path', 'https://d.test/z']);
    expect(extractLinks('no links here')).toEqual([]);
  });
});

import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMailer } from './create-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

interface Received {
  mailFrom: string;
  rcptTo: string[];
  raw: Buffer;
}

const received: Received[] = [];
let catcher: SMTPServer;
let port: number;
let mailer: SmtpMailer;

beforeAll(async () => {
  // A real SMTP server on a free port, like the catcher the end-to-end tests use.
  catcher = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      buffer(stream).then(
        (raw) => {
          received.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => catcher.listen(0, '127.0.0.1', resolve));
  port = (catcher.server.address() as AddressInfo).port;
  const created = createMailer(
    loadConfig({
      DATA_DIR: '/nonexistent',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Acme Tax <portal@acme.test>',
    }),
    { info: () => {} },
  );
  if (!(created instanceof SmtpMailer)) throw new Error('expected the SMTP mailer when SMTP_URL is set');
  mailer = created;
});

afterAll(async () => {
  mailer?.close();
  await new Promise<void>((resolve) => catcher.close(resolve));
});

describe('SmtpMailer', () => {
  it('delivers a message with its recipient, subject and body', async () => {
    const { messageId } = await mailer.send({
      to: 'client@example.test',
      subject: 'Your documents are ready — 2024 return',
      text: 'Sign in at https://portal.acme.test/sign-in to review them.',
      html: '<p>Sign in at <a href="https://portal.acme.test/sign-in">the portal</a>.</p>',
      replyTo: 'preparer@acme.test',
    });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.mailFrom).toBe('portal@acme.test');
    expect(mail!.rcptTo).toEqual(['client@example.test']);
    const parsed = await PostalMime.parse(mail!.raw);
    expect(parsed.messageId).toBe(messageId);
    expect(parsed.to?.map((a) => a.address)).toEqual(['client@example.test']);
    expect(parsed.from).toMatchObject({ name: 'Acme Tax', address: 'portal@acme.test' });
    expect(parsed.replyTo?.map((a) => a.address)).toEqual(['preparer@acme.test']);
    expect(parsed.subject).toBe('Your documents are ready — 2024 return');
    expect(parsed.text?.trim()).toBe('Sign in at https://portal.acme.test/sign-in to review them.');
    expect(parsed.html).toContain('<a href="https://portal.acme.test/sign-in">');
  });

  it('passes its health check against a reachable server', async () => {
    await expect(mailer.check()).resolves.toBeUndefined();
  });

  it('fails its health check and sends when the server is unreachable', async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(resolve));
    const down = new SmtpMailer(`smtp://127.0.0.1:${closedPort}`, 'portal@acme.test');
    await expect(down.check()).rejects.toThrow();
    await expect(down.send({ to: 'a@b.test', subject: 's', text: 't' })).rejects.toThrow();
    down.close();
  });
});

import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import MailComposer from 'nodemailer/lib/mail-composer';
import { systemClock } from '@portal/domain';
import type { Clock } from '@portal/domain';
import { fromHeader, type InfoLogger, type MailMessage, type Mailer } from './mailer.ts';

// Trailing punctuation is usually the sentence around the link, not part of it.
const LINK = /https?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]}]/g;

/** Every http(s) link in a text, in order. */
export function extractLinks(text: string): string[] {
  return text.match(LINK) ?? [];
}

/**
 * Without SMTP each message becomes a real RFC 822 `.eml` file in the outbox folder (openable in
 * any mail client, readable by end-to-end tests), and its links are logged so someone running the
 * portal locally can follow a sign-in or invitation link from the console.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private sequence = 0;

  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly logger: InfoLogger,
    private readonly clock: Clock = systemClock,
  ) {}

  async send(msg: MailMessage): Promise<{ messageId: string }> {
    const now = this.clock.now();
    const node = new MailComposer({
      from: fromHeader(this.from, msg.fromName),
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
      html: msg.html,
      replyTo: msg.replyTo,
      messageId: msg.messageId,
      date: now,
    }).compile();
    const messageId = node.messageId();
    const file = path.join(this.dir, this.fileName(now));
    // Written under a dot-name and renamed, so a reader polling the folder never sees half a message.
    const temp = path.join(this.dir, `.${path.basename(file)}.tmp`);
    await mkdir(this.dir, { recursive: true });
    try {
      await pipeline(node.createReadStream(), createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    this.logger.info(
      { to: msg.to, subject: msg.subject, links: extractLinks(msg.text), file },
      'Mail written to outbox',
    );
    return { messageId };
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await access(this.dir, constants.W_OK);
  }

  /**
   * ISO time first so names sort by time; the per-process sequence orders messages sent in the same
   * millisecond and the random tail keeps several processes from colliding.
   */
  private fileName(now: Date): string {
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const seq = String(this.sequence++ % 1_000_000).padStart(6, '0');
    return `${stamp}-${seq}-${randomBytes(4).toString('hex')}.eml`;
  }
}

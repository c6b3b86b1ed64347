import { randomUUID } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { systemClock } from '@portal/domain';
import type { Clock } from '@portal/domain';
import type { InfoLogger } from '../mail/mailer.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/**
 * Without Twilio each message becomes one JSON line in `<outbox>/sms.jsonl`, where a local user or
 * an end-to-end test can read verification codes.
 */
export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;
  readonly file: string;
  // Appends are chained so lines from one process never interleave. Each line is one small
  // O_APPEND write, which Linux also keeps whole against other processes sharing the folder.
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly dir: string,
    private readonly logger?: InfoLogger,
    private readonly clock: Clock = systemClock,
  ) {
    this.file = path.join(dir, 'sms.jsonl');
  }

  send(msg: SmsMessage): Promise<{ id: string }> {
    const id = randomUUID();
    const line = `${JSON.stringify({ id, to: msg.to, body: msg.body, created_at: this.clock.now().toISOString() })}\n`;
    const write = this.queue.then(async () => {
      await mkdir(this.dir, { recursive: true });
      await appendFile(this.file, line);
    });
    // A failed append must not block the messages queued after it.
    this.queue = write.catch(() => undefined);
    return write.then(() => {
      this.logger?.info({ to: msg.to, body: msg.body, file: this.file }, 'SMS written to outbox');
      return { id };
    });
  }
}

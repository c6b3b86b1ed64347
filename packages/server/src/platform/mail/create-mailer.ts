import type { Clock } from '@portal/domain';
import type { Config } from '../../config.ts';
import type { InfoLogger, Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set, else `.eml` files in DATA_DIR/outbox with their links logged. */
export function createMailer(config: Config, logger: InfoLogger, clock?: Clock): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new OutboxMailer(config.outboxDir, config.MAIL_FROM, logger, clock);
}

import type { Clock } from '@portal/domain';
import { ConfigError } from '../../config.ts';
import type { Config } from '../../config.ts';
import type { InfoLogger } from '../mail/mailer.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';
import { TwilioSmsSender } from './twilio-sms-sender.ts';

const TWILIO_SETTINGS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const;

/** Twilio when all three TWILIO_* settings are set, else DATA_DIR/outbox/sms.jsonl. */
export function createSmsSender(config: Config, logger?: InfoLogger, clock?: Clock): SmsSender {
  const missing = TWILIO_SETTINGS.filter((name) => !config[name]);
  if (missing.length === 0) {
    return new TwilioSmsSender({
      accountSid: config.TWILIO_ACCOUNT_SID!,
      authToken: config.TWILIO_AUTH_TOKEN!,
      fromNumber: config.TWILIO_FROM_NUMBER!,
    });
  }
  // Some but not all set is a typo, not a wish for the outbox: texts would silently go nowhere.
  if (missing.length < TWILIO_SETTINGS.length) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} must be set along with the other TWILIO_* settings`,
    );
  }
  return new OutboxSmsSender(config.outboxDir, logger, clock);
}

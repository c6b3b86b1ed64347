import type { MailAction } from './compose-mail.ts';

/**
 * What a firm's emails show of it (spec 002 §1 branding; issue 21 §9): its name, its logo's absolute
 * address and its theme colour as drawn on buttons (already adjusted for white text, themeColourAdjustment).
 */
export interface MailBrand {
  name: string;
  logoUrl: string | null;
  colour?: string | null;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The email's one call to action (compose-mail.ts): a button in the HTML version, its link in the text. */
  action?: MailAction;
  replyTo?: string;
  /** The firm the mail speaks for: without `html`, an HTML version headed by its logo is added (branded-mailer.ts). */
  firmId?: number;
  /** The From display name (the firm's name, set by branded-mailer.ts); the address stays MAIL_FROM's. */
  fromName?: string;
  /**
   * The firm's brand when the sender has already read it (a bulk send reads it once for all its mails, issue 22
   * §3); null sends the mail unbranded. Left out, branded-mailer.ts reads it for this mail.
   */
  brand?: MailBrand | null;
  /**
   * The Message-ID, when the sender needs it the same on every attempt (a job run again after a crash,
   * job-effects.ts): a mail program shows two copies with one Message-ID as one. Left out, one is made.
   */
  messageId?: string;
}

/**
 * The From header: MAIL_FROM ("Name <address>" or a bare address), its display name replaced by `name`
 * when given. Only the name changes, so SPF and DKIM for the portal's own address keep passing.
 */
export function fromHeader(configured: string, name?: string): string | { name: string; address: string } {
  if (!name?.trim()) return configured;
  const address = /<([^<>]+)>\s*$/.exec(configured)?.[1] ?? configured.trim();
  return { name: name.trim(), address };
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(msg: MailMessage): Promise<{ messageId: string }>;
  /** Health probe: throws when mail cannot be sent. */
  check(): Promise<void>;
}

/** The slice of pino the outbox needs; pino's logger and test spies both fit. */
export interface InfoLogger {
  info(obj: object, msg: string): void;
}

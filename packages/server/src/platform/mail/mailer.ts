export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The firm the mail speaks for: without `html`, an HTML version headed by its logo is added (branded-mailer.ts). */
  firmId?: number;
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

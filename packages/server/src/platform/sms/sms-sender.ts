export interface SmsMessage {
  /** E.164 number, e.g. +15551234567. */
  to: string;
  body: string;
}

export interface SmsSender {
  readonly kind: 'twilio' | 'outbox';
  send(msg: SmsMessage): Promise<{ id: string }>;
}

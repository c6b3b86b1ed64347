import twilio from 'twilio';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

type TwilioClient = ReturnType<typeof twilio>;
export type TwilioHttpClient = NonNullable<Parameters<typeof twilio>[2]>['httpClient'];

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** Replaces the SDK's HTTP layer; tests use it to send the real requests to a local server. */
  httpClient?: TwilioHttpClient;
}

/** Sends through Twilio's Messages API; the returned id is the message SID. */
export class TwilioSmsSender implements SmsSender {
  readonly kind = 'twilio' as const;
  private readonly client: TwilioClient;
  private readonly from: string;

  constructor(settings: TwilioSettings) {
    this.client = twilio(settings.accountSid, settings.authToken, { httpClient: settings.httpClient });
    this.from = settings.fromNumber;
  }

  async send(msg: SmsMessage): Promise<{ id: string }> {
    const message = await this.client.messages.create({ to: msg.to, from: this.from, body: msg.body });
    return { id: message.sid };
  }
}

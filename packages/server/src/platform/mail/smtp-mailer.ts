import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { fromHeader, type MailMessage, type Mailer } from './mailer.ts';

/** Sends through an SMTP server given as a URL (smtp://user:pass@host:587, smtps://... for TLS). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(msg: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({
      from: fromHeader(this.from, msg.fromName),
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
      html: msg.html,
      replyTo: msg.replyTo,
      messageId: msg.messageId,
    });
    return { messageId: info.messageId };
  }

  /** Connects and authenticates without sending anything. */
  async check(): Promise<void> {
    await this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }
}

import { FIRM_ACCESS_LABELS, type FirmAccess } from '@portal/domain';
import { composeMail, mailSubject } from '../../platform/mail/compose-mail.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** An invitation lives a week: long enough to be read after a weekend, short enough not to linger. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function inviteMail(input: {
  to: string;
  firmName: string;
  inviterName: string;
  access: FirmAccess;
  link: string;
}): MailMessage {
  const { to, firmName, inviterName, access, link } = input;
  return {
    to,
    ...composeMail({
      subject: mailSubject(firmName, 'your invitation to the client portal'),
      lead: [
        `${inviterName} invited you to join ${firmName} on the client portal (access level: ${FIRM_ACCESS_LABELS[access]}).`,
        'Choose how you will sign in: a password, an email code or a text code.',
      ],
      action: { label: 'Accept the invitation', url: link },
      after: [
        `The link works once and expires in 7 days. If it has expired, ask ${firmName} to send your invitation again.`,
      ],
    }),
  };
}

import { composeMail, mailSubject } from '../../platform/mail/compose-mail.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

const ignore = 'If you did not ask for it, you can ignore this email.';

/** The texts of sign-in emails and SMS. Links are absolute, built from PUBLIC_URL. */
export const authMail = {
  code(to: string, firmName: string, code: string, purpose: 'sign-in' | 'two-factor'): MailMessage {
    const what = purpose === 'sign-in' ? 'sign-in' : 'two-factor verification';
    // A code is read, not followed: no button.
    return {
      to,
      ...composeMail({
        subject: mailSubject(firmName, `your ${what} code is ${code}`),
        lead: [`Your ${what} code for the ${firmName} client portal is ${code}.`],
        after: [`It expires in 10 minutes and works once. ${ignore}`],
      }),
    };
  },
  magicLink(to: string, firmName: string, link: string): MailMessage {
    return {
      to,
      ...composeMail({
        subject: mailSubject(firmName, 'your sign-in link'),
        lead: [`Sign in to the ${firmName} client portal with this link.`],
        action: { label: 'Sign in', url: link },
        after: [`It expires in 30 minutes and works once. ${ignore}`],
      }),
    };
  },
  /** Issue 36 §2: the owner hears when their password is being guessed (the lock itself no longer tells them). */
  passwordGuessed(to: string, firmName: string, failures: number): MailMessage {
    return {
      to,
      subject: `${firmName}: someone is trying to guess your password`,
      text: `There have been ${failures} wrong passwords for your ${firmName} client portal account in the last 15 minutes.\n\nIf this was not you, someone may be trying to guess your password. You can still sign in with a code or link sent to this address, and choose a new password from the sign-in page.\n\nThe addresses they try from are slowed down; your account stays open to you.`,
    };
  },
  reset(to: string, firmName: string, link: string): MailMessage {
    return {
      to,
      ...composeMail({
        subject: mailSubject(firmName, 'choose how you sign in'),
        lead: [
          `Someone (hopefully you) asked to reset how you sign in to the ${firmName} client portal. Choose a password, an email code or a text code.`,
        ],
        action: { label: 'Choose how you sign in', url: link },
        after: [`The link expires in 60 minutes and works once. ${ignore}`],
      }),
    };
  },
  /** The firm's creator confirms their address; until then the firm's mail waits. */
  confirmFirmEmail(to: string, firmName: string, fname: string, link: string): MailMessage {
    return {
      to,
      ...composeMail({
        subject: mailSubject(firmName, 'confirm your email address'),
        greeting: `Welcome to your client portal, ${fname}.`,
        lead: [`Confirm that ${to} is your address.`],
        action: { label: 'Confirm my email address', url: link },
        after: [
          'Until you do, the portal keeps the emails your firm sends to clients and staff, and sends them all once you confirm. The link works for 7 days.',
        ],
      }),
    };
  },
};

export const authSms = {
  code: (firmName: string, code: string) => `${code} is your ${firmName} portal code. It expires in 10 minutes.`,
};

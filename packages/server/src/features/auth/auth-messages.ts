import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The texts of sign-in emails and SMS. Links are absolute, built from PUBLIC_URL. */
export const authMail = {
  code(to: string, firmName: string, code: string, purpose: 'sign-in' | 'two-factor'): MailMessage {
    const what = purpose === 'sign-in' ? 'sign-in' : 'two-factor verification';
    return {
      to,
      subject: `${firmName}: your ${what} code is ${code}`,
      text: `Your ${what} code for the ${firmName} client portal is ${code}.\n\nIt expires in 10 minutes and works once. If you did not ask for it, you can ignore this email.`,
    };
  },
  magicLink(to: string, firmName: string, link: string): MailMessage {
    return {
      to,
      subject: `${firmName}: your sign-in link`,
      text: `Sign in to the ${firmName} client portal with this link:\n\n${link}\n\nIt expires in 30 minutes and works once. If you did not ask for it, you can ignore this email.`,
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
      subject: `${firmName}: choose how you sign in`,
      text: `Someone (hopefully you) asked to reset how you sign in to the ${firmName} client portal.\n\nChoose a password, an email code or a text code here:\n\n${link}\n\nThe link expires in 60 minutes and works once. If you did not ask for it, you can ignore this email.`,
    };
  },
};

export const authSms = {
  code: (firmName: string, code: string) => `${code} is your ${firmName} portal code. It expires in 10 minutes.`,
};

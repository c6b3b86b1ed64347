import { taxReturnEmailParts, taxReturnEmailWhat } from '@portal/domain';
import { composeMail, mailSubject, type ComposedMail } from '../../platform/mail/compose-mail.ts';

/** What a tax return email names: the firm, the return's year and its entity. */
export interface ReturnMailFacts {
  firmName: string;
  companyName: string;
  taxYear: number;
}

/** A return sent to sign and pay (spec 002 §9): the spec's body around one button. */
export function returnReadyMail(
  f: ReturnMailFacts & { preferredName: string; balanceCents: number },
  link: string,
): ComposedMail {
  const parts = taxReturnEmailParts(f);
  return composeMail({
    subject: mailSubject(f.firmName, taxReturnEmailWhat(f.taxYear), f.companyName),
    greeting: parts.greeting,
    lead: parts.lead,
    action: { label: parts.actionLabel, url: link },
    after: parts.after,
  });
}

/** A reminder to each signer who has not signed, and to the payer while a voucher is unpaid. */
export function returnReminderMail(f: ReturnMailFacts & { fname: string }, link: string): ComposedMail {
  return composeMail({
    subject: mailSubject(f.firmName, `reminder, your ${f.taxYear} tax return is waiting for you`, f.companyName),
    greeting: `Hi ${f.fname},`,
    lead: [
      `Your ${f.taxYear} tax return still needs your signature, or a tax payment to the IRS or your state (the page says whom to pay and how).`,
    ],
    action: { label: 'Open your tax return', url: link },
    after: [`Thank you,\n${f.firmName}`],
  });
}

/** A draft for the client's approval. */
export function draftReadyMail(f: ReturnMailFacts & { fname: string }, link: string): ComposedMail {
  return composeMail({
    subject: mailSubject(f.firmName, `your ${f.taxYear} tax return draft is ready for your review`, f.companyName),
    greeting: `Hi ${f.fname},`,
    lead: [
      `${f.firmName} has prepared a draft of your ${f.taxYear} tax return. Please review it and approve it or tell us what should change.`,
    ],
    action: { label: 'Review the draft', url: link },
    after: [`Thank you,\n${f.firmName}`],
  });
}

/** The client's answer to a draft, to the staff who uploaded it and the assigned firm user. */
export function draftAnsweredMail(
  f: ReturnMailFacts & { title: string; returnName: string; reason: string | null },
  link: string,
): ComposedMail {
  return composeMail({
    subject: mailSubject(f.firmName, `${f.title.charAt(0).toLowerCase()}${f.title.slice(1)}`, f.companyName),
    lead: [
      `${f.title} for ${f.companyName}: ${f.returnName} (${f.taxYear}).`,
      ...(f.reason ? [`The client's reason: ${f.reason}`] : []),
    ],
    action: { label: 'Open the return', url: link },
  });
}

/** A return filed in the entity's documents instead of delivered: the firm's own subject and message. */
export function returnInDocumentsMail(subject: string, message: string, link: string): ComposedMail {
  return composeMail({ subject, lead: [message], action: { label: 'Open your documents', url: link } });
}

import { byDueDate, forWording } from '@portal/domain';
import { composeMail, mailSubject, type ComposedMail } from '../../platform/mail/compose-mail.ts';

/** What a questionnaire email names: the firm, the client, the questionnaire and its entity. */
export interface QuestionnaireMailFacts {
  firmName: string;
  fname: string;
  lname: string;
  taxYear: number;
  questionnaireName: string;
  companyName: string;
  dueDate: string | null;
}

const forWho = (f: QuestionnaireMailFacts) => forWording(f.companyName, `${f.fname} ${f.lname}`);

/** A questionnaire sent to the entity's clients: the one button opens it. */
export function questionnaireSentMail(f: QuestionnaireMailFacts, link: string): ComposedMail {
  return composeMail({
    subject: mailSubject(f.firmName, `your ${f.taxYear} ${f.questionnaireName}`, f.companyName),
    greeting: `Hi ${f.fname},`,
    lead: [
      `${f.firmName} sent you your ${f.taxYear} ${f.questionnaireName}${forWho(f)}. Please complete it${byDueDate(f.dueDate)}.`,
    ],
    action: { label: 'Open your questionnaire', url: link },
  });
}

/** The lead of a questionnaire's text message (SMS keeps the plain address after it). */
export const questionnaireSentSms = (f: QuestionnaireMailFacts) =>
  `${f.firmName} sent you your ${f.taxYear} ${f.questionnaireName}${forWho(f)}. Please complete it${byDueDate(f.dueDate)}.`;

/** A message of the firm's own about a questionnaire (a reminder, open items, a status): its texts, then the button. */
export function questionnaireNoticeMail(subject: string, message: string, link: string): ComposedMail {
  return composeMail({ subject, lead: [message], action: { label: 'Open your questionnaire', url: link } });
}

/** Documents requested through a drop-off link: what to upload, the button, how long the link lasts. */
export function dropOffMail(f: QuestionnaireMailFacts, items: readonly string[], link: string, validity: string) {
  return composeMail({
    subject: mailSubject(f.firmName, `documents requested for ${f.taxYear}`, f.companyName),
    greeting: `Hi ${f.fname},`,
    lead: [dropOffLead(f), `Please provide:\n${items.map((i) => `- ${i}`).join('\n')}`],
    action: { label: 'Upload your documents', url: link },
    after: [validity],
  });
}

export const dropOffLead = (f: QuestionnaireMailFacts) =>
  `${f.firmName} requests documents for ${f.taxYear}${forWho(f)}${byDueDate(f.dueDate)}.`;

/** Staff send a client a fresh sign-in link that opens the questionnaire (its sign-in method is chosen anew). */
export function questionnaireSignInLinkMail(f: QuestionnaireMailFacts, link: string): ComposedMail {
  return composeMail({
    subject: mailSubject(f.firmName, 'your sign-in link', f.companyName),
    greeting: `Hi ${f.fname},`,
    lead: [
      `${f.firmName} sent you a link to sign in to your client portal and open your ${f.taxYear} ${f.questionnaireName}. It lets you choose how you sign in: a password, an email code or a text code.`,
    ],
    action: { label: 'Sign in and open your questionnaire', url: link },
    after: ['The link works once and expires in 7 days. If you did not expect it, you can ignore this email.'],
  });
}

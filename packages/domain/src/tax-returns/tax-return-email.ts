import { formatCents } from '../payments/checkout.rules.ts';
import { DEFAULT_SEND_TO_DOCUMENTS_PATH, DEFAULT_SEND_TO_DOCUMENTS_SUBJECT } from '../firm/firm.schemas.ts';

/**
 * What the email is about, in the spec's words (spec 002 §9 'Your {year} tax return is ready for review'); the subject
 * puts it in the portal's one pattern, "{Firm}: {what} — {entity}" (issue 38 §1).
 */
export const taxReturnEmailWhat = (taxYear: number) => `your ${taxYear} tax return is ready for review`;

/** Send to documents instead (spec 002 §3, §9): the firm's folder, subject and message, with their placeholders. */
const fillTemplate = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{${key}}`, value), template);
export const sendToDocumentsPath = (template: string | null | undefined, taxYear: number) =>
  fillTemplate(template?.trim() || DEFAULT_SEND_TO_DOCUMENTS_PATH, { year: String(taxYear) });
export const sendToDocumentsSubject = (taxYear: number, template: string = DEFAULT_SEND_TO_DOCUMENTS_SUBJECT) =>
  fillTemplate(template, { tax_year: String(taxYear) });
export const fillSendToDocumentsMessage = (template: string, preferredName: string, taxYear: number) =>
  fillTemplate(template, { client_preferred_name: preferredName, tax_year: String(taxYear) });

export { TAX_RETURN_DELIVERY_FOLDER } from '../documents/document-rules.ts';

export interface TaxReturnEmail {
  preferredName: string;
  taxYear: number;
  /** What the vouchers ask, in cents; 0 when nothing is owed. */
  balanceCents: number;
  firmName: string;
}

/**
 * The body of spec 002 §9, around its link: greets the client by preferred name, asks them to review and sign through
 * the link (which also shows any balance owed), says e-filing follows the authorization form and payment, and signs
 * off with the firm's name. The link itself is the email's button (compose-mail on the server).
 */
export function taxReturnEmailParts(e: TaxReturnEmail) {
  const balance =
    e.balanceCents > 0
      ? `The balance owed is ${formatCents(e.balanceCents, 'usd')}, paid to the tax authorities (the IRS or your state), not to us. The same page shows whom to pay, by when and how; tell us there once you have paid.`
      : 'No balance is owed.';
  return {
    greeting: `Hi ${e.preferredName},`,
    lead: [`Your ${e.taxYear} tax return is ready. Please review and sign it.`],
    actionLabel: 'Review and sign your tax return',
    after: [
      `${balance}\nWe will e-file your return once the e-file authorization form is signed and any payment is made.`,
      `Thank you,\n${e.firmName}`,
    ],
  };
}

/**
 * Taxpayer identification numbers and account numbers must never leave a tax document (issue 35 §4): not in a
 * document's name, a file name, a log line, a notification or an email. These patterns find them as forms and
 * statements print them; `withoutSecrets` drops them from any text Connect writes from what a page says.
 */

/** An SSN or ITIN ("123-45-6789", "123 45 6789"), an EIN ("12-3456789"), or a run of nine digits. */
const TIN = /(?<!\d)(?:\d{3}[-\s.]\d{2}[-\s.]\d{4}|\d{2}[-\s.]\d{7}|\d{9})(?!\d)/g;
/** An account, routing or policy number: five or more digits in a row (hyphens allowed), with a letter prefix. */
const ACCOUNT = /(?<![\dA-Za-z])[A-Za-z]{0,3}\d[\d-]{3,}\d(?!\d)/g;
/** A masked number keeps at most its last four digits ("XXX-XX-1234", "****1234"). */
const MASKED = /(?<![A-Za-z])[X*•]{2,}(?:[-\s]?[X*•]{2,})*[-\s]?\d{0,4}(?![A-Za-z])/gi;

/** Whether a text shows an SSN, ITIN or EIN in full. */
export function hasTaxId(text: string): boolean {
  TIN.lastIndex = 0;
  return TIN.test(text);
}

/** The text with every TIN, account number and masked number taken out, and the spaces tidied. */
export function withoutSecrets(text: string): string {
  return text
    .replace(TIN, ' ')
    .replace(MASKED, ' ')
    .replace(ACCOUNT, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:.\-–—]+|[\s,;:\-–—]+$/g, '')
    .trim();
}

import { FORM_RULES, type RecognisedForm } from './form-rules.ts';

/**
 * Next year's checklist from this year's documents (issue 42 §4): each information return Connect recognised for
 * a year (a W-2, a 1099, a K-1 ...) is expected again the next year, from the same payer.
 */
const STATEMENTS = new Set<string>(FORM_RULES.filter((r) => r.kind === 'statement').map((r) => r.form));

/** Forms that come every year from a payer; returns and schedules the taxpayer files are not asked for. */
export const isExpectedEveryYear = (form: string): form is RecognisedForm => STATEMENTS.has(form);

/** The checklist item's name: "W-2 from Acme Corp.", or the form alone when no payer was read. */
export const expectedDocumentName = (d: { form: string; payer: string | null }): string =>
  d.payer ? `${d.form} from ${d.payer}` : d.form;

/** Words a payer's name may carry or drop from one year's form to the next. */
const COMPANY_SUFFIXES =
  /\b(?:inc|incorporated|llc|l l c|corp|corporation|co|company|ltd|limited|lp|llp|na|n a|plc)\b/g;

/** A payer's name as compared: case, punctuation and company suffixes aside ("ACME CORP" is "Acme Corp., Inc."). */
export function payerKey(payer: string | null): string {
  if (!payer) return '';
  return payer
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(COMPANY_SUFFIXES, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a recognised document is the one an item expects: the same form from the same payer. */
export const matchesExpected = (
  expected: { form: string; payer: string | null },
  recognised: { form: string | null; payer: string | null },
): boolean => recognised.form === expected.form && payerKey(recognised.payer) === payerKey(expected.payer);

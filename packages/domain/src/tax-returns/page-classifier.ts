import type { SignerRole } from './tax-return.schemas.ts';
import { voucherAuthority, type TaxAuthority } from './tax-payments.ts';

/**
 * An e-file authorization form the firm needs signed, and who signs it. `spouse` says why a spouse signs
 * too: the page names one, or it has a spouse's signature line (which a joint return's spouse signs).
 */
export interface ProposedESignForm {
  page: number;
  form_id: string;
  signers: SignerRole[];
  spouse: 'named' | 'signature_line' | null;
}

/** A payment voucher, with what its page says of the amount, the due date and whom it pays. */
export interface ProposedVoucher {
  page: number;
  form_id: string;
  amount_cents: number | null;
  due_date: string | null;
  authority: TaxAuthority | null;
}

/** A return (or form) the client must mail on paper. */
export interface ProposedPaperFiling {
  page: number;
  form_id: string;
}

export interface ProposedClassification {
  page_count: number;
  e_sign_forms: ProposedESignForm[];
  payment_vouchers: ProposedVoucher[];
  paper_filed_returns: ProposedPaperFiling[];
}

const E_FILE_AUTHORIZATION = /e-?file\s+signature\s+authorization/i;
const IRS_AUTHORIZATION_FORM = /\bForm\s+(8879(?:-(?:S|PE|C|EO|F|CORP|TE|WH|EMP|B|I))?|8878(?:-A)?)\b/i;
const STATE_AUTHORIZATION_FORM = /\b(FTB\s*8879|TR-579-[A-Z]+|TR-\d{3,4}(?:-[A-Z]+)?|(?:Form\s+)?[A-Z]{1,3}-?8879)\b/;
const ENTITY_AUTHORIZATION = /^(8879-(S|PE|C|EO|F|CORP|TE|B|I))$/i;

const VOUCHER = /payment\s+voucher|estimated\s+tax\s+(?:payment\s+)?voucher/i;
const IRS_VOUCHER_FORM = /\bForm\s+(1040-V|1040-ES|1041-ES|1120-W|940-V|941-V)\b/i;
const STATE_VOUCHER_FORM = /\b(IT-\d{3}-V|\d{3}-ES|Form\s+\d{2,4}-(?:V|ES|PV)|[A-Z]{1,3}-\d{2,4}-?(?:V|ES|PV))\b/i;

const PAPER_FILED =
  /\b(?:mail\s+(?:this|your)\s+(?:return|form)|must\s+be\s+(?:paper[- ]filed|mailed)|file\s+(?:this\s+(?:return|form)\s+)?by\s+mail|paper[- ]filed?\s+return)\b/i;
const RETURN_FORM = /\bForm\s+(1040(?:-(?:SR|NR|X))?|1041|1065|1120(?:-S)?|990(?:-[A-Z]+)?|\d{2,4}[A-Z]?)\b/i;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Words of a form's own labels: after "Spouse's name" they mean the line was left empty. */
const LABEL_WORD =
  /^(social|security|ssn|signature|date|spouse|spouse's|spouse’s|taxpayer|taxpayer's|taxpayer’s|your|part|pin|form|tax|year|address|name|number|i|ii|iii|iv|and)$/i;

/** "Spouse's name: Liam Jones" with a name after it: the form is joint, so the spouse signs too. */
function hasSpouse(text: string): boolean {
  const m = text.match(/[Ss]pouse(?:'|’)?s\s+[Nn]ame\s*:?\s*((?:[A-Z][A-Za-z.'’-]*\s*){1,4})/);
  if (!m) return false;
  // The name runs up to the next label; a label straight after means the line was left empty.
  const words = m[1]!.trim().split(/\s+/);
  const end = words.findIndex((word) => LABEL_WORD.test(word));
  return (end === -1 ? words.length : end) > 0;
}

/** "Spouse's signature" (or the spouse's PIN): the line a joint return's spouse signs. */
const SPOUSE_LINE = /spouse(?:'|’)?s\s+(?:signature|pin)\b/i;

/** "$1,234.56" after the voucher's amount label, in cents. */
function amountCents(text: string): number | null {
  const m = text.match(
    /amount\s+(?:you\s+are\s+paying|of\s+(?:estimated\s+tax\s+)?(?:payment|you\s+are\s+paying)|enclosed|due|paid)[^$\d]{0,60}\$?\s*([\d,]+(?:\.\d{2})?)/i,
  );
  if (!m) return null;
  const cents = Math.round(Number(m[1]!.replaceAll(',', '')) * 100);
  return Number.isFinite(cents) && cents > 0 ? cents : null;
}

/** "Due April 15, 2026" (or "due by", "due date") as 2026-04-15. */
function dueDate(text: string): string | null {
  const m = text.match(/\bdue(?:\s+date)?(?:\s+by|\s+on)?\s*:?\s*([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})/i);
  if (!m) return null;
  const month = MONTHS.findIndex((name) => name.startsWith(m[1]!.toLowerCase().slice(0, 3)));
  const day = Number(m[2]);
  if (month < 0 || day < 1 || day > 31) return null;
  return `${m[3]}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const normaliseFormId = (id: string) =>
  id
    .replace(/^Form\s+/i, '')
    .replace(/\s+/g, ' ')
    .toUpperCase();

/**
 * Proposes how a return's pages are delivered (issue 17 §2), from each page's text: which pages are e-file
 * authorization forms (8879 and its entity variants, 8878, state authorizations) and who signs them, which
 * are payment vouchers (1040-V, 1040-ES, state vouchers) with the amount and due date their text shows, and
 * which returns must be mailed on paper. Staff confirm or correct every proposal before sending.
 */
export function classifyReturnPages(pages: readonly string[]): ProposedClassification {
  const result: ProposedClassification = {
    page_count: pages.length,
    e_sign_forms: [],
    payment_vouchers: [],
    paper_filed_returns: [],
  };
  pages.forEach((raw, page) => {
    const text = raw.replace(/\s+/g, ' ');
    if (E_FILE_AUTHORIZATION.test(text)) {
      const irs = text.match(IRS_AUTHORIZATION_FORM)?.[1];
      const state = irs ? undefined : text.match(STATE_AUTHORIZATION_FORM)?.[1];
      const formId = irs ? normaliseFormId(irs) : state ? normaliseFormId(state) : 'STATE E-FILE AUTHORIZATION';
      const entity = ENTITY_AUTHORIZATION.test(formId);
      const spouse = entity ? null : hasSpouse(text) ? 'named' : SPOUSE_LINE.test(text) ? 'signature_line' : null;
      const signers: SignerRole[] = entity ? ['officer'] : spouse ? ['taxpayer', 'spouse'] : ['taxpayer'];
      result.e_sign_forms.push({ page, form_id: formId, signers, spouse });
      return;
    }
    if (VOUCHER.test(text)) {
      const form = text.match(IRS_VOUCHER_FORM)?.[1] ?? text.match(STATE_VOUCHER_FORM)?.[1] ?? 'PAYMENT VOUCHER';
      const formId = normaliseFormId(form);
      result.payment_vouchers.push({
        page,
        form_id: formId,
        amount_cents: amountCents(text),
        due_date: dueDate(text),
        authority: voucherAuthority(formId, text),
      });
      return;
    }
    if (PAPER_FILED.test(text)) {
      const form = text.match(RETURN_FORM)?.[1] ?? 'RETURN';
      result.paper_filed_returns.push({ page, form_id: normaliseFormId(form) });
    }
  });
  return result;
}

import { phrase } from './fuzzy-phrase.ts';
import { canonical } from './form-numbers.ts';
import type { FormRule } from './form-rules.ts';
import type { PageText } from './page-evidence.ts';
import { type TextLine, wordsOf } from './page-lines.ts';
import { withoutSecrets } from './secrets.ts';

/**
 * Who issued a document and for which year, as its page shows them (issue 35 §4): the payer is read from the
 * payer's box (the line under its caption, never the caption's own wrapped end) or, on a bank's or an agency's
 * statement, from its letterhead; numbers that identify people or accounts are never part of it.
 */

/** Words of the captions around a payer's box: a line made of them is a caption, not a name. */
const CAPTION_WORDS = new Set(
  (
    "payer payer's payers recipient recipient's lender lender's filer filer's trustee trustee's issuer issuer's " +
    "employer employer's employee employee's creditor creditor's donee donee's borrower borrower's partnership's " +
    "corporation's estate's trust's name names street address city town state province country zip foreign postal " +
    'code telephone phone no number and or including apt s tin id identification see instructions optional'
  ).split(' '),
);

/** The other party of a form: a caption naming them is not the payer's, however alike it reads ("employee"). */
const OTHER_PARTY = new Set(
  'employee recipient borrower student participant payee debtor transferor donor insured beneficiary partner shareholder winner'.split(
    ' ',
  ),
);

/** OCR must be at least this sure of a line for it to become part of a document's name. */
const SURE_ENOUGH = 70;

const captionLike = (line: Pick<TextLine, 'tokens'>) => {
  const caption = line.tokens.filter((t) => CAPTION_WORDS.has(t)).length;
  return caption >= 2 && caption / line.tokens.length >= 0.5;
};

/** Words that a letterhead's company name often has. */
const ORGANISATION =
  /\b(?:BANK|BANCORP|N\.?A\.?|INC|INCORPORATED|LLC|L\.?L\.?C|LLP|LP|CORP|CORPORATION|COMPANY|CO|CREDIT UNION|FINANCIAL|SECURITIES|INVESTMENTS?|BROKERAGE|FUNDS?|TRUST|INSURANCE|MORTGAGE|LENDING|LOANS?|SERVICES|SERVICING|GROUP|HOLDINGS|CAPITAL|PARTNERS|ASSOCIATES|ASSOCIATION|UNIVERSITY|COLLEGE|SCHOOL|DISTRICT|HOSPITAL|HEALTH|DEPARTMENT|ADMINISTRATION|AUTHORITY|COMMISSION|AGENCY|STATE OF|COUNTY|CITY OF|TREASURY|PAYROLL)\b/;

/** What is not a name: the form's own words, dates, amounts, addresses, boilerplate. */
const NOT_A_NAME =
  /\b(?:FORM|COPY|OMB|CORRECTED|VOID|DEPARTMENT OF THE TREASURY|INTERNAL REVENUE|STATEMENT|TAX YEAR|TAX INFORMATION|INFORMATION|IMPORTANT|INSTRUCTIONS|PAGE|RECIPIENT|ACCOUNT|SUMMARY|CONSOLIDATED|AMENDED|DOCUMENT|PREPARED|DATE|TOTAL|BOX|CUSIP|SYMBOL|SHARES|QUANTITY|DESCRIPTION)\b/;
const ADDRESS =
  /^\d+\s+\S+.*\b(?:ST|STREET|AVE|AVENUE|RD|ROAD|BLVD|DR|DRIVE|LN|LANE|WAY|PL|PLACE|CT|SUITE|STE|PKWY|HWY|PO BOX|P\.?O\.? BOX)\b|^P\.?\s?O\.?\s?BOX\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?$/;

/** A name as a document's name may carry it: no numbers that identify anyone, no stray punctuation, 60 letters at most. */
export function cleanName(text: string): string | null {
  const cleaned = withoutSecrets(text)
    .replace(/\s+\d{3,}.*$/, '')
    .replace(/[^\p{L}\p{N}&.,'’\- ]+/gu, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s.,'’-]+|[\s,'’-]+$/g, '')
    .trim();
  if ((cleaned.match(/\p{L}/gu) ?? []).length < 3) return null;
  return cleaned.length > 60 ? cleaned.slice(0, cleaned.lastIndexOf(' ', 60)).trim() || cleaned.slice(0, 60) : cleaned;
}

/** The words of a form's titles and captions: a line made mostly of them is the form speaking, not a name. */
const formWords = new Map<FormRule, Set<string>>();
function ownWords(rule: FormRule | null): Set<string> {
  if (!rule) return new Set();
  let words = formWords.get(rule);
  if (!words) formWords.set(rule, (words = new Set([...rule.titles, ...rule.labels].flatMap(wordsOf))));
  return words;
}

const nameCandidate = (line: TextLine, rule: FormRule | null) => {
  const upper = line.text.toUpperCase();
  const own = ownWords(rule);
  return (
    line.confidence >= SURE_ENOUGH &&
    line.tokens.filter((t) => own.has(t)).length * 2 <= line.tokens.length &&
    !captionLike(line) &&
    !NOT_A_NAME.test(upper) &&
    !ADDRESS.test(upper.trim()) &&
    /\p{L}{2}/u.test(line.text)
  );
};

/** The value printed in the box of a caption: the first line under the caption's last line, in its column. */
function valueUnderCaption(text: PageText, start: TextLine, rule: FormRule): string | null {
  let last = start;
  for (let i = 0; i < 3; i++) {
    const next = text.lineBelow(last);
    if (!next || !captionLike(next)) break;
    last = next;
  }
  const under = text.lines
    .filter(
      (l) =>
        l.y < last.y - 0.3 * last.height &&
        last.y - (l.y + l.height) < 5 * Math.max(last.height, 7) &&
        l.x >= start.x - Math.max(8, start.height) &&
        l.x <= start.x + Math.max(0.6 * start.width, 40),
    )
    .sort((a, b) => b.y - a.y);
  // The first line under the caption is its value; another caption there means the box is empty.
  const value = under[0];
  return value && nameCandidate(value, rule) ? cleanName(value.text) : null;
}

const PAYER_INLINE =
  /^\W*(?:PAYER|EMPLOYER|LENDER|FILER|ISSUER|TRUSTEE)(?:'?S)?(?:\s+NAME)?\s*(?::|\s[-–—]\s)\s*(.+)$/i;

/** The letterhead's company name: a line at the top of the page, in the largest type, that reads as an organisation. */
function letterhead(lines: readonly TextLine[], pageHeight: number, rule: FormRule | null): string | null {
  const top = lines.filter((l) => l.y > pageHeight * 0.8 && nameCandidate(l, rule));
  const ranked = top
    .map((l) => ({ l, score: l.height * (ORGANISATION.test(l.text.toUpperCase()) ? 2 : 1) }))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best) return null;
  if (!ORGANISATION.test(best.l.text.toUpperCase()) && best.l.height < 1.3 * median(top.map((l) => l.height)))
    return null;
  return cleanName(best.l.text);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const captionPhrases = new Map<FormRule, ReturnType<typeof phrase>[]>();

/** The payer (employer, lender, filer, trustee, partnership ...) a page of this form names, or null. */
export function payerOf(text: PageText, rule: FormRule | null, pageHeight: number): string | null {
  for (const line of text.lines) {
    const inline = PAYER_INLINE.exec(line.text);
    if (inline && nameCandidate({ ...line, text: inline[1]!, tokens: wordsOf(inline[1]!) }, rule)) {
      const name = cleanName(inline[1]!);
      if (name) return name;
    }
  }
  if (rule?.kind === 'return') return null;
  if (rule?.issuer) return rule.issuer;
  if (rule?.payerCaptions) {
    let phrases = captionPhrases.get(rule);
    if (!phrases) captionPhrases.set(rule, (phrases = rule.payerCaptions.map(phrase)));
    // The caption must name the payer's role (its first word) and no other party: "Employee's name" is not the
    // employer's box however alike it reads, "Fiduciary's name" not the trust's.
    const captions = phrases.flatMap((p) =>
      text
        .findAll(p, 0.6)
        .filter(
          (f) =>
            text.lineHas(f.line, p.words[0]!) && !f.line.tokens.some((t) => OTHER_PARTY.has(t) && !p.words.includes(t)),
        ),
    );
    // The page prints the payer's box: its name is there or nowhere (a letterhead above would be the form's title).
    if (captions.length)
      return captions.map((f) => valueUnderCaption(text, f.line, rule)).find((v) => v !== null) ?? null;
  }
  return letterhead(text.lines, pageHeight, rule);
}

/** A non-form's letterhead, to tell whether two pages come from one sender. */
export const senderOf = (text: PageText, pageHeight: number) => letterhead(text.lines, pageHeight, null);

const YEAR = '(20\\d{2})';
/** "Tax year 2025", "For calendar year 2025", "Benefits paid in 2025", "Form 1040 (2025)". */
const STATED_YEAR = [
  new RegExp(`\\b(?:TAX|CA1ENDAR|F0R)\\s+YEAR\\s*(?:8E6[1I]NN[1I]N6\\s*)?${YEAR}\\b`),
  new RegExp(`^\\W*${YEAR}\\s+(?:YEAR-END|TAX|F0RM|C0N5011DATED|5UPP1EMENTA1|[A-Z0-9]*-?1099|W-?2)`),
  new RegExp(`\\b(?:PA[1I]D|REPA[1I]D|8ENEF[1I]T5)\\s+[1I]N\\s+${YEAR}\\b`),
  new RegExp(`\\bF0RM\\s+[A-Z0-9-]+\\s*\\(${YEAR}\\)`),
  new RegExp(`^\\W*${YEAR}\\W*$`),
];
const MONTH = '(?:JAN|FE8|MAR|APR|MAY|JUN|JU1|AU6|5EP|0CT|N0V|DEC)[A-Z1]*\\.?';
/** A year that is no date ("February 20, 2026", "20 Feb 2026"), revision ("Rev. 2024") or amount. */
const BARE_YEAR = new RegExp(
  `(?<![\\d/.$,-]|REV\\.?\\s?|${MONTH}\\s|${MONTH}\\s\\d{1,2},?\\s|\\d{1,2}\\s${MONTH},?\\s)\\b${YEAR}\\b(?![\\d/,.-])`,
);

/** The tax year a page states; a year alone in its box is preferred by its size, then the first bare year. */
export function taxYearOf(lines: readonly TextLine[]): number | null {
  // A year printed in outline type often reads as two numbers ("20 25").
  const texts = lines.map((l) => ({ l, text: canonical(l.text).replace(/^(\W*20)\s(\d{2}\W*)$/, '$1$2') }));
  for (const pattern of STATED_YEAR.slice(0, -1)) {
    for (const { text } of texts) {
      const hit = pattern.exec(text);
      if (hit) return Number(hit[1]);
    }
  }
  const yearAlone = STATED_YEAR.at(-1)!;
  const alone = texts.filter(({ text }) => yearAlone.test(text)).sort((a, b) => b.l.height - a.l.height)[0];
  if (alone) return Number(yearAlone.exec(alone.text)![1]);
  for (const { text } of texts) {
    const hit = BARE_YEAR.exec(text);
    if (hit) return Number(hit[1]);
  }
  return null;
}

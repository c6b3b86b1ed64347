import { FORM_RULES, type RecognisedForm } from './form-rules.ts';
import { isProse as prose, type TextLine } from './page-lines.ts';

/**
 * Finding form numbers on a page ("Form 1099-INT", "1099-INT" in a box, "www.irs.gov/Form1099INT" at the foot,
 * "Interest Income (Form 1099-INT)" on a bank's statement) and telling a form's own header from a mention of
 * another form in a sentence ("Attach Form(s) W-2 here", "Enclosed are my W-2s").
 *
 * Text is compared in a canonical spelling in which the letters OCR confuses with digits are digits
 * (O→0, I/L/|→1, S→5, Z→2, B→8, G→6; a dash read as "=" or "~"), on both sides: "1O99-lNT" and "1099-INT" read
 * the same.
 */
export function canonical(text: string): string {
  return text
    .toUpperCase()
    .replace(/[‐‑‒–—−=~]/g, '-')
    .replace(/[OQ]/g, '0')
    .replace(/[IL|!]/g, '1')
    .replace(/S/g, '5')
    .replace(/Z/g, '2')
    .replace(/B/g, '8')
    .replace(/G/g, '6')
    .replace(/\s+/g, ' ');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "1099-INT" as a pattern on canonical text: the parts may be apart or joined ("1099 INT", "1099INT"). */
function numberPattern(form: RecognisedForm): string {
  if (form === 'K-1') return `${escape(canonical('SCHEDULE'))}\\s?K\\s?-?\\s?1`;
  if (form.startsWith('Schedule ')) return `${escape(canonical('SCHEDULE'))}\\s${escape(canonical(form.slice(9)))}`;
  return canonical(form).split('-').map(escape).join('\\s?-?\\s?');
}

/**
 * Not part of a longer number or word: "W-2" is not "W-2G", "1040" is not "1040-SR" nor "10400". A dash with
 * spaces both sides separates ("FORM SSA-1099 – SOCIAL SECURITY ...").
 */
const BEFORE = '(?<![A-Z0-9/-])';
const AFTER = '(?![A-Z0-9]|-\\s?[A-Z0-9]|\\s-[A-Z0-9])';
const FORM_WORD = escape(canonical('FORM'));

interface NumberMatcher {
  form: RecognisedForm;
  any: RegExp;
  /** The IRS's web address for the form, printed at the foot of its pages: "www.irs.gov/Form1099INT". */
  url: RegExp;
}

const MATCHERS: NumberMatcher[] = FORM_RULES.map(({ form }) => ({
  form,
  any: new RegExp(`${BEFORE}${numberPattern(form)}${AFTER}`, 'g'),
  url: new RegExp(`1R5\\.?60V\\s?/\\s?${FORM_WORD}\\s?${escape(canonical(form).replace(/-/g, ''))}(?![A-Z0-9])`),
}));

/** Lines longer than this (in words) are sentences: a form named in them is mentioned, not printed as a header. */
const HEADER_WORDS = 9;

/** What may stand before a form's own number on its header line: "Form", "Forms", "Substitute Form", "(". */
const HEADER_LEAD = new RegExp(`(?:^|\\s)(?:${escape(canonical('SUBSTITUTE'))}\\s)?${FORM_WORD}5?$|\\($|^$`);
const SCHEDULE_OWNER = new RegExp(`${escape(canonical('SCHEDULE'))}.*\\(\\s?${FORM_WORD}5?$`);
/** A form named after these words is pointed to ("from Schedule A", "attach Form W-2"), not printed as the page's. */
const POINTING = new RegExp(
  `(?:^|\\W)(?:${[
    'from',
    'see',
    'attach',
    'on',
    'to',
    'use',
    'complete',
    'enter',
    'include',
    'and',
    'or',
    'of',
    'in',
    'with',
    'by',
    'per',
  ]
    .map((w) => escape(canonical(w.toUpperCase())))
    .join('|')})\\W*(?:${FORM_WORD}(?:\\(?5\\)?)?\\W*)?$`,
);

export interface NumberSighting {
  form: RecognisedForm;
  /** The page's own form (a header, a box, its web address at the foot), or only named in a sentence. */
  header: boolean;
  line: TextLine;
}

/**
 * Every form number the lines show, each with whether the page prints it as its own: on a short line, at its
 * start or after "Form" or "(", or alone in its box; or as the form's IRS web address. A number after
 * "Schedule K-1 (Form" names the return a schedule belongs to, not the page.
 */
export function numberSightings(lines: readonly TextLine[]): NumberSighting[] {
  const sightings: NumberSighting[] = [];
  for (const line of lines) {
    const text = canonical(line.text);
    const short = line.tokens.length <= HEADER_WORDS && !prose(line);
    for (const m of MATCHERS) {
      if (m.url.test(text)) {
        sightings.push({ form: m.form, header: true, line });
        continue;
      }
      for (const hit of text.matchAll(m.any)) {
        const lead = text.slice(0, hit.index).trim();
        if (SCHEDULE_OWNER.test(lead)) continue;
        if (POINTING.test(lead)) {
          sightings.push({ form: m.form, header: false, line });
          continue;
        }
        const rest = (lead + text.slice(hit.index + hit[0].length)).replace(/[^A-Z0-9]/g, '');
        const header = short && (HEADER_LEAD.test(lead) || rest.length <= 16);
        sightings.push({ form: m.form, header, line });
      }
    }
  }
  return sightings;
}

/** "Form 8879", "Form W-9", "Form 1040-V": a page headed as a form Connect does not know. */
const ANY_HEADER = new RegExp(
  `^\\W*(?:${escape(canonical('SUBSTITUTE'))}\\s)?${FORM_WORD}\\s([0-9A-Z]{1,6}(?:-[0-9A-Z]{1,4})*)(?![A-Z0-9-])`,
);

export function unknownHeader(lines: readonly TextLine[], known: readonly NumberSighting[]): boolean {
  return lines.some((line) => {
    if (line.tokens.length > HEADER_WORDS || prose(line)) return false;
    const hit = ANY_HEADER.exec(canonical(line.text));
    if (!hit || !/\d/.test(hit[1]!)) return false;
    return !known.some((s) => s.line === line && s.header);
  });
}

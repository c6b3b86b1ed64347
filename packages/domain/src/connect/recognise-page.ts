import type { PageLayout } from '../signatures/field-proposals.ts';
import { FORM_RULES, type FormRule, type RecognisedForm } from './form-rules.ts';

/** What the rules read on one page (issue 19 §2). `form` is null when no form is recognised with confidence. */
export interface PageRecognition {
  form: RecognisedForm | null;
  /** 0 to 1: how much of the form's number, title and box labels the page shows. */
  confidence: number;
  payer: string | null;
  tax_year: number | null;
  /** The page says it is a later page of its form ("Page 2", "(continued)"). */
  continuation: boolean;
  /** No text at all, even after OCR: the back of a scanned sheet. */
  blank: boolean;
}

/** A page's score must reach this, and beat the next form by the margin, to be recognised. */
export const RECOGNITION_THRESHOLD = 0.5;
export const RECOGNITION_MARGIN = 0.1;

const WEIGHT_FORM_NUMBER = 0.45;
const WEIGHT_MENTION = 0.15;
const WEIGHT_TITLE = 0.3;
const WEIGHT_LABELS = 0.35;

/** A page's text in reading order (top to bottom, left to right), one space between runs. */
export const layoutText = (page: PageLayout) =>
  [...page.items]
    .sort((a, b) => b.y - a.y || a.x - b.x)
    .map((i) => i.str)
    .join(' ');

/** Lower case letters and digits only, single spaces: OCR's and typesetting's punctuation do not matter. */
export const normaliseWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "1099-INT" as a pattern that accepts "1099 - INT" and refuses "1099-INTX" or a longer number. */
function numberPattern(form: string): string {
  return form.split('-').map(escape).join('\\s?-\\s?').replace(/ /g, '\\s+');
}

interface Matcher {
  rule: FormRule;
  /** The form's own header: "Form 1099-INT", "SCHEDULE C (Form 1040)", "Schedule K-1". */
  header: RegExp;
  /** Any mention of the number, as in "Attach Form(s) W-2" or "(from Schedule A)". */
  mention: RegExp;
  title: string;
  labels: string[];
}

const END = '(?![A-Z0-9])(?!\\s?-\\s?[A-Z0-9])';

function matcherFor(rule: FormRule): Matcher {
  const number = numberPattern(rule.form);
  let header: RegExp;
  if (rule.form === 'K-1') header = new RegExp(`SCHEDULE\\s+K\\s?-\\s?1${END}`);
  else if (rule.form.startsWith('Schedule ')) {
    const letter = numberPattern(rule.form.slice('Schedule '.length));
    header = new RegExp(`SCHEDULE\\s+${letter}${END}\\s*\\(\\s*FORM\\s+1040`);
  } else header = new RegExp(`(?<![(]\\s*)(?<![A-Z0-9])FORMS?\\s+${number}${END}`);
  const mention = new RegExp(`(?<![A-Z0-9-])${number.toUpperCase()}${END}`);
  return {
    rule,
    header,
    mention,
    title: normaliseWords(rule.title),
    labels: rule.labels.map(normaliseWords),
  };
}

const MATCHERS = FORM_RULES.map(matcherFor);

const upperText = (text: string) =>
  text
    .toUpperCase()
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ');

function score(m: Matcher, upper: string, words: string): number {
  let total = 0;
  if (m.header.test(upper)) total += WEIGHT_FORM_NUMBER;
  else if (m.mention.test(upper)) total += WEIGHT_MENTION;
  if (words.includes(m.title)) total += WEIGHT_TITLE;
  const found = m.labels.filter((label) => words.includes(label)).length;
  return total + (WEIGHT_LABELS * found) / m.labels.length;
}

const CONTINUATION = /\bPAGE\s+(?:[2-9]|\d{2,})\b|\(CONTINUED\)|\bCONTINUATION SHEET\b/;

/** The tax year the page states: "Tax year 2025", "Form 1040 (2025)", else the first bare year not in a date or revision. */
export function taxYearOf(text: string): number | null {
  const upper = upperText(text);
  const stated =
    upper.match(/\b(?:TAX|CALENDAR|FOR)\s+YEAR\s*(?:BEGINNING\s*)?(20\d{2})\b/) ??
    upper.match(/\bFORM\s+[A-Z0-9-]+\s*\((20\d{2})\)/) ??
    upper.match(
      /(?<![\d/.$,-]|REV\.?\s?|(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\.?\s)\b(20\d{2})\b(?![\d/,.-])/,
    );
  return stated ? Number(stated[1]) : null;
}

/** The text printed just below a label (the value in its box), else the text that follows it. */
export function valueUnder(page: PageLayout, label: string): string | null {
  const key = normaliseWords(label.split(',')[0]!);
  const labelItem = page.items.find(
    (i) => normaliseWords(i.str).startsWith(key) || normaliseWords(i.str).includes(key),
  );
  if (!labelItem) return null;
  const lineHeight = Math.max(labelItem.height, 8);
  const below = page.items
    .filter(
      (i) =>
        i !== labelItem &&
        i.y < labelItem.y - 1 &&
        i.y > labelItem.y - 3.5 * lineHeight &&
        Math.abs(i.x - labelItem.x) <= 24 &&
        /[A-Za-z]{2}/.test(i.str),
    )
    .sort((a, b) => b.y - a.y);
  const value = below[0]?.str.replace(/\s+/g, ' ').trim();
  return value ? value.slice(0, 80) : null;
}

/** Which form a page is, with what confidence, and the payer and tax year it shows (issue 19 §2). */
export function recognisePage(page: PageLayout): PageRecognition {
  const text = layoutText(page);
  const upper = upperText(text);
  const words = normaliseWords(text);
  const blank = words.length === 0;
  const continuation = CONTINUATION.test(upper);
  if (blank) return { form: null, confidence: 0, payer: null, tax_year: null, continuation, blank };
  const ranked = MATCHERS.map((m) => ({ m, score: score(m, upper, words) })).sort((a, b) => b.score - a.score);
  const best = ranked[0]!;
  const second = ranked[1]?.score ?? 0;
  const confidence = Math.round(Math.min(1, best.score) * 100) / 100;
  const recognised = best.score >= RECOGNITION_THRESHOLD && best.score - second >= RECOGNITION_MARGIN;
  const rule = best.m.rule;
  return {
    form: recognised ? rule.form : null,
    confidence,
    payer: recognised && rule.payerLabel ? valueUnder(page, rule.payerLabel) : null,
    tax_year: taxYearOf(text),
    continuation,
    blank,
  };
}

import type { PageLayout } from '../signatures/field-proposals.ts';
import { keyWords, type Phrase, phrase } from './fuzzy-phrase.ts';
import { numberSightings, unknownHeader } from './form-numbers.ts';
import { FORM_RULES, type FormRule, type RecognisedForm, RULE_BY_FORM } from './form-rules.ts';
import { CONTINUATION_PHRASES, isLetter, pageNumber, PageText, saysContinued } from './page-evidence.ts';
import { isProse, linesText, pageLines, type TextLine } from './page-lines.ts';
import { payerOf, senderOf, taxYearOf } from './page-names.ts';

export interface FormCandidate {
  form: RecognisedForm;
  confidence: number;
}

/** What the rules read on one page (issue 35 §2). `form` is null unless one form is recognised with confidence. */
export interface PageRecognition {
  form: RecognisedForm | null;
  /** 0 to 1: how surely the page is `form` (or, when none is, its best candidate). */
  confidence: number;
  /** The likeliest forms, best first, for staff to choose from when none was recognised. */
  candidates: FormCandidate[];
  payer: string | null;
  tax_year: number | null;
  /** The page says it carries on the page before: "Page 2", "(continued)", a statement, instructions. */
  continuation: boolean;
  /**
   * The page explains a form rather than being one: the back of a statement ("Box 1. Shows ...", paragraphs of
   * instructions), which belongs to the form before it.
   */
  explains: boolean;
  /** Its number within its document when printed ("Page 2 of 3"). */
  page_number: { n: number; of: number | null } | null;
  /** The form's own number or title is printed on the page (a first page), not only its captions. */
  headed: boolean;
  /** The sender a non-form's letterhead names, to keep a letter's pages together. */
  sender: string | null;
  /** Nothing on the page, even after OCR: the back of a scanned sheet. */
  blank: boolean;
}

/** A page is recognised when its score reaches this and beats the next form by the margin. */
export const RECOGNITION_THRESHOLD = 0.5;
export const RECOGNITION_MARGIN = 0.12;

/**
 * The evidence and its weights. A form's own number printed as a header (or its IRS web address at the
 * foot) is the strongest; its title next; its box captions add up, each weighed by how few forms share it,
 * and count fully from about four. A form only named in a sentence counts a little, and a page that reads as a
 * letter, or is headed as a form Connect does not know, counts against every form.
 */
const WEIGHT = { header: 0.45, mention: 0.15, title: 0.3, captions: 0.5, letter: 0.35, unknownHeader: 0.3 };
const CAPTIONS_FOR_FULL_WEIGHT = 4;
/** A phrase counts as printed from this share of its key words (by length). */
const PHRASE_FOUND = 0.75;

interface PreparedRule {
  rule: FormRule;
  titles: Phrase[];
  captions: { phrase: Phrase; weight: number }[];
}

/** Captions several forms print ("Federal income tax withheld") tell less than a form's own. */
const PREPARED: PreparedRule[] = (() => {
  const shared = new Map<string, number>();
  for (const rule of FORM_RULES)
    for (const key of new Set(rule.labels.map((l) => keyWords(l).join(' '))))
      shared.set(key, (shared.get(key) ?? 0) + 1);
  return FORM_RULES.map((rule) => ({
    rule,
    titles: rule.titles.map(phrase),
    captions: rule.labels
      .map((label) => ({ phrase: phrase(label), weight: 1 / shared.get(keyWords(label).join(' '))! }))
      .filter((c) => c.phrase.words.length > 0),
  }));
})();

interface Scored {
  rule: FormRule;
  score: number;
  headed: boolean;
  /** Where its header is printed (points from the foot), to choose between forms printed on one page. */
  headerAt: number;
}

function score(prepared: PreparedRule, text: PageText, sightings: ReturnType<typeof numberSightings>): Scored {
  const own = sightings.filter((s) => s.form === prepared.rule.form);
  const title = Math.max(0, ...prepared.titles.map((t) => text.find(t).score));
  const titleFound = title >= PHRASE_FOUND;
  // "Form W-2 Wage and Tax Statement": a number printed with the form's own title is its header, whatever OCR
  // made of the word "Form".
  const withTitle = (line: TextLine) => prepared.titles.some((t) => text.scoreOnLine(t, line) >= PHRASE_FOUND);
  const headers = own.filter((s) => s.header || (titleFound && withTitle(s.line)));
  let captions = 0;
  for (const c of prepared.captions) if (text.find(c.phrase).score >= PHRASE_FOUND) captions += c.weight;
  const total =
    (headers.length ? WEIGHT.header : own.length ? WEIGHT.mention : 0) +
    (titleFound ? WEIGHT.title * title : 0) +
    WEIGHT.captions * Math.min(1, captions / CAPTIONS_FOR_FULL_WEIGHT);
  return {
    rule: prepared.rule,
    score: total,
    headed: headers.length > 0 || titleFound,
    headerAt: Math.max(-1, ...headers.map((h) => h.line.y)),
  };
}

/** "Box 1. Shows taxable interest ...", "Boxes 14–16. Show ...": how the back of a statement explains its boxes. */
const BOX_NOTE =
  /^\W*BOX(?:ES)?\s+\d{1,2}[A-Z]?(?:\s*(?:[-–—]|THROUGH|AND)\s*\d{1,2}[A-Z]?)?\.?\s+(?:SHOWS?|REPORTS?|IF|ENTER|INCLUDES?|THE|THIS|FOR|YOUR)\b/i;

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

/** Which form a page is, with what confidence, and who issued it for which year (issue 35 §2, §4). */
export function recognisePage(page: PageLayout): PageRecognition {
  const lines = pageLines(page);
  const blank = lines.every((l) => l.tokens.length === 0);
  const empty: PageRecognition = {
    form: null,
    confidence: 0,
    candidates: [],
    payer: null,
    tax_year: null,
    continuation: false,
    explains: false,
    page_number: null,
    headed: false,
    sender: null,
    blank,
  };
  if (blank) return empty;
  const text = new PageText(lines);
  const sightings = numberSightings(lines);
  const letter = isLetter(lines);
  const penalty = (letter ? WEIGHT.letter : 0) + (unknownHeader(lines, sightings) ? WEIGHT.unknownHeader : 0);

  const ranked = PREPARED.map((p) => score(p, text, sightings))
    .map((s) => ({ ...s, score: s.score - (s.headerAt >= 0 ? penalty / 2 : penalty) }))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0]!;
  const second = ranked[1]!;
  // Forms printed as the page's own, all as likely (a consolidated statement's summary): the one printed first.
  const headed = ranked.filter(
    (r) => r.headerAt >= 0 && r.score >= RECOGNITION_THRESHOLD && r.score >= best.score - RECOGNITION_MARGIN,
  );
  const chosen =
    headed.length > 1
      ? headed.sort((a, b) => b.headerAt - a.headerAt)[0]!
      : best.score >= RECOGNITION_THRESHOLD && best.score - second.score >= RECOGNITION_MARGIN
        ? best
        : null;
  const rule = chosen?.rule ?? null;
  const page_number = pageNumber(lines);
  const boxNotes = lines.filter((l) => BOX_NOTE.test(l.text)).length;
  const prose = lines.filter((l) => l.tokens.length >= 6 && isProse(l)).length;
  return {
    ...empty,
    form: rule?.form ?? null,
    confidence: round((chosen ?? best).score),
    candidates: ranked
      .filter((r) => r.score >= 0.2)
      .slice(0, 3)
      .map((r) => ({ form: r.rule.form, confidence: round(r.score) })),
    payer: rule ? payerOf(text, rule, page.height) : null,
    tax_year: taxYearOf(lines),
    continuation:
      (page_number !== null && page_number.n > 1) || text.headedBy(CONTINUATION_PHRASES) || saysContinued(lines),
    explains: !letter && (boxNotes >= 2 || (prose >= 8 && prose >= 0.4 * lines.length)),
    page_number,
    headed: chosen?.headed ?? false,
    sender: rule ? null : senderOf(text, page.height),
  };
}

/** The payer a page names when it is read as `form` (the AI service's choice, a reviewer's). */
export function payerFor(page: PageLayout, form: RecognisedForm): string | null {
  return payerOf(new PageText(pageLines(page)), RULE_BY_FORM.get(form) ?? null, page.height);
}

/** The page's text a line each, in reading order (what the AI service is shown). */
export const layoutText = (page: PageLayout) => linesText(pageLines(page));

import { allowedEdits, editDistance, keyWords, type Phrase, phrase, phraseScore } from './fuzzy-phrase.ts';
import { isProse, lineBelow, type TextLine } from './page-lines.ts';

/**
 * A page's lines prepared for phrase matching. Each line is read together with the lines that carry it on
 * below (a caption wrapped in its box), never with the line beside it: a grid's columns are not interleaved.
 */
export class PageText {
  readonly lines: readonly TextLine[];
  /** For each line, its words followed by those of the two lines that carry it on. */
  private readonly runs: string[][];
  private readonly below: (TextLine | null)[];
  /** Which runs hold each printed word. */
  private readonly runsWith = new Map<string, number[]>();
  /** For each expected word, the printed words that read as it. */
  private readonly readAs = new Map<string, Set<string>>();
  /** The printed words by length, so a word is compared only with words of a length it could be read as. */
  private readonly byLength = new Map<number, string[]>();

  constructor(lines: readonly TextLine[]) {
    this.lines = lines;
    this.below = lines.map((line) => lineBelow(lines, line));
    this.runs = lines.map((line, i) => {
      const next = this.below[i];
      const after = next ? this.below[lines.indexOf(next)] : null;
      return [...line.tokens, ...(next?.tokens ?? []), ...(after?.tokens ?? [])];
    });
    this.runs.forEach((words, i) => {
      for (const word of new Set(words)) {
        const runs = this.runsWith.get(word);
        if (runs) runs.push(i);
        else this.runsWith.set(word, [i]);
      }
    });
    for (const word of this.runsWith.keys()) {
      const same = this.byLength.get(word.length);
      if (same) same.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  /** The line carrying `line` on below it (see lineBelow). */
  lineBelow(line: TextLine): TextLine | null {
    return this.below[this.lines.indexOf(line)] ?? null;
  }

  /** The printed words that read as `expected` (see wordMatches: equal, a few edits, or its abbreviation). */
  private printedAs(expected: string): Set<string> {
    let found = this.readAs.get(expected);
    if (found) return found;
    found = new Set();
    const edits = allowedEdits(expected.length);
    for (let length = 3; length <= expected.length + edits; length++) {
      for (const printed of this.byLength.get(length) ?? []) {
        if (printed === expected) found.add(printed);
        else if (length < expected.length - 1 && expected.startsWith(printed)) found.add(printed);
        else if (
          edits > 0 &&
          Math.abs(length - expected.length) <= edits &&
          editDistance(expected, printed, edits) <= edits
        )
          found.add(printed);
      }
    }
    if (expected.length < 3 && this.runsWith.has(expected)) found.add(expected);
    this.readAs.set(expected, found);
    return found;
  }

  private matches = (expected: string, printed: string) => this.printedAs(expected).has(printed);

  /** The best score of a phrase over the page (0 to 1) and the line where that match starts. */
  find(p: Phrase): { score: number; line: TextLine | null } {
    let best: { score: number; line: TextLine | null } = { score: 0, line: null };
    for (const i of this.candidateRuns(p)) {
      const score = phraseScore(p, this.runs[i]!, this.matches);
      if (score > best.score) {
        best = { score, line: this.lines[i]! };
        if (score === 1) break;
      }
    }
    return best;
  }

  /** Every line where the phrase is printed with at least `min` of its key words, best first. */
  findAll(p: Phrase, min: number): { score: number; line: TextLine }[] {
    return this.candidateRuns(p)
      .map((i) => ({ score: phraseScore(p, this.runs[i]!, this.matches), line: this.lines[i]! }))
      .filter((m) => m.score >= min)
      .sort((a, b) => b.score - a.score);
  }

  /** The runs holding a word that reads as one of the phrase's first two key words. */
  private candidateRuns(p: Phrase): number[] {
    const candidates = new Set<number>();
    for (const word of p.words.slice(0, 2))
      for (const printed of this.printedAs(word)) for (const run of this.runsWith.get(printed)!) candidates.add(run);
    return [...candidates].sort((a, b) => a - b);
  }

  /** Whether any of the phrases is printed on the page (at least `min` of its key words, by weight). */
  shows(phrases: readonly Phrase[], min = 0.8): boolean {
    return phrases.some((p) => this.find(p).score >= min);
  }

  /** How much of a phrase the line itself prints (0 to 1), without the lines below it. */
  scoreOnLine(p: Phrase, line: TextLine): number {
    return phraseScore(p, line.tokens, this.matches);
  }

  /** Whether the line (or the lines carrying it on) prints a word that reads as `expected`. */
  lineHas(line: TextLine, expected: string): boolean {
    return this.runs[this.lines.indexOf(line)]!.some((w) => this.matches(expected, w));
  }

  /** Whether a short line that is no sentence starts with one of the phrases: a heading ("Instructions for ..."). */
  headedBy(phrases: readonly Phrase[]): boolean {
    return this.lines.some((line) => {
      if (line.tokens.length > 10 || isProse(line)) return false;
      const words = keyWords(line.text);
      return phrases.some((p) => p.words.every((w, i) => words[i] !== undefined && this.matches(w, words[i]!)));
    });
  }
}

const phrases = (...texts: string[]) => texts.map(phrase);

/** Headings of a page that carries on the document before it: its back, its statement, its next page. */
export const CONTINUATION_PHRASES = phrases(
  'continuation sheet',
  'continuation statement',
  'supplemental information',
  'supplemental statement',
  'supplemental schedule',
  'additional information',
  'earnings summary',
  'instructions for recipient',
  'instructions for employee',
  'notice to employee',
  'instructions for participant',
  'instructions for payer/borrower',
  'instructions for borrower',
  'instructions for student',
  'instructions for transferor',
  'instructions for debtor',
  'instructions for payee',
  'instructions for beneficiary',
  'instructions for partner',
  'instructions for shareholder',
  'future developments',
);

/** How a letter greets and signs off, at the start of a line: what a letter says and a form does not. */
const LETTER_LINE =
  /^\W*(?:dear\b|sincerely|(?:kind|best|warm)\s+regards|regards,|yours\s+(?:truly|sincerely)|respectfully,)/i;
export const isLetter = (lines: readonly TextLine[]) =>
  lines.some((l) => LETTER_LINE.test(l.text)) && lines.filter((l) => l.tokens.length >= 9).length >= 3;

/** "(continued)", "Statement A—continued": a short line that says the page before carries on here. */
const CONTINUED = /\(?\bcontinued\b\)?\s*$|^\W*continued\b/i;
export const saysContinued = (lines: readonly TextLine[]) =>
  lines.some((l) => l.tokens.length <= 12 && CONTINUED.test(l.text.trim()));

const PAGE_OF = /\bPAGE\s*(\d{1,3})\s*(?:OF|\/)\s*(\d{1,3})\b/;
const PAGE_N = /^\W*PAGE\s*(\d{1,3})\W*$|\bPAGE\s*(\d{1,3})\s*$/;

/** "Page 2 of 3", "Page 2": the page's number in its document, when printed. */
export function pageNumber(lines: readonly TextLine[]): { n: number; of: number | null } | null {
  for (const line of lines) {
    const text = line.text.toUpperCase().replace(/[Oo](?=\d)|(?<=\d)[Oo]/g, '0');
    const of = PAGE_OF.exec(text);
    if (of) return { n: Number(of[1]), of: Number(of[2]) };
    const n = PAGE_N.exec(text);
    if (n && line.tokens.length <= 8) return { n: Number(n[1] ?? n[2]), of: null };
  }
  return null;
}

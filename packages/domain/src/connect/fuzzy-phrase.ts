import { wordsOf } from './page-lines.ts';

/**
 * Matching printed phrases (a form's title, its box captions) in text that OCR may have garbled
 * ("unesployment cospensafion"), abbreviated ("Wages, tips, other comp.") or broken across lines.
 * Words are compared by edit distance; small words carry no weight, so "of", "or" and box letters do not
 * make a match.
 */

const STOP = new Set([
  'a',
  'an',
  'and',
  'any',
  'as',
  'at',
  'by',
  'for',
  'from',
  'if',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'this',
  'to',
  'was',
  'with',
  'you',
  'your',
]);

/** The words of a phrase that decide a match: no stop words, no box numbers, no single letters. */
export function keyWords(phrase: string): string[] {
  return wordsOf(phrase).filter((w) => !STOP.has(w) && !/^\d+[a-z]?$/.test(w) && w.length > 1);
}

/** Levenshtein distance, giving up (returning `max + 1`) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      row.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/** Edits allowed for a word of this length: none up to 3 letters, one up to 6, then one per four letters. */
export const allowedEdits = (length: number) => (length <= 3 ? 0 : length <= 6 ? 1 : Math.floor(length / 4));

/**
 * Whether a printed word reads as the expected one: equal, within the edits its length allows, or an
 * abbreviation of it ("comp" for "compensation", "distr" for "distributions").
 */
export function wordMatches(expected: string, printed: string): boolean {
  if (expected === printed) return true;
  if (printed.length >= 3 && expected.length > printed.length + 1 && expected.startsWith(printed)) return true;
  const edits = allowedEdits(expected.length);
  return edits > 0 && editDistance(expected, printed, edits) <= edits;
}

/** A phrase prepared for matching: its key words with the weight (letters) each carries. */
export interface Phrase {
  text: string;
  words: string[];
  weight: number;
}

export function phrase(text: string): Phrase {
  const words = keyWords(text);
  return { text, words, weight: words.reduce((sum, w) => sum + w.length, 0) };
}

/**
 * How much of a phrase a run of words shows, 0 to 1: its key words found in order (a word or two of noise
 * may come between them), weighted by their length. A phrase shown with a word missing still scores.
 */
export function phraseScore(
  p: Phrase,
  words: readonly string[],
  matches: (expected: string, printed: string) => boolean = wordMatches,
): number {
  if (!p.words.length || !words.length) return 0;
  let best = 0;
  for (let start = 0; start < words.length; start++) {
    if (!p.words.slice(0, 2).some((w) => matches(w, words[start]!))) continue;
    let at = start;
    let found = 0;
    for (const expected of p.words) {
      let hit = -1;
      for (let k = at; k < Math.min(words.length, at + 3); k++) {
        if (matches(expected, words[k]!)) {
          hit = k;
          break;
        }
      }
      if (hit >= 0) {
        found += expected.length;
        at = hit + 1;
      }
    }
    best = Math.max(best, found / p.weight);
    if (best === 1) break;
  }
  return best;
}

import { describe, expect, it } from 'vitest';
import { editDistance, phrase, phraseScore, wordMatches } from './fuzzy-phrase.ts';
import { wordsOf } from './page-lines.ts';

const score = (expected: string, printed: string) => phraseScore(phrase(expected), wordsOf(printed));

describe('fuzzy phrase matching', () => {
  it('reads captions OCR garbled', () => {
    expect(score('Unemployment compensation', '1 unesployment cospensafion')).toBe(1);
    expect(
      score(
        'Interest on U.S. Savings Bonds and Treasury obligations',
        '3 Interest on U.S. Savings Bonds and Treas. obligations',
      ),
    ).toBeGreaterThan(0.75);
    expect(score('Wages, tips, other compensation', '1 Wages, tips, other comp.')).toBe(1);
  });
  it('does not read one caption as another', () => {
    expect(score('Unemployment compensation', 'Nonemployee compensation')).toBeLessThan(0.75);
    expect(score('Taxable amount', 'Tax-exempt interest')).toBeLessThan(0.75);
    expect(wordMatches('tax', 'tux')).toBe(false);
  });
  it('counts the words of a phrase found in order, with a little noise between them', () => {
    expect(score('Federal income tax withheld', 'Federal | income tax ~ withheld')).toBe(1);
    expect(score('Federal income tax withheld', 'withheld tax income Federal')).toBeLessThan(0.5);
  });
  it('gives up an edit distance as soon as it must exceed the limit', () => {
    expect(editDistance('compensation', 'cospensafion', 3)).toBe(2);
    expect(editDistance('compensation', 'nonemployee', 2)).toBe(3);
  });
});

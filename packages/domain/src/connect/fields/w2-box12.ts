import type { PlacedAmount } from './w2-arithmetic.ts';

/** A short run of text OCR read on its own, where it sits (points from the page's bottom-left corner). */
export interface PlacedWord {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far left of its amount a box 12 code may stand, in points (the IRS form: about 60). */
const CODE_REACH = 90;

/**
 * A W-2's box 12 entries told by their shape where OCR lost the "12a" to "12d" captions (a phone photo): a code of
 * box 12, on its own, with an amount beside it on its row in the column of box 6's amount and below it; top to
 * bottom they are 12a, 12b, 12c and 12d. A rule OCR read beside the code ("DD}", "w|") is no part of it; a lone
 * lower-case letter is a code read small. Box 19 in the same column has no code beside it, so it is not taken.
 */
export function w2Box12ByShape(
  words: readonly PlacedWord[],
  amounts: readonly PlacedAmount[],
  box6: PlacedAmount,
  pattern: RegExp,
): Map<string, { code: string; amount: PlacedAmount }> {
  const codes = words.flatMap((w) => {
    const text = w.str.trim().replace(/^[|[\](){}]+|[|[\](){}]+$/g, '');
    const code = /^[a-z]$/.test(text) ? text.toUpperCase() : text;
    return pattern.test(code) ? [{ ...w, code }] : [];
  });
  const inColumn = (a: PlacedAmount) => a.x < box6.x + box6.width && box6.x < a.x + a.width;
  const entries = amounts
    .filter((a) => a !== box6 && a.y < box6.y - box6.height && inColumn(a))
    .sort((a, b) => b.y - a.y)
    .flatMap((amount) => {
      const beside = codes.filter(
        (c) =>
          c.x + c.width <= amount.x + 1 &&
          amount.x - (c.x + c.width) <= CODE_REACH &&
          Math.abs(c.y - amount.y) <= Math.max(c.height, amount.height),
      );
      const nearest = beside.sort((a, b) => b.x - a.x)[0];
      return nearest ? [{ code: nearest.code, amount }] : [];
    });
  return new Map(entries.slice(0, 4).map((e, i) => [`12${'abcd'[i]}`, e]));
}

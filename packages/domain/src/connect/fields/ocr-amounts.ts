import { parseMoney } from './money.ts';

/** "12,176. 21" → "12,176.21": spaces OCR put either side of an amount's comma or point, between digits. */
export const joinSplitAmounts = (text: string) =>
  text.replace(/(\d) ?([.,]) ?(?=\d)/g, (all, digit: string, mark: string) => `${digit}${mark}`);

/** Letters OCR reads for digits, set right only amid a number's digits. */
const DIGIT_FOR: Record<string, string> = { O: '0', o: '0', D: '0', l: '1', I: '1', '|': '1', S: '5', s: '5', B: '8' };

/**
 * An amount as OCR may misread it, as printed: split at its marks ("12,176. 21"), a letter for a digit ("1,O4l.85",
 * "3S.00"), the thousands mark read as a point and the point as a space ("13.456 00", "15,053 00") or a point too
 * ("13.456. 00"), or its
 * thousands set apart by spaces when the run holds only the amount ("1 234.56").
 */
export function readOcrAmounts(text: string): string {
  const joined = joinSplitAmounts(text)
    .split(/(\s+)/)
    .map((word) => {
      const core = /^(\(?-?\$?)([\dODoIlSsB|,.]+)(\)?)$/.exec(word);
      // Two digits at least, and the letters only between or beside digits of an amount with its marks.
      if (!core || (core[2]!.match(/\d/g)?.length ?? 0) < 2 || !/[.,]\d/.test(core[2]!)) return word;
      let digits = core[2]!.replace(/[ODoIlSsB|]/g, (c) => DIGIT_FOR[c]!);
      // Every thousands mark read as a point ("13.456.00"): only the last point is the cents'.
      if (/^\d{1,3}(?:\.\d{3})+\.\d{2}$/.test(digits)) digits = digits.replace(/\.(?=\d{3}\.)/g, ',');
      return parseMoney(`${core[1]}${digits}${core[3]}`) === null ? word : `${core[1]}${digits}${core[3]}`;
    })
    .join('');
  const spaced = /^(\(?-?\$?\s?)(\d{1,3}(?: \d{3})+\.\d{2}\)?)$/.exec(joined.trim());
  if (spaced) return `${spaced[1]}${spaced[2]!.replace(/ /g, ',')}`;
  return joined.replace(
    /(^|[\s$(|])(\d{1,3})[.,](\d{3}) (\d{2})(?=$|[\s)|])/g,
    (_all, lead: string, a: string, b: string, c: string) => `${lead}${a},${b}.${c}`,
  );
}

import { toCents } from './money.ts';

/** An amount printed on a page and where (points from the page's bottom-left corner). */
export interface PlacedAmount {
  /** Dollars and cents ("1234.56"). */
  value: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Social security tax and Medicare tax as shares of their wages (boxes 4 and 6 of boxes 3 and 5). */
const SOCIAL_SECURITY = 0.062;
const MEDICARE = 0.0145;

/** Whether `tax` is `rate` of `wages`, give or take the cents payroll rounds each pay period. */
const taxOf = (wages: PlacedAmount, tax: PlacedAmount, rate: number) => {
  const w = toCents(wages.value);
  const t = toCents(tax.value);
  return w > 0 && t > 0 && Math.abs(t - w * rate) <= Math.max(2, t * 0.003);
};

/** Two amounts side by side on one row, the tax right of its wages. */
const besideOnRow = (wages: PlacedAmount, tax: PlacedAmount) =>
  tax.x > wages.x + wages.width && Math.abs(tax.y - wages.y) <= Math.max(wages.height, tax.height);

/** The same column: one amount's span overlaps the other's. */
const sameColumn = (a: PlacedAmount, b: PlacedAmount) => a.x < b.x + b.width && b.x < a.x + a.width;

/** The nearest amount above `under` in its column, within a few rows. */
function above(amounts: readonly PlacedAmount[], under: PlacedAmount, rowGap: number): PlacedAmount | null {
  let best: PlacedAmount | null = null;
  for (const a of amounts) {
    if (a === under || !sameColumn(a, under) || a.y <= under.y + under.height * 0.5) continue;
    if (a.y - under.y > rowGap * 1.5) continue;
    if (!best || a.y < best.y) best = a;
  }
  return best;
}

/**
 * A W-2's boxes 1 to 6 told by payroll's arithmetic where OCR could not read their captions (a phone photo of the
 * form, its 6-point captions a blur): box 4 is 6.2 % of box 3 beside it, box 6 is 1.45 % of box 5 beside it, the
 * 5|6 row stands under the 3|4 row, and boxes 1 and 2 stand in the row above, in the same columns. Nothing is told
 * unless both pairs are found so placed (a W-2 over the Medicare surtax's threshold keeps its boxes unread).
 */
export function w2BoxesByArithmetic(amounts: readonly PlacedAmount[]): Map<string, PlacedAmount> {
  const told = new Map<string, PlacedAmount>();
  // Several copies on a sheet: the first, top to bottom, then left to right.
  const ordered = [...amounts].sort((a, b) => b.y - a.y || a.x - b.x);
  for (const b3 of ordered) {
    for (const b4 of ordered) {
      if (!besideOnRow(b3, b4) || !taxOf(b3, b4, SOCIAL_SECURITY)) continue;
      const b5 = ordered.find((c) => c.y < b3.y && sameColumn(b3, c) && c !== b3);
      const b6 = b5 && ordered.find((d) => sameColumn(b4, d) && besideOnRow(b5, d) && taxOf(b5, d, MEDICARE));
      if (!b5 || !b6) continue;
      const rowGap = b3.y - b5.y;
      if (rowGap > b3.height * 8) continue;
      told.set('3', b3).set('4', b4).set('5', b5).set('6', b6);
      const b1 = above(amounts, b3, rowGap);
      const b2 = above(amounts, b4, rowGap);
      if (b1) told.set('1', b1);
      if (b2) told.set('2', b2);
      return told;
    }
  }
  return told;
}

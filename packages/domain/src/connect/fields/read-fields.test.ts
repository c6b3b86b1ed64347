import { describe, expect, it } from 'vitest';
import type { PageLayout, PageText } from '../../signatures/field-proposals.ts';
import { checkFieldValue, fieldMessages } from './field.schemas.ts';
import { fromCents, parseMoney, toCents } from './money.ts';
import { readFields } from './read-fields.ts';

/** A run of text at (x, y) from the page's top-left corner, `size` points high, about 0.5 em a letter. */
const run = (str: string, x: number, top: number, size = 7, confidence?: number): PageText => ({
  str,
  x,
  y: 792 - top,
  width: str.length * size * 0.5,
  height: size,
  ...(confidence === undefined ? {} : { confidence }),
});
const page = (...items: PageText[]): PageLayout => ({ width: 612, height: 792, items });
const values = (fields: ReturnType<typeof readFields>) => Object.fromEntries(fields.map((f) => [f.key, f.value]));

describe('money as forms print it', () => {
  it('reads dollars and cents, commas, a dollar sign, and parentheses or a minus as negative', () => {
    expect(parseMoney('$ 1,234.56')).toBe('1234.56');
    expect(parseMoney('1234.56')).toBe('1234.56');
    expect(parseMoney('(45.00)')).toBe('-45.00');
    expect(parseMoney('-45.00')).toBe('-45.00');
    expect(parseMoney('$-45.00')).toBe('-45.00');
    expect(parseMoney('12,000')).toBe('12000.00');
    expect(parseMoney('$0.00')).toBe('0.00');
  });
  it('is no amount without cents, a comma or a dollar sign, or with one parenthesis', () => {
    expect(parseMoney('2025')).toBeNull();
    expect(parseMoney('12a')).toBeNull();
    expect(parseMoney('(45.00')).toBeNull();
    expect(parseMoney('1,23.00')).toBeNull();
  });
  it('adds up in cents', () => {
    expect(toCents('1234.56') + toCents('-0.56')).toBe(123_400);
    expect(fromCents(123_405)).toBe('1234.05');
    expect(fromCents(-5)).toBe('-0.05');
  });
});

describe('reading a form’s boxes by caption and position (issue 42 §1)', () => {
  it('joins an amount OCR split at its comma or point, on a scan only', () => {
    const scanned = (amount: string, confidence?: number) =>
      readFields('1099-DIV', [
        page(
          run('1a Total ordinary dividends', 240, 100, 7, confidence),
          run(amount, 300, 112, 9, confidence),
          run('1b Qualified dividends', 240, 130, 7, confidence),
          run('9, 306. 98', 300, 142, 9, confidence),
        ),
      ]);
    expect(values(scanned('12,176. 21', 80))).toMatchObject({ '1a': '12176.21', '1b': '9306.98' });
    expect(values(scanned('1 , 040. 85 $', 80))).toMatchObject({ '1a': '1040.85' });
    // A page's own text is as printed: "9, 306. 98" there is no amount.
    expect(values(scanned('12,176.21'))).toEqual({ '1a': '12176.21' });
  });

  it('reads each amount under its own caption in a grid, not by line order', () => {
    // Two columns: the right box's amount is printed higher than the left one's.
    const fields = readFields('W-2', [
      page(
        run('1 Wages, tips, other compensation', 300, 100),
        run('2 Federal income tax withheld', 440, 100),
        run('8,765.43', 480, 112, 9),
        run('$', 302, 118, 8),
        run('52,100.00', 320, 118, 9),
        run('3 Social security wages', 300, 130),
        run('4 Social security tax withheld', 440, 130),
        run('52,100.00', 320, 146, 9),
        run('3,230.20', 480, 146, 9),
      ),
    ]);
    expect(values(fields)).toMatchObject({ '1': '52100.00', '2': '8765.43', '3': '52100.00', '4': '3230.20' });
  });

  it('leaves a box empty rather than taking the amount of the box below it', () => {
    const fields = readFields('1099-INT', [
      page(
        run('1 Interest income', 300, 100),
        run('2 Early withdrawal penalty', 300, 130),
        run('$ 45.10', 310, 146, 9),
      ),
    ]);
    expect(values(fields)).toEqual({ '2': '45.10' });
  });

  it('reads a substitute statement’s list ("Box 1 Interest income ..... $12.00") and a table’s Box column', () => {
    const list = readFields('1099-INT', [
      page(run('Box 1 Interest income . . . . . . . . . .', 56, 200, 9), run('$1,204.77', 520, 200, 9.5)),
    ]);
    expect(values(list)).toEqual({ '1': '1204.77' });
    const table = readFields('1099-R', [
      page(
        run('1', 48, 200, 8.5),
        run('Gross distribution', 90, 200, 8.5),
        run('$5,734.60', 530, 200, 9),
        run('7', 48, 215, 8.5),
        run('Distribution code(s)', 90, 215, 8.5),
        run('G', 560, 215, 9),
      ),
    ]);
    expect(values(table)).toEqual({ '1': '5734.60', '7': 'G' });
  });

  it('reads garbled OCR captions, and an amount in a caption ("$5,000 or more") is not a box’s', () => {
    const fields = readFields('1099-NEC', [
      page(
        run('1 Nonemplovee cornpensation', 300, 100, 7, 71),
        run('$ 28,176.75', 310, 116, 9, 88),
        run('2 Payer made direct sales totaling $5,000 or more', 300, 130),
      ),
    ]);
    expect(values(fields)).toEqual({ '1': '28176.75' });
    expect(fields[0]!.confidence).toBeLessThan(0.9);
    expect(fields[0]!.box.top).toBeGreaterThan(0.1);
  });

  it('reads W-2 box 12’s code beside its amount, never the small "C" of "Code" down the box', () => {
    const fields = readFields('W-2', [
      page(
        run('12a See instructions for box 12', 440, 300),
        run('C', 440, 308, 5.5),
        run('DD', 452, 318, 9),
        run('12,518.00', 520, 318, 9),
        run('12b See instructions for box 12', 440, 330),
        run('C', 440, 338, 5.5),
      ),
    ]);
    expect(values(fields)).toEqual({ '12a code': 'DD', '12a': '12518.00' });
  });

  it('keeps the first copy when the form is printed several times on the sheet', () => {
    const copy = (top: number, wages: string) => [
      run('1 Wages, tips, other comp.', 300, top),
      run(wages, 320, top + 14, 9),
    ];
    const fields = readFields('W-2', [page(...copy(400, '9,999.00'), ...copy(100, '1,000.00'))]);
    expect(values(fields)).toEqual({ '1': '1000.00' });
  });

  it('reads nothing on a form it only sorts, or on a page without its captions', () => {
    expect(readFields('1040', [page(run('1 Wages', 50, 50), run('1,000.00', 60, 62))])).toEqual([]);
    expect(readFields('W-2', [page(run('Dear client,', 50, 50), run('1,000.00', 60, 62))])).toEqual([]);
  });
});

describe('a corrected value, checked as its box holds it (issue 42 §2)', () => {
  it('takes an amount as dollars and cents and a code in capitals; empty clears the box', () => {
    expect(checkFieldValue('W-2', '1', '$52,100')).toEqual({ ok: true, value: '52100.00' });
    expect(checkFieldValue('W-2', '1', '52100')).toEqual({ ok: true, value: '52100.00' });
    expect(checkFieldValue('W-2', '1', '(12.50)')).toEqual({ ok: true, value: '-12.50' });
    expect(checkFieldValue('W-2', '1', '207831.5')).toEqual({ ok: true, value: '207831.50' });
    expect(checkFieldValue('W-2', '1', '1,234.5')).toEqual({ ok: true, value: '1234.50' });
    expect(checkFieldValue('W-2', '1', '(45)')).toEqual({ ok: true, value: '-45.00' });
    expect(checkFieldValue('W-2', '15', 'ny')).toEqual({ ok: true, value: 'NY' });
    expect(checkFieldValue('W-2', '17', '')).toEqual({ ok: true, value: null });
  });
  it('says what is wrong: not an amount, not a code of the box, not a box of the form', () => {
    expect(checkFieldValue('W-2', '1', 'lots')).toEqual({ ok: false, message: fieldMessages.money });
    expect(checkFieldValue('W-2', '15', 'XX')).toEqual({ ok: false, message: fieldMessages.code });
    expect(checkFieldValue('W-2', '12a code', 'U')).toEqual({ ok: false, message: fieldMessages.code });
    expect(checkFieldValue('W-2', '99', '1.00')).toEqual({ ok: false, message: fieldMessages.unknown });
    expect(checkFieldValue(null, '1', '1.00')).toEqual({ ok: false, message: fieldMessages.unknown });
  });
});

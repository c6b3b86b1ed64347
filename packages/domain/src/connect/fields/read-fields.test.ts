import { describe, expect, it } from 'vitest';
import type { PageText } from '../../signatures/field-proposals.ts';
import { checkFieldValue, fieldMessages } from './field.schemas.ts';
import { fieldsOf } from './form-fields.ts';
import { fromCents, parseMoney, toCents } from './money.ts';
import { readOcrAmounts } from './ocr-amounts.ts';
import { fieldsInDoubt, readFields } from './read-fields.ts';
import { page, run, values } from './test-pages.ts';

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

describe('reading OCR’s word boxes off scans (issue 42 §1)', () => {
  /** An OCR'd run: OCR gives a confidence, a page's own text does not. */
  const ocr = (str: string, x: number, top: number, size = 7, confidence = 85) => run(str, x, top, size, confidence);

  it('reads an amount OCR misread: a letter for a digit, marks read as a point and a space, thousands set apart', () => {
    expect(readOcrAmounts('1,O4l.85')).toBe('1,041.85');
    expect(readOcrAmounts('$ 3S.0O')).toBe('$ 35.00');
    expect(readOcrAmounts('13.456 00')).toBe('13,456.00');
    expect(readOcrAmounts('15,053 00 |s')).toBe('15,053.00 |s');
    expect(readOcrAmounts('1 234.56')).toBe('1,234.56');
    expect(readOcrAmounts('(2,5l0.00)')).toBe('(2,510.00)');
    expect(readOcrAmounts('13.456. 00')).toBe('13,456.00');
    expect(readOcrAmounts('1.234.567.89')).toBe('1,234,567.89');
    // Letters stay letters in words, and a box number before an amount is not joined to it.
    expect(readOcrAmounts('Box 1 Interest 12.00')).toBe('Box 1 Interest 12.00');
    expect(readOcrAmounts('SOLD 10.00')).toBe('SOLD 10.00');
    const fields = readFields('1099-INT', [
      page(
        ocr('1 Interest income', 240, 100),
        ocr('1,2O4.7l', 300, 112, 9),
        ocr('4 Federal income tax withheld', 240, 130),
        ocr('(l2.50)', 300, 142, 9),
      ),
    ]);
    expect(values(fields)).toEqual({ '1': '1204.71', '4': '-12.50' });
  });

  it('reads box numbers OCR misread or glued to their caption, after a box’s rule read as a bar', () => {
    const fields = readFields('1099-DIV', [
      page(
        ocr('Box la Total ordinary dividends', 50, 100),
        ocr('$2,225.18', 60, 112, 9),
        ocr('Boxs Section 199A dividends', 300, 100),
        ocr('$13.09', 310, 112, 9),
        ocr('ZIP |3 Nondividend distributions', 200, 140),
        ocr('$7.00', 240, 152, 9),
        ocr('[4 Federal income tax withheld', 350, 140),
        ocr('$1.00', 370, 152, 9),
        ocr('7Foreign tax paid', 50, 170),
        ocr('$2.00', 60, 182, 9),
      ),
    ]);
    expect(values(fields)).toEqual({ '1a': '2225.18', '3': '7.00', '4': '1.00', '5': '13.09', '7': '2.00' });
    // A misread number whose caption does not match is no box ("Is" is no box 15 of a W-2).
    const w2 = readFields('W-2', [page(ocr('Is Taxable wages', 50, 100), ocr('TX', 60, 112, 9))]);
    expect(values(w2)).toEqual({});
  });

  it('reads a box number OCR misread alone before its caption ("la" for "1a"), only where the caption matches', () => {
    const summary = (caption: string) =>
      values(
        readFields('1099-DIV', [
          page(ocr('la', 41, 202, 6.8), ocr(caption, 58, 204, 8.3), ocr('134.65', 275, 202, 6.5)),
        ]),
      );
    expect(summary('Total Ordinary Dividends')).toEqual({ '1a': '134.65' });
    expect(summary('Account Summary')).toEqual({});
  });

  it('takes a garbled caption after "Box" or with its first word read right, and no less garbled one', () => {
    const tuition = readFields('1098-T', [
      page(
        ocr('Box 1', 87, 284, 8.6),
        ocr('Payments reconwved Tor qualified t non and related expe', 112, 282, 5.3),
        ocr('$8,112.00', 262, 293, 6),
      ),
    ]);
    expect(values(tuition)).toEqual({ '1': '8112.00' });
    const interest = (caption: string) =>
      values(readFields('1099-INT', [page(ocr(caption, 248, 89, 4.3), ocr('2,003.30', 325, 103, 6.5))]));
    expect(interest('1 interest ing')).toEqual({ '1': '2003.30' });
    expect(interest('1 ing income')).toEqual({});
  });

  it('reads a code beside a box’s rule ("D|"), under a caption OCR drew taller than the rest', () => {
    const fields = readFields('W-2', [
      page(
        ocr('1 Wages, tips, other compensation', 300, 100, 5),
        ocr('12a See instructions for box 12', 446, 135, 5),
        ocr('D|', 461, 144, 5.8),
        ocr('2, 261. 00', 534, 145, 6.5),
        ocr('12b See instructions for box 12', 446, 157, 7.9),
        ocr('DD', 456, 162, 5.8),
        ocr('6,671. 00', 534, 163, 6.5),
        ocr('12c See instructions for box 12', 446, 175, 5),
      ),
    ]);
    expect(values(fields)).toMatchObject({ '12a code': 'D', '12a': '2261.00', '12b code': 'DD', '12b': '6671.00' });
  });

  it('reads a code printed alone under a caption OCR drew taller (a rule read into it), smaller than that', () => {
    const fields = readFields('1099-R', [
      page(
        ocr('7 Distribution code(s) | IRA! SEP/', 243, 203, 9.7),
        ocr('4', 247, 215, 6.1),
        ocr('9a Your percentage of total distribution', 243, 227, 6.1),
        ocr('4 Federal income tax withheld', 357, 143, 5),
      ),
    ]);
    expect(values(fields)).toEqual({ '7': '4' });
  });

  it('reads captions with a point after their box number ("Box 5. Net Benefits"), not a sentence’s "box 5. See"', () => {
    const fields = readFields('SSA-1099', [
      page(
        run('The benefits shown in box 5. See the worksheet', 40, 60, 8),
        run('7,130.40', 60, 72, 8.5),
        run('Box 5. Net Benefits for 2025 (Box 3 minus Box 4)', 330, 100),
        run('25,668.00', 340, 114, 9.5),
        run('Box 6. Voluntary Federal Income Tax Withheld', 40, 200),
        run('2,310.00', 50, 214, 9.5),
      ),
    ]);
    expect(values(fields)).toEqual({ '5': '25668.00', '6': '2310.00' });
  });

  it('tells a W-2’s boxes 1 to 6 by payroll’s arithmetic where OCR could not read their captions', () => {
    // A phone photo: the title read, the captions a blur, the amounts sharp.
    const grid = (box4: string, box6: string) =>
      page(
        ocr('w-2 Wage and Tax Statement', 122, 356, 10),
        ocr('Fo', 419, 138, 3),
        ocr('15,053.00', 382, 151, 6),
        ocr('1,489.49', 487, 150, 6),
        ocr('15,053.00 |s', 383, 170, 6),
        ocr(box4, 494, 170, 5),
        ocr('15,053.00 |x', 383, 190, 6),
        ocr(box6, 495, 193, 6),
        ocr('12a', 422, 236, 3.6),
        ocr('13,456.00', 488, 248, 5),
      );
    const fields = readFields('W-2', [grid('933.29', '218.27')]);
    expect(values(fields)).toMatchObject({
      '1': '15053.00',
      '2': '1489.49',
      '3': '15053.00',
      '4': '933.29',
      '5': '15053.00',
      '6': '218.27',
      '12a': '13456.00',
    });
    expect(fields.find((f) => f.key === '4')!.confidence).toBeLessThan(0.8);
    // Taxes that are not 6.2 % and 1.45 % of the wages beside them tell nothing.
    expect(values(readFields('W-2', [grid('933.29', '318.27')]))).toEqual({ '12a': '13456.00' });
    expect(values(readFields('W-2', [grid('833.29', '218.27')]))).toEqual({ '12a': '13456.00' });
    // An amount OCR left with one parenthesis is no amount, and no failure.
    expect(values(readFields('W-2', [grid('(933.29', '218.27')]))).toEqual({ '12a': '13456.00' });
  });

  it('reads no amount out of a longer run of digits and marks', () => {
    const nec = (amount: string) =>
      readFields('1099-NEC', [page(ocr('1 Nonemployee compensation', 240, 100), ocr(amount, 300, 112, 9))]);
    expect(values(nec('15.0655.00'))).toEqual({});
    expect(values(nec('$ 15,053.00'))).toEqual({ '1': '15053.00' });
  });

  it('tells a W-2’s box 12 by its codes beside amounts under box 6 where OCR lost the captions', () => {
    // A phone photo: boxes 1 to 6 told by payroll's arithmetic, box 12's captions a blur.
    const w2 = (...extra: PageText[]) =>
      page(
        ocr('w-2 Wage and Tax Statement', 122, 356, 10),
        ocr('15,053.00', 382, 151, 6),
        ocr('1,489.49', 487, 150, 6),
        ocr('15,053.00', 383, 170, 6),
        ocr('933.29', 494, 170, 5),
        ocr('15,053.00', 383, 190, 6),
        ocr('218.27', 495, 193, 6),
        ...extra,
      );
    const box12 = [
      ocr('DD}', 426, 250, 9),
      ocr('13.456. 00', 489, 251, 9),
      ocr('w|', 430, 269, 8),
      ocr('963.00', 499, 267, 4),
      // Box 19 in the same column at the foot has an amount beside it, not a code.
      ocr('1,200.00', 430, 310, 6),
      ocr('88.00', 499, 310, 6),
    ];
    const fields = readFields('W-2', [w2(...box12)]);
    expect(values(fields)).toMatchObject({ '12a code': 'DD', '12a': '13456.00', '12b code': 'W', '12b': '963.00' });
    expect(values(fields)['12c']).toBeUndefined();
    expect(fields.find((f) => f.key === '12a')!.confidence).toBeLessThan(0.8);
    // Read by their captions, box 12's entries are not told again by shape.
    const captioned = readFields('W-2', [
      w2(
        ocr('12a See instructions for box 12', 422, 240, 5),
        ocr('D', 426, 250, 9),
        ocr('16,127.00', 489, 251, 9),
        ...box12.slice(2),
      ),
    ]);
    expect(values(captioned)).toMatchObject({ '12a code': 'D', '12a': '16127.00' });
    expect(values(captioned)['12b']).toBeUndefined();
  });

  it('tells a page in doubt, and keeps per box the surer of two readings', () => {
    const first = page(
      ocr('2a Total capital gain distr', 242, 122, 6),
      ocr('040. 85', 320, 130, 7),
      ocr('5 Section 199A dividends', 243, 198, 5),
      ocr('3.54', 327, 207, 6.8, 96),
      ocr('12a See instructions for box 12', 443, 201, 5),
    );
    const finer = page(
      ocr('2a Total capital gain distr', 242, 122, 6),
      ocr('1,040.85', 310, 130, 7),
      ocr('5 Section 199A dividends', 243, 198, 5),
      ocr('53.54', 322, 207, 6.8, 90),
    );
    expect(fieldsInDoubt('1099-DIV', first)).toBe(true);
    // The finer reading found 2a and 5 whole, but not one of the other boxes' captions the form prints.
    expect(fieldsInDoubt('1099-DIV', finer)).toBe(true);
    expect(values(readFields('1099-DIV', [first]))).toEqual({ '2a': '40.85', '5': '3.54' });
    expect(values(readFields('1099-DIV', [first], [[finer]]))).toEqual({ '2a': '1040.85', '5': '53.54' });
    // Something in a code's box that is neither code nor amount ("o|" for "D") puts the page in doubt.
    // The W-2's other captions, their boxes empty: a page that lost none of them.
    const others = [...new Map(fieldsOf('W-2').map((f) => [f.key.split(' ')[0]!, f.caption]))]
      .filter(([box]) => box !== '12a')
      .map(([box, caption], i) => ocr(`${box} ${caption}`, 40, 300 + i * 30, 5));
    const w2 = (code: string) =>
      page(
        ...others,
        ocr('12a See instructions for box 12', 443, 201, 5),
        ocr(code, 457, 219, 13.3),
        ocr('16,127.00', 524, 217, 7.6),
      );
    expect(fieldsInDoubt('W-2', w2('o|'))).toBe(true);
    // A third, sharpened reading gives the code the others could not make out; the others keep their amounts.
    const sharper = page(...others, ocr('12a See instructions for box 12', 443, 201, 5), ocr('D', 457, 219, 13.3));
    expect(values(readFields('W-2', [w2('o|')], [[w2('o|'), sharper]]))).toEqual({
      '12a code': 'D',
      '12a': '16127.00',
    });
    expect(fieldsInDoubt('W-2', w2('D'))).toBe(false);
    expect(fieldsInDoubt('1040', first)).toBe(false);
  });

  it('tells a page in doubt where OCR lost a box’s caption or every caption', () => {
    const nec = (...captions: string[]) =>
      page(
        ...captions.map((c, i) => ocr(c, 244, 100 + i * 60, 6)),
        ocr('$ 690.10', 250, 118, 9),
        ocr('$ 0.00', 250, 178, 9),
      );
    expect(fieldsInDoubt('1099-NEC', nec('1 Nonemployee compensation', '4 Federal income tax withheld'))).toBe(false);
    expect(fieldsInDoubt('1099-NEC', nec('1 Nonemployee compensation', 'Fodeial peoaw bon sithhweid'))).toBe(true);
    // A phone photo whose small print is a blur: the form told by its title, its amounts without a caption.
    const photo = (confidence: number) =>
      page(
        ocr('W-2 Wage and Tax Statement', 109, 355, 12, 62),
        ocr('1,489.49', 489, 151, 6, confidence),
        ocr('Ta', 361, 177, 3, confidence),
      );
    expect(fieldsInDoubt('W-2', photo(36))).toBe(true);
    // Read well and still without a caption, the page has no boxes (a 1099-B's page of transactions).
    expect(fieldsInDoubt('W-2', photo(90))).toBe(false);
  });

  it('keeps the reading with more digits where the other lost those before a space', () => {
    const caption = ocr('2 Outstanding mortgage principal', 245, 165, 6);
    const first = page(caption, ocr('$500, 155. 33 | 06/21/2018', 246, 185, 14));
    const finer = page(caption, ocr('$500, 1', 246, 185, 13), ocr('5.33', 274, 181, 15));
    expect(values(readFields('1098', [finer]))).toEqual({ '2': '5.33' });
    expect(values(readFields('1098', [first], [[finer]]))).toEqual({ '2': '500155.33' });
  });

  it('tells a box whose caption OCR garbled by its number’s place in a column of box numbers', () => {
    const int = (...numbers: string[]) =>
      page(
        ocr(`${numbers[0]} BErmest Irom`, 235, 143, 4, 19),
        ocr('1,419.79 2023', 292, 156, 12),
        ...numbers.slice(1).map((n, i) => ocr(`${n} Ear widow proud`, 235, 163 + i * 18, 5, 27)),
      );
    const fields = readFields('1099-INT', [int('1', '2', '4')]);
    expect(values(fields)).toEqual({ '1': '1419.79' });
    expect(fields[0]!.confidence).toBeLessThan(0.6);
    // A smaller number below it, or alone, the number is some other text's.
    expect(values(readFields('1099-INT', [int('4', '2', '8')]))).toEqual({});
    expect(values(readFields('1099-INT', [int('1', '2')]))).toEqual({});
    // Another form's captions read clearly ("1 Wages, tips" over "3 Social security wages") are not garbled ones.
    const w2 = page(
      ocr('1 Wages, tips, other compensation', 235, 143, 4, 92),
      ocr('1,419.79', 292, 156, 12, 92),
      ocr('3 Social security wages', 235, 163, 5, 90),
      ocr('5 Medicare wages and tips', 235, 181, 5, 91),
    );
    expect(values(readFields('1099-INT', [w2]))).toEqual({});
  });

  it('takes no box from the CORRECTED check box atop the form', () => {
    const nec = page(
      ocr('[3 CORRECTED (if checked)', 253, 430, 10),
      ocr('1 Nonemployee compensation', 244, 439, 6),
      ocr('$', 244, 480, 5),
      ocr('690. 10 | 2025', 324, 482, 16),
    );
    expect(values(readFields('1099-NEC', [nec]))).toEqual({ '1': '690.10' });
  });

  it('reads an amount OCR ran on past its box’s rule into the next box’s words', () => {
    const r = page(
      ocr('4 Federal income tax withheld', 356, 144, 6),
      ocr('$', 358, 158, 6),
      ocr('10, 006. 71 | tax retum. If this form shows', 417, 162, 12),
    );
    expect(values(readFields('1099-R', [r]))).toEqual({ '4': '10006.71' });
    // Words in the amount's own part still make it a sentence's, not the box's.
    const sentence = page(
      ocr('4 Federal income tax withheld', 356, 144, 6),
      ocr('shown as 10,006.71 in your return', 360, 162, 7),
    );
    expect(values(readFields('1099-R', [sentence]))).toEqual({});
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

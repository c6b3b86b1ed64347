import { describe, expect, it } from 'vitest';
import { listedFields } from './form-fields.ts';
import { readFields } from './read-fields.ts';
import { page, run, values } from './test-pages.ts';
import { documentFigures, totalsInCents } from './tax-data.ts';

/** A run ending at x (amounts print right-aligned in their column). */
const right = (str: string, x: number, top: number, size = 8, confidence?: number) =>
  run(str, x - str.length * size * 0.5, top, size, confidence);

describe('a Schedule K-1’s lines, read as the kind it names (issue 42 §1)', () => {
  const lines = (title: string, caption1: string) =>
    page(
      run(title, 28, 90, 9.5),
      run(`1 ${caption1}`, 310, 150, 6.2),
      run('-3,210.55', 320, 176, 8.5),
      run('2 Net rental real estate income (loss)', 310, 190, 6.2),
      run('14,002.10', 320, 216, 8.5),
      run('12 Section 179 deduction', 460, 150, 6.2),
    );

  it('reads line 1 of a 1065 as ordinary business income, negative with a minus or in parentheses', () => {
    const fields = readFields('K-1', [
      lines("Partner's Share of Income, Deductions, Credits, etc. (Form 1065)", 'Ordinary business income (loss)'),
    ]);
    expect(values(fields)).toEqual({ '1 (1065)': '-3210.55', '2 (1065)': '14002.10' });
    const shareholder = readFields('K-1', [
      page(
        run("Shareholder's Share of Income, Deductions, Credits, etc. Schedule K-1 (Form 1120-S)", 28, 90, 9.5),
        run('1 Ordinary business income (loss)', 310, 150, 6.2),
        run('(812.00)', 320, 176, 8.5),
      ),
    ]);
    expect(values(shareholder)).toEqual({ '1 (1120-S)': '-812.00' });
  });

  it('reads line 1 of a 1041 as interest income, and a page naming no kind not at all', () => {
    const trust = readFields('K-1', [
      lines("Beneficiary's Share of Income, Deductions, Credits, etc. (Form 1041)", 'Interest income'),
    ]);
    expect(values(trust)).toEqual({ '1 (1041)': '-3210.55' });
    expect(readFields('K-1', [lines('Schedule K-1', 'Ordinary business income (loss)')])).toEqual([]);
  });

  it('reads a line beside part I’s captions, whose rows never line up with part III’s', () => {
    const fields = readFields('K-1', [
      page(
        run("Shareholder's Share of Income, Deductions, Credits, etc.", 28, 90, 9.5),
        run('B Corporation’s name, address, city, state, and ZIP code', 30, 175, 6.2),
        run('3 Other net rental income (loss)', 308, 231, 6.2),
        run('C IRS Center where corporation filed return', 30, 257, 6.2),
        run('986.00', 312, 269, 8.5),
        run('4 Interest income', 308, 279, 6.2),
        run('e-file', 34, 288, 8.5),
        run('D Corporation’s total number of shares', 30, 298, 6.2),
      ),
    ]);
    expect(values(fields)).toEqual({ '3 (1120-S)': '986.00' });
  });

  it('reads a figure at the foot of a tall box, under a caption OCR drew small', () => {
    const ocr = (str: string, x: number, top: number, size: number) => run(str, x, top, size, 80);
    const fields = readFields('K-1', [
      page(
        ocr("Beneficiary's Share of Current Year Income, Deductions, Credits, and Other Items", 345, 133, 10),
        ocr('1 Interest mecome', 310, 139, 4.7),
        ocr('17,956.00', 313, 181, 7.9),
        ocr('2a Ordinary dividends', 308, 194, 4.7),
      ),
    ]);
    expect(values(fields)).toEqual({ '1 (1041)': '17956.00' });
  });

  it('reads a line whose caption OCR read after a checked box of the column beside ("X] 6¢ Dividend equivalents")', () => {
    const ocr = (str: string, x: number, top: number, size: number) => run(str, x, top, size, 80);
    const fields = readFields('K-1', [
      page(
        ocr("Partner's Share of Current Year Income, Deductions, Credits, and Other Items", 343, 124, 10),
        ocr('6b Qualified dividends', 308, 424, 5.5),
        ocr('X] 6¢ Dividend equivalents', 297, 460, 6.2),
        ocr('- 7, 840. 00', 312, 486, 7.4),
      ),
    ]);
    expect(values(fields)).toEqual({ '6c (1065)': '-7840.00' });
  });

  it('lists the lines of the kind read in the review, and adds ordinary business income to its total', () => {
    const listed = listedFields('K-1', new Set(['1 (1120-S)'])).map((s) => s.key);
    expect(listed).toContain('5a (1120-S)');
    expect(listed.some((k) => k.endsWith('(1065)') || k.endsWith('(1041)'))).toBe(false);
    const totals = totalsInCents([
      { form: 'K-1', fields: [{ key: '1 (1120-S)', value: '-812.00' }] },
      { form: 'K-1', fields: [{ key: '6 (1041)', value: '1000.00' }] },
    ]);
    expect(totals.get('ordinary_business_income')).toBe(18_800);
  });
});

describe('a 1095-A’s monthly coverage, read by row and column (issue 42 §1)', () => {
  const heads = [
    run('Month', 36, 352, 6.5),
    run('A. Monthly enrollment premiums', 180, 352, 6.5),
    run('B. Monthly second lowest cost silver', 318, 352, 6.5),
    run('plan (SLCSP) premium', 340, 359.3, 6.5),
    run('C. Monthly advance payment of', 466, 352, 6.5),
    run('premium tax credit', 480, 359.3, 6.5),
  ];
  const month = (n: number, name: string, top: number, a: string, b: string, c: string) => [
    run(String(n), 32, top, 7),
    run(name, 48, top, 7.5),
    run('$', 155, top, 7),
    ...(a ? [right(a, 300, top)] : []),
    run('$', 299, top, 7),
    ...(b ? [right(b, 444, top)] : []),
    run('$', 443, top, 7),
    ...(c ? [right(c, 577, top)] : []),
  ];

  it('reads each month’s columns A to C and the annual totals; a month without coverage is empty', () => {
    const fields = readFields('1095-A', [
      page(
        run('Part III Coverage Information', 30, 339, 8),
        ...heads,
        ...month(21, 'January', 380, '', '', ''),
        ...month(22, 'February', 395, '1,204.50', '1,150.00', '640.18'),
        ...month(23, 'March', 410, '1,204.50', '1,150.00', '640.18'),
        ...month(33, 'Annual Totals', 560, '2,409.00', '2,300.00', '1,280.36'),
      ),
    ]);
    expect(values(fields)).toEqual({
      '22A': '1204.50',
      '22B': '1150.00',
      '22C': '640.18',
      '23A': '1204.50',
      '23B': '1150.00',
      '23C': '640.18',
      '33A': '2409.00',
      '33B': '2300.00',
      '33C': '1280.36',
    });
    const totals = totalsInCents([{ form: '1095-A', fields: fields.map((f) => ({ key: f.key, value: f.value })) }]);
    expect(totals.get('advance_premium_tax_credit')).toBe(128_036);
  });

  it('reads nothing without the columns’ headings', () => {
    expect(readFields('1095-A', [page(...month(22, 'February', 395, '1,204.50', '1,150.00', '640.18'))])).toEqual([]);
  });
});

describe('a 1099-B summary by Form 8949 category (issue 42 §1)', () => {
  const heads = [
    right('Proceeds', 312, 400, 6.5),
    right('Cost Basis', 378, 400, 6.5),
    right('Market Discount', 444, 400, 6.5),
    right('Wash Sale Loss', 510, 400, 6.5),
    right('Disallowed', 510, 407, 6.5),
    right('Net Gain or', 576, 400, 6.5),
    right('Loss(-)', 576, 407, 6.5),
  ];
  const row = (top: number, label: string[], vals: string[]) => [
    ...label.map((l, i) => run(l, 40, top + i * 7.6, 7)),
    ...vals.map((v, i) => right(v, 312 + i * 66, top, 7.5)),
  ];

  it('reads proceeds, cost basis and wash sale per category on a consolidated summary, not by line order', () => {
    const summary = page(
      run('Summary of 2025 Proceeds, Gains & Losses, Adjustments and Income Tax Withheld', 40, 380, 8.5),
      ...heads,
      // Long-term printed first: rows are told by their words, not their order.
      ...row(
        420,
        ['Long-term transactions for which basis is reported', 'to the IRS (Box D)'],
        ['20,512.44', '18,000.00', '0.00', '0.00', '2,512.44'],
      ),
      ...row(
        438,
        ['Short-term transactions for which basis is reported', 'to the IRS'],
        ['9,876.54', '10,100.00', '0.00', '35.20', '(188.26)'],
      ),
      ...row(
        474,
        ['Short-term transactions for which basis is not', 'reported to the IRS'],
        ['0.00', '0.00', '0.00', '0.00', '0.00'],
      ),
      ...row(
        456,
        ['Short-term transactions not reported on', 'Form 1099-B (Box C)'],
        ['5.00', '4.00', '0.00', '0.00', '1.00'],
      ),
      ...row(492, ['Total'], ['30,393.98', '28,104.00', '0.00', '35.20', '2,325.18']),
    );
    const fields = readFields('1099-DIV', [summary]);
    expect(values(fields)).toEqual({
      'D 1d': '20512.44',
      'D 1e': '18000.00',
      'D 1g': '0.00',
      'A 1d': '9876.54',
      'A 1e': '10100.00',
      'A 1g': '35.20',
      'B 1d': '0.00',
      'B 1e': '0.00',
      'B 1g': '0.00',
    });
    const totals = totalsInCents([{ form: '1099-DIV', fields: fields.map((f) => ({ key: f.key, value: f.value })) }]);
    expect(totals.get('proceeds')).toBe(3_038_898);
    expect(totals.get('cost_basis')).toBe(2_810_000);
  });

  it('reads a column whose heading OCR ran into the next one’s on one line', () => {
    // A scan: the headings "Wash Sale Loss Disallowed" and "Net Gain or Loss (-)" set close, their first lines read
    // as one run of words.
    const scanned = page(
      run('Summary of 2025 Proceeds, Gains & Losses, Adjustments and Income Tax Withheld', 40, 380, 8.5, 95),
      right('Proceeds', 312, 400, 6.5, 96),
      right('Cost Basis', 378, 400, 6.5, 96),
      run('Wash Sale Loss Net Gain or', 462, 400, 6.5, 65),
      run('Disallowed', 462, 407, 6.5, 90),
      run('Loss(-)', 550, 407, 6.5, 90),
      run('Short-term transactions for which basis is reported to the IRS (Box A)', 40, 420, 7, 90),
      ...['9,876.54', '10,100.00'].map((v, i) => right(v, 312 + i * 66, 420, 7.5, 90)),
      right('35.20', 510, 420, 7.5, 90),
      right('(188.26)', 576, 420, 7.5, 90),
    );
    expect(values(readFields('1099-DIV', [scanned]))).toEqual({
      'A 1d': '9876.54',
      'A 1e': '10100.00',
      'A 1g': '35.20',
    });
  });

  it('lists a summary’s boxes only where read, and reads an IRS 1099-B’s boxes 1d, 1e, 1g by caption', () => {
    expect(listedFields('1099-DIV', new Set()).some((s) => s.cell)).toBe(false);
    expect(
      listedFields('1099-DIV', new Set(['A 1d']))
        .filter((s) => s.cell)
        .map((s) => s.key),
    ).toEqual(['A 1d']);
    const form = readFields('1099-B', [
      page(
        run('1d Proceeds', 240, 200),
        run('1e Cost or other basis', 330, 200),
        run('12,400.00', 290, 214, 9),
        run('9,100.15', 380, 214, 9),
        run('1f Accrued market discount', 240, 230),
        run('1g Wash sale loss disallowed', 330, 230),
        run('42.00', 400, 244, 9),
      ),
    ]);
    expect(values(form)).toEqual({ '1d': '12400.00', '1e': '9100.15', '1g': '42.00' });
    expect(documentFigures('1099-B', [{ key: '1d', value: '12400.00' }])).toEqual([
      { key: '1d', label: 'Proceeds', kind: 'money', value: '12400.00' },
    ]);
  });
});

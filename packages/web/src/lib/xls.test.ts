import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cell, chars, eof, f64, record, str, u16, u32, u8, workbookStream } from './__fixtures__/build-biff';
import { buildCfb } from './__fixtures__/build-cfb';
import { readXlsWorkbook } from './xls';
import { formatDate, formatGeneral, isDateFormat } from './xls-values';
import { MAX_SHEETS, sheetGrid, XLSX_UNREADABLE } from './xlsx';

/** Files written by Spreadsheet::WriteExcel (see __fixtures__/make-xls.pl). */
const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '__fixtures__', name)));
const xls = (stream: Uint8Array, name = 'Workbook') => buildCfb({ [name]: stream }).bytes;

describe('readXlsWorkbook on files written by Spreadsheet::WriteExcel', () => {
  it('reads every worksheet in tab order: text, numbers, dates, formula results, a hidden sheet', () => {
    const [income, expenses, lists] = readXlsWorkbook(fixture('basic.xls'));
    expect(income).toEqual({
      name: 'Income',
      hidden: false,
      rows: [
        { index: 0, cells: ['Client', 'Amount', 'Date', 'Paid', 'Total', 'Label'] },
        { index: 1, cells: ['Ann Lee', '52000.5', '2024-03-15', 'TRUE', '51999.25', 'Ann Lee!'] },
        { index: 2, cells: ['Bob Roe', '-0.25', '2024-01-02 13:45:30', 'FALSE', '#DIV/0!'] },
        // 45000 with built-in format 14 is a date; '#,##0.00' and '0 "days"' are not.
        { index: 3, cells: ['', '123456789012', '2023-03-15', '1234.5', '12'] },
        { index: 4, cells: ['', '3', '1E+21', '0.3'] },
        { index: 9, cells: ['After the gap'] },
      ],
      rowCount: 10,
      columnCount: 6,
      truncated: false,
    });
    expect(sheetGrid(income!).slice(4, 10)).toEqual([['', '3', '1E+21', '0.3'], [], [], [], [], ['After the gap']]);
    expect(expenses).toMatchObject({ name: 'Expenses', hidden: false, rows: [{ index: 0, cells: ['Rent', '1200'] }] });
    expect(lists).toMatchObject({ name: 'Lists', hidden: true, rows: [{ index: 0, cells: ['hidden value'] }] });
  });

  it('reads more than 8 KB of shared strings across CONTINUE records, UTF-16 ones included', () => {
    const [sheet] = readXlsWorkbook(fixture('shared-strings.xls'));
    expect(sheet?.rows).toHaveLength(80);
    sheet!.rows.forEach((row, i) => {
      const n = String(i).padStart(3, '0');
      expect(row).toEqual({
        index: i,
        cells: [`Row ${n} plain ascii text that runs on a little`, `Zoë Müller – 税 ${n}, paid in full`],
      });
    });
  });

  it('uses the 1904 date system when the file says so (a workbook small enough for the mini stream)', () => {
    expect(readXlsWorkbook(fixture('dates-1904.xls'))[0]?.rows).toEqual([{ index: 0, cells: ['Due', '2024-03-15'] }]);
  });

  it('keeps rows and columns within the limits and says when it left some out', () => {
    const [rowsCut] = readXlsWorkbook(fixture('basic.xls'), { maxRows: 3 });
    expect(rowsCut).toMatchObject({ rowCount: 3, columnCount: 6, truncated: true });
    expect(rowsCut?.rows.map((r) => r.index)).toEqual([0, 1, 2]);
    const [colsCut] = readXlsWorkbook(fixture('basic.xls'), { maxColumns: 2 });
    expect(colsCut).toMatchObject({ columnCount: 2, rowCount: 10, truncated: true });
    expect(colsCut?.rows[1]?.cells).toEqual(['Ann Lee', '52000.5']);
    expect(readXlsWorkbook(fixture('basic.xls'), { maxRows: 10, maxColumns: 6 })[0]?.truncated).toBe(false);
  });
});

// Number formats: XF 0 General, 1 built-in 14 (a date), 2 a custom date-time, 3 a custom non-date.
const formats = [
  record(0x041e, u16(164), str('dd/mm/yyyy hh:mm')),
  record(0x041e, u16(165), str('0.00" h";[Red]\\-0.00')),
];
const xf = (ifmt: number) => record(0x00e0, u16(0), u16(ifmt), new Uint8Array(16));
const xfs = [xf(0), xf(14), xf(164), xf(165)];
const rk = (n: number) => u32(((n << 2) | 2) >>> 0);

/** Shared strings as Excel splits them: a rich string, a phonetic one, and one whose characters change width. */
const sst = [
  record(
    0x00fc,
    u32(5),
    u32(5),
    ...[u16(5), u8(0), chars('Plain', false)],
    ...[u16(4), u8(0x08), u16(2), chars('Bold', false), new Uint8Array(8)],
    ...[u16(4), u8(0x04), u32(6), chars('Kana', false), new Uint8Array(3)],
  ),
  record(0x003c, new Uint8Array(3), u16(14), u8(0), chars('Split he', false)),
  record(0x003c, u8(1), chars('re – 税', true), u16(4), u8(0), chars('Last', false)),
];

const sheetRecords = [
  record(0x0200, new Uint8Array(14)), // DIMENSIONS: ignored
  ...[0, 1, 2, 3, 4].map((i) => cell(0x00fd, 0, i, 0, u32(i))),
  cell(0x0204, 1, 0, 0, str('Label – ü')),
  cell(0x00d6, 1, 1, 0, str('Rich'), u16(1), new Uint8Array(4)),
  cell(0x027e, 1, 2, 0, rk(-7)),
  cell(0x027e, 1, 3, 0, u32(((12345 << 2) | 3) >>> 0)), // scaled by 100
  cell(0x027e, 1, 4, 0, u32(0x3ff80000)), // the top of the double 1.5
  record(0x00bd, u16(2), u16(0), u16(0), rk(42), u16(1), rk(45366), u16(2), rk(45366), u16(3), rk(2), u16(3)),
  cell(0x0205, 3, 0, 0, u8(1), u8(0)),
  cell(0x0205, 3, 1, 0, u8(0), u8(0)),
  cell(0x0205, 3, 2, 0, u8(0x2a), u8(1)),
  cell(0x0203, 3, 3, 2, f64(45366.75)),
  cell(0x0201, 4, 0, 0), // BLANK
  record(0x00be, u16(4), u16(1), u16(0), u16(0), u16(2)), // MULBLANK
  cell(0x0006, 5, 0, 0, f64(2.5), u16(0), u32(0), u16(0)),
  cell(0x0006, 5, 1, 0, u8(0), u8(0), u8(0), u8(0), u16(0), u16(0xffff), u16(0), u32(0), u16(0)),
  record(0x0207, str('From formula')),
  cell(0x0006, 5, 2, 0, u8(1), u8(0), u8(1), u8(0), u16(0), u16(0xffff), u16(0), u32(0), u16(0)),
  cell(0x0006, 5, 3, 0, u8(2), u8(0), u8(0x07), u8(0), u16(0), u16(0xffff), u16(0), u32(0), u16(0)),
  cell(0x0006, 5, 4, 0, u8(3), u8(0), u8(0), u8(0), u16(0), u16(0xffff), u16(0), u32(0), u16(0)),
  // A chart embedded in the sheet brings its own BOF..EOF; nothing in it is a cell of the sheet.
  record(0x0809, u16(0x0600), u16(0x0020), new Uint8Array(12)),
  cell(0x0203, 0, 9, 0, f64(99)),
  eof(),
  cell(0x0203, 6, 0, 0, f64(1e-7)),
];

const handBuilt = () =>
  workbookStream(
    [record(0x0022, u16(0)), ...formats, ...xfs, ...sst],
    [
      { name: 'Cells', records: sheetRecords },
      { name: 'Chart', kind: 2, records: [] },
      { name: 'Secret', state: 2, records: [cell(0x0203, 0, 0, 0, f64(1))] },
    ],
  );

describe('readXlsWorkbook on hand-built records', () => {
  it('reads every kind of cell record, skipping rich-text runs, phonetic data, blanks and charts', () => {
    const sheets = readXlsWorkbook(xls(handBuilt()));
    expect(sheets.map((s) => [s.name, s.hidden])).toEqual([
      ['Cells', false],
      ['Secret', true],
    ]);
    expect(sheets[0]?.rows).toEqual([
      { index: 0, cells: ['Plain', 'Bold', 'Kana', 'Split here – 税', 'Last'] },
      { index: 1, cells: ['Label – ü', 'Rich', '-7', '123.45', '1.5'] },
      { index: 2, cells: ['42', '2024-03-15', '2024-03-15', '2'] },
      { index: 3, cells: ['TRUE', 'FALSE', '#N/A', '2024-03-15 18:00:00'] },
      { index: 5, cells: ['2.5', 'From formula', 'TRUE', '#DIV/0!'] },
      { index: 6, cells: ['1E-07'] },
    ]);
  });

  it('refuses encrypted files, files older than BIFF8 and what is not a workbook', () => {
    const encrypted = workbookStream([record(0x002f, u16(1), new Uint8Array(52))], [{ name: 'S', records: [] }]);
    expect(() => readXlsWorkbook(xls(encrypted))).toThrow(XLSX_UNREADABLE);
    const biff5 = workbookStream([], [{ name: 'S', records: [] }], 0x0500);
    expect(() => readXlsWorkbook(xls(biff5, 'Book'))).toThrow(XLSX_UNREADABLE);
    expect(() => readXlsWorkbook(xls(handBuilt(), 'WordDocument'))).toThrow(XLSX_UNREADABLE);
    expect(() => readXlsWorkbook(new TextEncoder().encode('%PDF-1.7'))).toThrow(XLSX_UNREADABLE);
    expect(() => readXlsWorkbook(xls(workbookStream([], [])))).toThrow(XLSX_UNREADABLE);
    // A record that runs past the end of the stream, and a sheet whose BOF is outside it.
    const whole = handBuilt();
    expect(() => readXlsWorkbook(xls(whole.subarray(0, whole.length - 6)))).toThrow(XLSX_UNREADABLE);
    const badOffset = handBuilt();
    const at = badOffset.findIndex((_, i) => [0x85, 0, 13, 0].every((b, j) => badOffset[i + j] === b));
    expect(at).toBeGreaterThan(0);
    new DataView(badOffset.buffer).setUint32(at + 4, 0x7fffffff, true);
    expect(() => readXlsWorkbook(xls(badOffset))).toThrow(XLSX_UNREADABLE);
    new DataView(badOffset.buffer).setUint32(at + 4, 4, true); // inside the globals, not at a sheet's BOF
    expect(() => readXlsWorkbook(xls(badOffset))).toThrow(XLSX_UNREADABLE);
  });
});

/** Points every BOUNDSHEET of a stream at the first one's sheet. */
const pointAllAtFirst = (stream: Uint8Array) => {
  const v = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  let first: number | null = null;
  for (let at = 0; at + 4 <= stream.length; at += 4 + v.getUint16(at + 2, true)) {
    if (v.getUint16(at, true) !== 0x0085) continue;
    first ??= v.getUint32(at + 4, true);
    v.setUint32(at + 4, first, true);
  }
  return stream;
};
const numbers = (rows: number, cols: number) =>
  Array.from({ length: rows * cols }, (_, i) => cell(0x0203, Math.floor(i / cols), i % cols, 0, f64(i)));

describe('readXlsWorkbook on hostile sheet lists', () => {
  it('reads a sheet listed several times (the same offset) once', () => {
    const sheets = Array.from({ length: 20 }, (_, i) => ({ name: `S${i}`, records: numbers(10, 10) }));
    const read = readXlsWorkbook(xls(pointAllAtFirst(workbookStream([], sheets))));
    expect(read.map((s) => s.name)).toEqual(['S0']);
    expect(read[0]?.rows).toHaveLength(10);
  });

  it(`reads at most ${MAX_SHEETS} sheets`, () => {
    const sheets = Array.from({ length: MAX_SHEETS + 20 }, (_, i) => ({ name: `S${i}`, records: [] }));
    const read = readXlsWorkbook(xls(workbookStream([], sheets)));
    expect(read).toHaveLength(MAX_SHEETS);
    expect(read[MAX_SHEETS - 1]?.name).toBe(`S${MAX_SHEETS - 1}`);
  });

  it('stops at one cell budget for the whole workbook and marks what it left out as truncated', () => {
    const stream = workbookStream(
      [],
      [
        { name: 'A', records: numbers(10, 10) },
        { name: 'B', records: numbers(10, 10) },
        { name: 'C', records: numbers(10, 10) },
      ],
    );
    // 102 records a sheet (BOF, 100 cells, EOF): the budget covers A and half of B.
    const [a, b, c] = readXlsWorkbook(xls(stream), { maxCells: 160 });
    expect(a).toMatchObject({ name: 'A', truncated: false, rowCount: 10 });
    expect(b).toMatchObject({ name: 'B', truncated: true });
    expect(b?.rows.flatMap((r) => r.cells).filter((v) => v)).toHaveLength(57);
    expect(c).toMatchObject({ name: 'C', truncated: true, rows: [] });
    expect(readXlsWorkbook(xls(stream)).every((s) => !s.truncated)).toBe(true);
  });

  it('with skipHidden, reads hidden sheets only when no sheet is visible', () => {
    expect(readXlsWorkbook(xls(handBuilt()), { skipHidden: true }).map((s) => s.name)).toEqual(['Cells']);
    // A hidden sheet listed first no longer spends the budget of the visible one after it.
    const hiddenFirst = workbookStream(
      [],
      [
        { name: 'Hidden', state: 1, records: numbers(10, 10) },
        { name: 'Shown', records: numbers(10, 10) },
      ],
    );
    const [shown] = readXlsWorkbook(xls(hiddenFirst), { skipHidden: true, maxCells: 110 });
    expect(shown).toMatchObject({ name: 'Shown', truncated: false, rowCount: 10 });
    const allHidden = workbookStream([], [{ name: 'Only', state: 1, records: numbers(1, 1) }]);
    expect(readXlsWorkbook(xls(allHidden), { skipHidden: true })).toMatchObject([{ name: 'Only', hidden: true }]);
  });
});

describe('number and date formatting', () => {
  it('shows numbers as the General format does', () => {
    expect([1234.5, 3, -0.25, 0.1 + 0.2, 123456789012, 1e21, 1.5e-7, 0, -0].map(formatGeneral)).toEqual([
      '1234.5',
      '3',
      '-0.25',
      '0.3',
      '123456789012',
      '1E+21',
      '1.5E-07',
      '0',
      '0',
    ]);
  });

  it('turns date serials into ISO-like text in both date systems', () => {
    expect(formatDate(1, false)).toBe('1900-01-01');
    expect(formatDate(59, false)).toBe('1900-02-28');
    expect(formatDate(60, false)).toBe('1900-02-29'); // Excel's fictitious leap day
    expect(formatDate(61, false)).toBe('1900-03-01');
    expect(formatDate(45366.5, false)).toBe('2024-03-15 12:00:00');
    expect(formatDate(0.75, false)).toBe('18:00:00');
    expect(formatDate(0, true)).toBe('1904-01-01');
    expect(formatDate(43904, true)).toBe('2024-03-15');
    expect(formatDate(-1, false)).toBe('-1');
  });

  it('tells date formats from others by their tokens outside quotes and brackets', () => {
    expect(['yyyy-mm-dd', 'd mmm', 'h:mm AM/PM', '[$-409]mmmm d, yyyy', 'ss.0'].map(isDateFormat)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['General', '#,##0.00', '0 "days"', '[Red]0.00', '0.00E+00', '\\d0', '_(* #,##0_)'].map(isDateFormat),
    ).toEqual([false, false, false, false, false, false, false]);
  });
});

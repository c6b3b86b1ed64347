import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnIndex, columnName, MAX_SHEETS, readWorkbook, sheetGrid, XLSX_UNREADABLE } from './xlsx';

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const sheetXml = (rows: string) => strToU8(`<worksheet ${NS}><sheetData>${rows}</sheetData></worksheet>`);

/** Two sheets stored out of tab order, a hidden third, shared strings with a padded value. */
const workbook = () =>
  zipSync({
    'xl/workbook.xml': strToU8(
      `<workbook ${NS} ${R_NS}><sheets>` +
        `<sheet name="Income" sheetId="1" r:id="rId2"/><sheet name="Expenses" sheetId="2" r:id="rId1"/>` +
        `<sheet name="Lists" sheetId="3" state="hidden" r:id="rId3"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="worksheet" Target="/xl/worksheets/sheet2.xml"/>` +
        `<Relationship Id="rId3" Type="worksheet" Target="worksheets/sheet3.xml"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<sst ${NS}><si><t>Month</t></si><si><t xml:space="preserve"> Rent </t></si></sst>`,
    ),
    'xl/worksheets/sheet1.xml': sheetXml(`<row r="1"><c r="A1" t="s"><v>1</v></c><c r="B1"><v>1200.5</v></c></row>`),
    'xl/worksheets/sheet2.xml': sheetXml(
      `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="b"><v>1</v></c></row>` +
        `<row r="2"/>` +
        `<row r="4"><c r="B4" t="inlineStr"><is><t>Jan</t></is></c><c r="C4"><f>1+1</f><v>2</v></c></row>`,
    ),
    'xl/worksheets/sheet3.xml': sheetXml(`<row r="1"><c r="A1" t="str"><v>x</v></c></row>`),
  });

describe('readWorkbook', () => {
  it('reads every sheet in tab order with its name, keeping cells as the text in the file', () => {
    const sheets = readWorkbook(workbook());
    expect(sheets.map((s) => [s.name, s.hidden])).toEqual([
      ['Income', false],
      ['Expenses', false],
      ['Lists', true],
    ]);
    expect(sheets[0]).toMatchObject({
      rows: [
        { index: 0, cells: ['Month', '', 'TRUE'] },
        { index: 3, cells: ['', 'Jan', '2'] },
      ],
      rowCount: 4,
      columnCount: 3,
      truncated: false,
    });
    expect(sheets[1]?.rows).toEqual([{ index: 0, cells: [' Rent ', '1200.5'] }]);
  });

  it('lays a sheet out as a grid with its blank rows', () => {
    const [income] = readWorkbook(workbook());
    expect(sheetGrid(income!)).toEqual([['Month', '', 'TRUE'], [], [], ['', 'Jan', '2']]);
  });

  it('keeps rows and columns within the limits and says when it left some out', () => {
    const [rowsCut] = readWorkbook(workbook(), { maxRows: 2 });
    expect(rowsCut).toMatchObject({ rows: [{ index: 0, cells: ['Month', '', 'TRUE'] }], rowCount: 1, truncated: true });
    const [colsCut] = readWorkbook(workbook(), { maxColumns: 2 });
    expect(colsCut).toMatchObject({ columnCount: 2, truncated: true });
    expect(colsCut?.rows.map((r) => r.cells)).toEqual([['Month'], ['', 'Jan']]);
    expect(readWorkbook(workbook(), { maxRows: 4, maxColumns: 3 })[0]?.truncated).toBe(false);
  });

  it('refuses what is not a spreadsheet', () => {
    expect(() => readWorkbook(strToU8('%PDF-1.7'))).toThrow(XLSX_UNREADABLE);
    expect(() => readWorkbook(zipSync({ 'a.txt': strToU8('x') }))).toThrow(XLSX_UNREADABLE);
  });

  it('refuses a workbook whose XML would inflate past the limit, and never inflates its images', () => {
    const big = zipSync({
      'xl/worksheets/sheet1.xml': sheetXml(
        `<row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(5000)}</t></is></c></row>`,
      ),
    });
    expect(() => readWorkbook(big, { maxUnzippedBytes: 4000 })).toThrow(XLSX_UNREADABLE);
    expect(readWorkbook(big, { maxUnzippedBytes: 10_000 })[0]!.rows[0]!.cells[0]).toHaveLength(5000);
    const withImage = zipSync({
      'xl/worksheets/sheet1.xml': sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>'),
      'xl/media/image1.png': new Uint8Array(50_000),
    });
    expect(readWorkbook(withImage, { maxUnzippedBytes: 10_000 })[0]!.rows[0]!.cells).toEqual(['1']);
  });

  it('names columns as Excel does and back', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(['A1', 'Z1', 'AA1', 'ZZ1', 'AAA1'].map(columnIndex)).toEqual([0, 25, 26, 701, 702]);
  });
});

/** A workbook of sheets named S0.. (state given), each stored in the part `partOf(i)`, of `rows` x 10 numbers. */
const manySheets = (count: number, partOf = (i: number) => i, state = (_i: number) => 'visible', rows = 10) => {
  const row = (r: number) =>
    `<row r="${r + 1}">${Array.from({ length: 10 }, (_, c) => `<c r="${columnName(c)}${r + 1}"><v>${r * 10 + c}</v></c>`).join('')}</row>`;
  const parts = new Set(Array.from({ length: count }, (_, i) => partOf(i)));
  return zipSync({
    'xl/workbook.xml': strToU8(
      `<workbook ${NS} ${R_NS}><sheets>` +
        Array.from({ length: count }, (_, i) => `<sheet name="S${i}" state="${state(i)}" r:id="rId${i}"/>`).join('') +
        `</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        Array.from(
          { length: count },
          (_, i) => `<Relationship Id="rId${i}" Type="worksheet" Target="worksheets/sheet${partOf(i)}.xml"/>`,
        ).join('') +
        `</Relationships>`,
    ),
    ...Object.fromEntries(
      [...parts].map((p) => [
        `xl/worksheets/sheet${p}.xml`,
        sheetXml(Array.from({ length: rows }, (_, r) => row(r)).join('')),
      ]),
    ),
  });
};

describe('readWorkbook on hostile sheet lists', () => {
  it('reads a part that several sheets point at once', () => {
    const sheets = readWorkbook(manySheets(20, () => 0));
    expect(sheets.map((s) => s.name)).toEqual(['S0']);
    expect(sheets[0]?.rows).toHaveLength(10);
  });

  it(`reads at most ${MAX_SHEETS} sheets`, () => {
    const sheets = readWorkbook(manySheets(MAX_SHEETS + 10, undefined, undefined, 0));
    expect(sheets).toHaveLength(MAX_SHEETS);
  });

  it('stops at one cell budget for the whole workbook and marks what it left out as truncated', () => {
    // 100 cells a sheet: the budget covers S0 and five rows of S1.
    const [s0, s1, s2] = readWorkbook(manySheets(3), { maxCells: 155 });
    expect(s0).toMatchObject({ truncated: false, rowCount: 10 });
    expect(s1).toMatchObject({ truncated: true, rowCount: 5 });
    expect(s2).toMatchObject({ truncated: true, rows: [] });
    expect(readWorkbook(manySheets(3)).every((s) => !s.truncated)).toBe(true);
  });

  it('with skipHidden, reads hidden sheets only when no sheet is visible', () => {
    const hiddenFirst = manySheets(2, undefined, (i) => (i === 0 ? 'hidden' : 'visible'));
    expect(readWorkbook(hiddenFirst, { skipHidden: true, maxCells: 100 })).toMatchObject([
      { name: 'S1', truncated: false, rowCount: 10 },
    ]);
    expect(
      readWorkbook(
        manySheets(1, undefined, () => 'veryHidden'),
        { skipHidden: true },
      ),
    ).toMatchObject([{ name: 'S0', hidden: true, rowCount: 10 }]);
  });
});

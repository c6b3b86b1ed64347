import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnIndex, columnName, readWorkbook, sheetGrid, XLSX_UNREADABLE } from './xlsx';

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

  it('names columns as Excel does and back', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(['A1', 'Z1', 'AA1', 'ZZ1', 'AAA1'].map(columnIndex)).toEqual([0, 25, 26, 701, 702]);
  });
});

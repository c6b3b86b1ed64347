import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnIndex, parseXlsx, XLSX_UNREADABLE } from './read-xlsx';

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** A minimal workbook as Excel writes it: shared strings, an inline string, a number, a gap. */
function workbook(sheetXml: string, sheetPath = 'worksheets/sheet1.xml') {
  return zipSync({
    'xl/workbook.xml': strToU8(
      `<workbook ${NS} ${R_NS}><sheets><sheet name="Clients" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="${sheetPath}"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<sst ${NS}><si><t>First Name</t></si><si><t>Email</t></si><si><r><t>Ann</t></r><r><t>e</t></r></si><si><t xml:space="preserve"> ann@example.test </t></si></sst>`,
    ),
    [`xl/${sheetPath}`]: strToU8(`<worksheet ${NS}><sheetData>${sheetXml}</sheetData></worksheet>`),
  });
}

describe('parseXlsx', () => {
  it('reads the first sheet: header row, shared and inline strings, numbers, gaps, blank rows skipped', () => {
    const file = workbook(
      `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="D1" t="inlineStr"><is><t>Phone</t></is></c></row>` +
        `<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c><c r="D2"><v>5551234567</v></c></row>` +
        `<row r="3"></row>` +
        `<row r="4"><c r="D4" t="str"><v>5550000000</v></c></row>`,
      'worksheets/data.xml',
    );
    expect(parseXlsx(file)).toEqual({
      headers: ['First Name', 'Email', 'Phone'],
      rows: [
        { 'First Name': 'Anne', Email: 'ann@example.test', Phone: '5551234567' },
        { 'First Name': '', Email: '', Phone: '5550000000' },
      ],
    });
  });

  it('refuses what is not a spreadsheet with a message saying what to do', () => {
    expect(() => parseXlsx(strToU8('first,last\nAnn,Lee'))).toThrow(XLSX_UNREADABLE);
    expect(() => parseXlsx(zipSync({ 'a.txt': strToU8('x') }))).toThrow(XLSX_UNREADABLE);
  });

  it('turns cell references into column numbers', () => {
    expect([columnIndex('A1'), columnIndex('Z9'), columnIndex('AA10'), columnIndex('AB3')]).toEqual([0, 25, 26, 27]);
  });
});

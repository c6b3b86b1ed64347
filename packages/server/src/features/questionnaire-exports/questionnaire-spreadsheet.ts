import { buffer } from 'node:stream/consumers';
import { ZipArchive } from 'archiver';
import type { ExportContent } from './questionnaire-export-content.ts';

/**
 * The spreadsheet export (spec 001 §9): one .xlsx workbook, one sheet per questionnaire with the columns
 * Section, Number, Question, Answer. Written as plain Office Open XML in a zip (archiver) because exceljs
 * is not among the server's dependencies; inline strings keep it to one part per sheet.
 */
const HEADER = ['Section', 'Number', 'Question', 'Answer'];

/** Characters XML 1.0 can hold; others (control characters, lone surrogates) are dropped. */
const xmlChar = (c: number) =>
  c === 9 || c === 10 || c === 13 || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000;
const xml = (s: string) =>
  Array.from(s)
    .filter((ch) => xmlChar(ch.codePointAt(0)!))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const column = (i: number) => String.fromCharCode(65 + i);
const cell = (ref: string, value: string, style = 0) =>
  `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${xml(value)}</t></is></c>`;
const row = (n: number, values: string[], style = 0) =>
  `<row r="${n}">${values.map((v, i) => cell(`${column(i)}${n}`, v, style)).join('')}</row>`;

/** Rows of one questionnaire: the title, then one row per question (and per signature). */
export function sheetRows(content: ExportContent): string[][] {
  const rows: string[][] = [[`${content.title} · ${content.entity} · Tax year ${content.taxYear}`], HEADER];
  for (const s of content.sections) {
    for (const r of s.rows) rows.push([s.name, r.number, r.text, r.answer.join('\n')]);
    for (const g of s.signatures) rows.push([s.name, '', 'Signature', g]);
  }
  return rows;
}

function sheetXml(rows: string[][]): string {
  const body = rows.map((values, i) => row(i + 1, values, i === 1 ? 1 : 0)).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<cols><col min="1" max="1" width="28" customWidth="1"/><col min="2" max="2" width="9" customWidth="1"/>' +
    '<col min="3" max="3" width="60" customWidth="1"/><col min="4" max="4" width="60" customWidth="1"/></cols>' +
    `<sheetData>${body}</sheetData></worksheet>`
  );
}

/** Sheet names: at most 31 characters, none of []:*?/\, unique within the workbook. */
export function sheetNames(titles: string[]): string[] {
  const used = new Set<string>();
  return titles.map((title) => {
    const base =
      title
        .replace(/[[\]:*?/\\]/g, ' ')
        .trim()
        .slice(0, 31) || 'Questionnaire';
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
    used.add(name.toLowerCase());
    return name;
  });
}

const NS = 'http://schemas.openxmlformats.org';
const REL_DOC = `${NS}/officeDocument/2006/relationships`;

/** A workbook of one or more questionnaires. */
export async function questionnaireWorkbook(contents: ExportContent[]): Promise<Buffer> {
  const names = sheetNames(contents.map((c) => `${c.entity} ${c.title}`));
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const done = buffer(zip);
  const sheets = names.map((_, i) => i + 1);
  zip.append(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      `<Types xmlns="${NS}/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      sheets
        .map(
          (n) =>
            `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('') +
      '</Types>',
    { name: '[Content_Types].xml' },
  );
  zip.append(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${NS}/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL_DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    { name: '_rels/.rels' },
  );
  zip.append(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${REL_DOC}"><sheets>` +
      names.map((name, i) => `<sheet name="${xml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
      '</sheets></workbook>',
    { name: 'xl/workbook.xml' },
  );
  zip.append(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${NS}/package/2006/relationships">` +
      sheets
        .map((n) => `<Relationship Id="rId${n}" Type="${REL_DOC}/worksheet" Target="worksheets/sheet${n}.xml"/>`)
        .join('') +
      `<Relationship Id="rId${sheets.length + 1}" Type="${REL_DOC}/styles" Target="styles.xml"/></Relationships>`,
    { name: 'xl/_rels/workbook.xml.rels' },
  );
  // Style 1 is the bold header row; answers wrap so multi-line answers stay readable.
  zip.append(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="${NS}/spreadsheetml/2006/main">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment wrapText="1" vertical="top"/></xf>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '</styleSheet>',
    { name: 'xl/styles.xml' },
  );
  contents.forEach((c, i) => zip.append(sheetXml(sheetRows(c)), { name: `xl/worksheets/sheet${i + 1}.xml` }));
  await zip.finalize();
  return done;
}

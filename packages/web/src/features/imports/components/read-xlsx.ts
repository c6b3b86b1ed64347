import { strFromU8, unzipSync } from 'fflate';
import type { ParsedFile } from './column-mapping';

const SHEET_RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const XLSX_UNREADABLE = 'This spreadsheet could not be read. Save it as .xlsx or CSV and try again.';

const xml = (text: string) => new DOMParser().parseFromString(text, 'application/xml');
/** Descendants by local name, whatever prefix the writer gave the namespace ("c", "x:c"). */
const all = (node: Document | Element, name: string) =>
  Array.from(node.getElementsByTagName('*')).filter((e) => e.localName === name);
/** The text of an element with rich-text runs joined ("<si><r><t>Ann</t></r><r><t> Lee</t></r></si>"). */
const textOf = (node: Element) =>
  all(node, 't')
    .map((t) => t.textContent ?? '')
    .join('');

/** "B12" -> 1: the zero-based column of a cell reference. */
export function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref.replace(/\d+$/, '').toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The path of the workbook's first sheet, read from the workbook and its relationships. */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  const fallback = 'xl/worksheets/sheet1.xml';
  const workbook = files[WORKBOOK];
  const rels = files[SHEET_RELS];
  if (!workbook || !rels) return fallback;
  const sheet = all(xml(strFromU8(workbook)), 'sheet')[0];
  const relId = sheet?.getAttributeNS(REL_NS, 'id') ?? sheet?.getAttribute('r:id');
  const rel = all(xml(strFromU8(rels)), 'Relationship').find((r) => r.getAttribute('Id') === relId);
  const target = rel?.getAttribute('Target');
  if (!target) return fallback;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/**
 * Reads the first worksheet of an .xlsx (a zip of XML parts) into a header row and rows, as parseCsv
 * does: the first non-empty row names the columns; blank rows are skipped. Values are the cells' text
 * (numbers as written in the file), so nothing is guessed about dates or formats.
 */
export function parseXlsx(bytes: Uint8Array): ParsedFile {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new Error(XLSX_UNREADABLE);
  }
  const sheetBytes = files[firstSheetPath(files)];
  if (!sheetBytes) throw new Error(XLSX_UNREADABLE);
  const shared = files[SHARED_STRINGS] ? all(xml(strFromU8(files[SHARED_STRINGS])), 'si').map(textOf) : [];

  const grid: string[][] = [];
  for (const row of all(xml(strFromU8(sheetBytes)), 'row')) {
    const cells: string[] = [];
    all(row, 'c').forEach((cell, i) => {
      const ref = cell.getAttribute('r');
      const col = ref ? columnIndex(ref) : i;
      const type = cell.getAttribute('t');
      const raw = all(cell, 'v')[0]?.textContent ?? '';
      const value =
        type === 's'
          ? (shared[Number(raw)] ?? '')
          : type === 'inlineStr'
            ? textOf(cell)
            : type === 'b'
              ? raw === '1'
                ? 'TRUE'
                : 'FALSE'
              : raw;
      cells[col] = value.trim();
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (filled.some((c) => c !== '')) grid.push(filled);
  }
  const [headerRow = [], ...body] = grid;
  const headers = headerRow.filter((h) => h !== '');
  const rows = body.map((cells) => {
    const row: Record<string, string> = {};
    headerRow.forEach((h, i) => {
      if (h) row[h] = cells[i] ?? '';
    });
    return row;
  });
  return { headers, rows };
}

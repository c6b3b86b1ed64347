import { strFromU8, unzipSync } from 'fflate';

/**
 * A small .xlsx reader (a zip of XML parts, read with fflate and the browser's DOMParser), so that the
 * portal can show and import spreadsheets without a large spreadsheet library. Cells are kept as the
 * text written in the file: numbers as stored, nothing guessed about dates or formats.
 */

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const XLSX_UNREADABLE = 'This spreadsheet could not be read. Save it as .xlsx or CSV and try again.';

/** The XML inflated from one workbook at most (declared sizes, which also bound what fflate allocates). */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;

/** What the document preview shows of one sheet at most. */
export const PREVIEW_MAX_ROWS = 5000;
export const PREVIEW_MAX_COLUMNS = 100;

export interface SheetRow {
  /** Zero-based row number in the sheet ("A7" is row 6). */
  index: number;
  /** The row's cells from column A to its last non-empty one; gaps are ''. */
  cells: string[];
}

export interface Sheet {
  name: string;
  hidden: boolean;
  /** Only rows with at least one non-empty cell, in order. */
  rows: SheetRow[];
  /** Rows and columns from A1 to the last non-empty cell that was read. */
  rowCount: number;
  columnCount: number;
  /** Whether rows or columns past the limits were left out. */
  truncated: boolean;
}

/** Sheets read at most from one workbook: a hostile file can list thousands. */
export const MAX_SHEETS = 256;
/**
 * Cells read at most from a whole workbook for the preview: one full preview sheet (5,000 x 100) and
 * room for its other records. Measured on an .xls: 500,000 records take about half a second and a few
 * tens of MB, whatever the file claims to hold; twice that takes two seconds.
 */
export const PREVIEW_MAX_CELLS = 600_000;

export interface ReadLimits {
  /** Rows and columns kept of each sheet. */
  maxRows?: number;
  maxColumns?: number;
  /**
   * Cells read from the whole workbook, all sheets together (for an .xls, every record of the sheets
   * counts). When they run out, reading stops and the sheet being read and those after it are truncated.
   */
  maxCells?: number;
  /** Leave hidden sheets out (unread) unless no sheet is visible: what the preview shows. */
  skipHidden?: boolean;
  /** XML inflated from an .xlsx in all; MAX_UNZIPPED_BYTES unless given. */
  maxUnzippedBytes?: number;
}

/** The workbook-wide part of the limits, shared by every sheet read. */
export interface CellBudget {
  left: number;
}

/** The sheets to read: hidden ones only when asked for or when none is visible, at most MAX_SHEETS. */
export function sheetsToRead<T extends { hidden: boolean }>(entries: T[], limits: ReadLimits): T[] {
  const visible = entries.filter((e) => !e.hidden);
  return (limits.skipHidden && visible.length ? visible : entries).slice(0, MAX_SHEETS);
}

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

/** 0 -> "A", 27 -> "AB": a column's letters, as Excel labels it. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** "B12" -> 11: the zero-based row of a cell or row reference, or null when there is none. */
const rowIndexOf = (ref: string | null) => {
  const digits = ref?.match(/\d+$/)?.[0];
  return digits ? Number(digits) - 1 : null;
};

interface SheetEntry {
  name: string;
  hidden: boolean;
  path: string;
}

/** The workbook's sheets in tab order, with the part each one is stored in. */
function sheetEntries(files: Record<string, Uint8Array>): SheetEntry[] {
  const workbook = files[WORKBOOK];
  const rels = files[WORKBOOK_RELS];
  if (!workbook || !rels) return files['xl/worksheets/sheet1.xml'] ? [fallbackEntry] : [];
  // A map, not a search per sheet: a hostile workbook may list many thousands of both.
  const relations = new Map(all(xml(strFromU8(rels)), 'Relationship').map((r) => [r.getAttribute('Id'), r]));
  return all(xml(strFromU8(workbook)), 'sheet').flatMap((sheet, i) => {
    const relId = sheet.getAttributeNS(REL_NS, 'id') ?? sheet.getAttribute('r:id');
    const target = relations.get(relId)?.getAttribute('Target');
    const path = target
      ? target.startsWith('/')
        ? target.slice(1)
        : `xl/${target}`
      : `xl/worksheets/sheet${i + 1}.xml`;
    const state = sheet.getAttribute('state');
    return [{ name: sheet.getAttribute('name') ?? `Sheet${i + 1}`, hidden: !!state && state !== 'visible', path }];
  });
}
const fallbackEntry: SheetEntry = { name: 'Sheet1', hidden: false, path: 'xl/worksheets/sheet1.xml' };

function cellText(cell: Element, shared: string[]): string {
  const type = cell.getAttribute('t');
  const raw = all(cell, 'v')[0]?.textContent ?? '';
  if (type === 's') return shared[Number(raw)] ?? '';
  if (type === 'inlineStr') return textOf(cell);
  if (type === 'b') return raw === '1' ? 'TRUE' : 'FALSE';
  return raw;
}

type Bounds = { maxRows: number; maxColumns: number };

function readSheet(entry: SheetEntry, bytes: Uint8Array, shared: string[], limits: Bounds, budget: CellBudget): Sheet {
  const rows: SheetRow[] = [];
  let truncated = false;
  let columnCount = 0;
  let next = 0;
  // With the budget already spent the sheet is not even parsed, only marked as cut short.
  const spent = budget.left <= 0;
  if (spent) truncated = true;
  for (const row of spent ? [] : all(xml(strFromU8(bytes)), 'row')) {
    // The workbook's cells are counted across its sheets; once they are spent, reading stops.
    const rowCells = all(row, 'c');
    if (rowCells.length > budget.left) {
      truncated = true;
      budget.left = 0;
      break;
    }
    budget.left -= rowCells.length;
    const index = rowIndexOf(row.getAttribute('r')) ?? next;
    next = index + 1;
    if (index >= limits.maxRows) {
      // Rows come in order, so every later one is past the limit too; reading on would be wasted.
      if (rowCells.some((cell) => cellText(cell, shared) !== '')) {
        truncated = true;
        break;
      }
      continue;
    }
    const cells: string[] = [];
    rowCells.forEach((cell, i) => {
      const ref = cell.getAttribute('r');
      const col = ref ? columnIndex(ref) : i;
      const value = cellText(cell, shared);
      if (col >= limits.maxColumns) {
        truncated ||= value !== '';
        return;
      }
      cells[col] = value;
    });
    const filled = Array.from(cells, (c) => c ?? '');
    while (filled.length && filled[filled.length - 1] === '') filled.pop();
    if (!filled.length) continue;
    rows.push({ index, cells: filled });
    columnCount = Math.max(columnCount, filled.length);
  }
  const last = rows[rows.length - 1];
  return { name: entry.name, hidden: entry.hidden, rows, rowCount: last ? last.index + 1 : 0, columnCount, truncated };
}

/**
 * Every sheet of an .xlsx, in tab order, with its name. Throws XLSX_UNREADABLE for anything that is not
 * a readable workbook. Limits bound what is kept (and read) of each sheet and of the whole workbook; by
 * default there are none but MAX_SHEETS. A sheet stored in a part already read is left out.
 */
export function readWorkbook(bytes: Uint8Array, limits: ReadLimits = {}): Sheet[] {
  let files: Record<string, Uint8Array>;
  let unpacked = 0;
  try {
    // Only the XML the reader needs is inflated (no images or embedded files), and never more than
    // MAX_UNZIPPED_BYTES in all: a small hostile zip must not grow into gigabytes in the tab.
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!file.name.endsWith('.xml') && !file.name.endsWith('.rels')) return false;
        if (/^xl\/(media|drawings|charts|embeddings|printerSettings)\//.test(file.name)) return false;
        unpacked += file.originalSize;
        if (unpacked > (limits.maxUnzippedBytes ?? MAX_UNZIPPED_BYTES)) throw new Error('too large');
        return true;
      },
    });
  } catch {
    throw new Error(XLSX_UNREADABLE);
  }
  const bounded = { maxRows: limits.maxRows ?? Infinity, maxColumns: limits.maxColumns ?? Infinity };
  const budget = { left: limits.maxCells ?? Infinity };
  const sharedBytes = files[SHARED_STRINGS];
  const shared = sharedBytes ? all(xml(strFromU8(sharedBytes)), 'si').map(textOf) : [];
  const readParts = new Set<string>();
  const sheets = sheetsToRead(sheetEntries(files), limits).flatMap((entry) => {
    const sheetBytes = files[entry.path];
    if (!sheetBytes || readParts.has(entry.path)) return [];
    readParts.add(entry.path);
    return [readSheet(entry, sheetBytes, shared, bounded, budget)];
  });
  if (!sheets.length) throw new Error(XLSX_UNREADABLE);
  return sheets;
}

/** A sheet as a grid from A1 to its last cell, blank rows included, for showing it as a table. */
export function sheetGrid(sheet: Sheet): string[][] {
  const grid: string[][] = Array.from({ length: sheet.rowCount }, () => []);
  for (const row of sheet.rows) grid[row.index] = row.cells;
  return grid;
}

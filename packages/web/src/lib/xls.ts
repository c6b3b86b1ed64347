import { readCfbStream } from './cfb';
import {
  PREVIEW_MAX_CELLS,
  sheetsToRead,
  XLSX_UNREADABLE,
  type CellBudget,
  type ReadLimits,
  type Sheet,
  type SheetRow,
} from './xlsx';
import { DATE_FORMAT_IDS, formatDate, formatGeneral, isDateFormat, rkNumber } from './xls-values';

/**
 * A small reader for old binary Excel files (.xls: BIFF8 records in the "Workbook" stream of a compound
 * file), giving the same sheets as the .xlsx reader. It reads what a preview shows: cell text, numbers as
 * Excel's General format shows them, dates as YYYY-MM-DD (HH:MM:SS), booleans, errors and the cached
 * results of formulas. Encrypted files and files older than Excel 97 (BIFF5 and before) are unreadable.
 */

// Record types ([MS-XLS] 2.3), then the BOF values this reader accepts.
const BOF = 0x0809;
const EOF = 0x000a;
const CONTINUE = 0x003c;
const FILEPASS = 0x002f;
const DATEMODE = 0x0022;
const FORMAT = 0x041e;
const XF = 0x00e0;
const BOUNDSHEET = 0x0085;
const SST = 0x00fc;
const LABELSST = 0x00fd;
const LABEL = 0x0204;
const RSTRING = 0x00d6;
const NUMBER = 0x0203;
const RK = 0x027e;
const MULRK = 0x00bd;
const BOOLERR = 0x0205;
const FORMULA = 0x0006;
const STRING = 0x0207;
const BIFF8 = 0x0600;
const GLOBALS = 0x0005;
const WORKSHEET = 0x0010;

/** Error codes as Excel shows them. */
const ERRORS: Record<number, string> = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
  0x2b: '#GETTING_DATA',
};

function unreadable(): never {
  throw new Error(XLSX_UNREADABLE);
}

interface BiffRecord {
  type: number;
  data: DataView;
  /** The record's body followed by those of the CONTINUE records after it. */
  parts: Uint8Array[];
  /** Where the next record starts. */
  end: number;
}

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

/** The records from `offset` to the end of the stream, each with its CONTINUE records. */
function* records(stream: Uint8Array, offset: number): Generator<BiffRecord> {
  const s = view(stream);
  let at = offset;
  while (at + 4 <= stream.length) {
    const type = s.getUint16(at, true);
    const body = () => {
      const length = s.getUint16(at + 2, true);
      if (at + 4 + length > stream.length) unreadable();
      const data = stream.subarray(at + 4, at + 4 + length);
      at += 4 + length;
      return data;
    };
    const first = body();
    const parts = [first];
    while (at + 4 <= stream.length && s.getUint16(at, true) === CONTINUE) parts.push(body());
    yield { type, data: view(first), parts, end: at };
  }
}

/**
 * Reads across a record and its CONTINUE records. Characters of a string split across them go on after a
 * new flag byte that says whether they are one byte (Latin-1) or two (UTF-16LE); other fields just go on.
 */
class Reader {
  private part = 0;
  private at = 0;
  constructor(private readonly parts: Uint8Array[]) {}

  private byte(): number {
    while (this.at >= (this.parts[this.part]?.length ?? 0)) {
      if (++this.part >= this.parts.length) unreadable();
      this.at = 0;
    }
    return this.parts[this.part]![this.at++]!;
  }
  u8 = () => this.byte();
  u16 = () => this.byte() | (this.byte() << 8);
  u32 = () => (this.u16() + this.u16() * 0x10000) >>> 0;
  skip(n: number) {
    for (let left = n; left > 0;) {
      const room = (this.parts[this.part]?.length ?? 0) - this.at;
      if (room > 0) {
        const step = Math.min(left, room);
        this.at += step;
        left -= step;
      } else if (++this.part < this.parts.length) this.at = 0;
      else unreadable();
    }
  }
  /** `count` characters, one byte each or (`wide`) two; a CONTINUE part restates the width in its first byte. */
  chars(count: number, wide: boolean): string {
    let text = '';
    for (let left = count; left > 0;) {
      if (this.at >= (this.parts[this.part]?.length ?? 0)) {
        if (++this.part >= this.parts.length) unreadable();
        this.at = 0;
        wide = (this.byte() & 1) === 1;
      }
      const bytes = this.parts[this.part]!;
      const n = Math.min(left, Math.floor((bytes.length - this.at) / (wide ? 2 : 1)));
      if (n === 0) unreadable();
      for (let i = 0; i < n; i++, this.at += wide ? 2 : 1)
        text += String.fromCharCode(wide ? bytes[this.at]! | (bytes[this.at + 1]! << 8) : bytes[this.at]!);
      left -= n;
    }
    return text;
  }
  /** A string with its flags: rich-text runs and phonetic (extended) data are skipped. */
  string(count: number): string {
    const flags = this.u8();
    const runs = flags & 0x08 ? this.u16() : 0;
    const extended = flags & 0x04 ? this.u32() : 0;
    const text = this.chars(count, (flags & 1) === 1);
    this.skip(runs * 4 + extended);
    return text;
  }
}

/** XLUnicodeString: a 16-bit length, flags, characters. */
const unicodeString = (parts: Uint8Array[], skip = 0) => {
  const reader = new Reader(parts);
  reader.skip(skip);
  return reader.string(reader.u16());
};

function sharedStrings(parts: Uint8Array[]): string[] {
  const reader = new Reader(parts);
  reader.skip(4);
  const count = reader.u32();
  const strings: string[] = [];
  try {
    for (let i = 0; i < count; i++) strings.push(reader.string(reader.u16()));
  } catch {
    // A table that ends early keeps the strings read; cells pointing past them show as empty.
  }
  return strings;
}

interface SheetEntry {
  name: string;
  hidden: boolean;
  offset: number;
}

interface Globals {
  sheets: SheetEntry[];
  strings: string[];
  /** Per XF (cell format), whether its number format is a date. */
  dateXfs: boolean[];
  date1904: boolean;
}

function readGlobals(stream: Uint8Array): Globals {
  const formats = new Map<number, string>();
  const xfFormats: number[] = [];
  const globals: Globals = { sheets: [], strings: [], dateXfs: [], date1904: false };
  let first = true;
  for (const { type, data, parts } of records(stream, 0)) {
    if (first) {
      // BIFF8 only: BIFF5 and older have another version here (or another BOF record altogether).
      if (type !== BOF || data.byteLength < 4 || data.getUint16(0, true) !== BIFF8) unreadable();
      if (data.getUint16(2, true) !== GLOBALS) unreadable();
      first = false;
    } else if (type === FILEPASS) unreadable();
    else if (type === DATEMODE && data.byteLength >= 2) globals.date1904 = data.getUint16(0, true) === 1;
    else if (type === FORMAT) formats.set(data.getUint16(0, true), unicodeString(parts, 2));
    else if (type === XF && data.byteLength >= 4) xfFormats.push(data.getUint16(2, true));
    else if (type === SST) globals.strings = sharedStrings(parts);
    else if (type === BOUNDSHEET && data.byteLength >= 8) {
      // Worksheets only (type 0): chart, macro and module sheets have no cells to show.
      if (data.getUint8(5) !== 0) continue;
      const name = new Reader(parts);
      name.skip(6);
      globals.sheets.push({
        name: name.string(name.u8()),
        hidden: data.getUint8(4) !== 0,
        offset: data.getUint32(0, true),
      });
    } else if (type === EOF) break;
  }
  if (first) unreadable();
  globals.dateXfs = xfFormats.map((id) => {
    const custom = formats.get(id);
    return custom !== undefined ? isDateFormat(custom) : DATE_FORMAT_IDS.has(id);
  });
  return globals;
}

type Bounds = { maxRows: number; maxColumns: number };

/** A sheet and where its substream ends, or a truncated empty one when the budget is already spent. */
function readSheet(
  stream: Uint8Array,
  entry: SheetEntry,
  globals: Globals,
  limits: Bounds,
  budget: CellBudget,
): { sheet: Sheet; end: number } {
  const cells = new Map<number, string[]>();
  let truncated = false;
  let end = entry.offset;
  const put = (row: number, col: number, value: string) => {
    if (value === '') return;
    if (row >= limits.maxRows || col >= limits.maxColumns) truncated = true;
    else {
      const line = cells.get(row) ?? [];
      line[col] = value;
      cells.set(row, line);
    }
  };
  const number = (n: number, xf: number) => (globals.dateXfs[xf] ? formatDate(n, globals.date1904) : formatGeneral(n));
  let depth = 0;
  let pendingString: [number, number] | null = null;
  if (entry.offset >= stream.length) unreadable();
  for (const { type, data, parts, end: next } of records(stream, entry.offset)) {
    // Every record counts, not only cells: reading stops once the workbook's budget is spent.
    if (budget.left <= 0) {
      truncated = true;
      break;
    }
    budget.left--;
    end = next;
    if (depth === 0 && type !== BOF) unreadable();
    if (type === BOF) {
      if (depth === 0 && (data.byteLength < 4 || data.getUint16(2, true) !== WORKSHEET)) unreadable();
      depth++;
      continue;
    }
    if (type === EOF && --depth <= 0) break;
    // Cells of charts and other objects embedded in the sheet are not the sheet's.
    if (depth !== 1) continue;
    if (type === STRING) {
      if (pendingString) put(pendingString[0], pendingString[1], unicodeString(parts));
      pendingString = null;
      continue;
    }
    if (data.byteLength < 6) continue;
    const row = data.getUint16(0, true);
    const col = data.getUint16(2, true);
    const xf = data.getUint16(4, true);
    if (type === LABELSST && data.byteLength >= 10) put(row, col, globals.strings[data.getUint32(6, true)] ?? '');
    else if (type === LABEL || type === RSTRING) put(row, col, unicodeString(parts, 6));
    else if (type === NUMBER && data.byteLength >= 14) put(row, col, number(data.getFloat64(6, true), xf));
    else if (type === RK && data.byteLength >= 10) put(row, col, number(rkNumber(data.getUint32(6, true)), xf));
    else if (type === MULRK) {
      // Pairs of (XF, RK) from the first column on, then the last column's number.
      for (let i = 0; i < Math.floor((data.byteLength - 6) / 6); i++)
        put(row, col + i, number(rkNumber(data.getUint32(6 + i * 6, true)), data.getUint16(4 + i * 6, true)));
    } else if (type === BOOLERR && data.byteLength >= 8) {
      const value = data.getUint8(6);
      put(row, col, data.getUint8(7) ? (ERRORS[value] ?? '#ERROR') : value ? 'TRUE' : 'FALSE');
    } else if (type === FORMULA && data.byteLength >= 14) {
      pendingString = null;
      if (data.getUint16(12, true) !== 0xffff) put(row, col, number(data.getFloat64(6, true), xf));
      else if (data.getUint8(6) === 0) pendingString = [row, col];
      else if (data.getUint8(6) === 1) put(row, col, data.getUint8(8) ? 'TRUE' : 'FALSE');
      else if (data.getUint8(6) === 2) put(row, col, ERRORS[data.getUint8(8)] ?? '#ERROR');
    }
  }
  const rows: SheetRow[] = [...cells.keys()]
    .sort((a, b) => a - b)
    .map((index) => ({ index, cells: Array.from(cells.get(index)!, (c) => c ?? '') }));
  const last = rows[rows.length - 1];
  const columnCount = rows.reduce((n, r) => Math.max(n, r.cells.length), 0);
  const sheet = { name: entry.name, hidden: entry.hidden, rows, rowCount: last ? last.index + 1 : 0, columnCount };
  return { sheet: { ...sheet, truncated }, end };
}

/**
 * Every worksheet of an .xls, in tab order, as lib/xlsx.ts's readWorkbook gives them for an .xlsx. Throws
 * XLSX_UNREADABLE for anything that is not a readable BIFF8 workbook. Limits bound what is kept of each
 * sheet and what is read of the whole workbook (PREVIEW_MAX_CELLS records unless told otherwise); a sheet
 * whose start lies inside a sheet already read (the same offset listed twice, say) is left out.
 */
export function readXlsWorkbook(bytes: Uint8Array, limits: ReadLimits = {}): Sheet[] {
  let found: Uint8Array | null;
  try {
    found = readCfbStream(bytes, ['Workbook', 'Book']);
  } catch {
    unreadable();
  }
  const stream = found ?? unreadable();
  const bounded = { maxRows: limits.maxRows ?? Infinity, maxColumns: limits.maxColumns ?? Infinity };
  const budget = { left: limits.maxCells ?? PREVIEW_MAX_CELLS };
  try {
    const globals = readGlobals(stream);
    if (!globals.sheets.length) unreadable();
    const read: { from: number; to: number }[] = [];
    return sheetsToRead(globals.sheets, limits).flatMap((entry) => {
      if (read.some((r) => entry.offset >= r.from && entry.offset < r.to)) return [];
      const { sheet, end } = readSheet(stream, entry, globals, bounded, budget);
      read.push({ from: entry.offset, to: Math.max(end, entry.offset + 1) });
      return [sheet];
    });
  } catch {
    unreadable();
  }
}

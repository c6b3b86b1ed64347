/**
 * Reading the rollover CSV (spec 002 §5). platform/csv.ts only writes CSV, so the small RFC 4180
 * reader lives here: quoted cells may hold commas, doubled quotes and line breaks.
 */

export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // Excel's byte-order mark
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

export interface RolloverCsvRow {
  /** 1-based line of the file, as a spreadsheet numbers it. */
  row: number;
  clientName: string;
  externalEntityId: string;
  entityType: string;
  formName: string;
  detailedName: string;
  dueDate: string;
  /** Column 7: N means do not roll over; anything else (Y, blank) rolls over. */
  doNotRollover: boolean;
}

/** The data rows in spec order; a header row (first cell 'client name') and blank lines are skipped. */
export function rolloverCsvRows(text: string): RolloverCsvRow[] {
  const out: RolloverCsvRow[] = [];
  parseCsvRows(text).forEach((cells, i) => {
    const c = cells.map((v) => v.trim());
    if (c.every((v) => v === '')) return;
    if (i === 0 && c[0]!.toLowerCase() === 'client name') return;
    out.push({
      row: i + 1,
      clientName: c[0] ?? '',
      externalEntityId: c[1] ?? '',
      entityType: c[2] ?? '',
      formName: c[3] ?? '',
      detailedName: c[4] ?? '',
      dueDate: c[5] ?? '',
      doNotRollover: (c[6] ?? '').toUpperCase() === 'N',
    });
  });
  return out;
}

/** Form name, with the detailed name in parentheses when there is one. */
export function rolloverItemName(r: Pick<RolloverCsvRow, 'formName' | 'detailedName'>): string {
  return r.detailedName ? `${r.formName} (${r.detailedName})` : r.formName;
}

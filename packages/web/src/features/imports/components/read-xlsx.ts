import { readWorkbook } from '../../../lib/xlsx';
import type { ParsedFile } from './column-mapping';

export { columnIndex, XLSX_UNREADABLE } from '../../../lib/xlsx';

/**
 * Reads the first worksheet of an .xlsx into a header row and rows, as parseCsv does: the first non-empty
 * row names the columns; blank rows are skipped; values are trimmed.
 */
export function parseXlsx(bytes: Uint8Array): ParsedFile {
  const [sheet] = readWorkbook(bytes);
  const grid = (sheet?.rows ?? []).map((row) => row.cells.map((c) => c.trim())).filter((c) => c.some((v) => v));
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

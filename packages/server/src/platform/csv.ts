/**
 * One CSV line (RFC 4180). Cells a spreadsheet would run as a formula (=, +, -, @, tab, CR at the
 * start) get a leading apostrophe, so an exported message can never execute in Excel.
 */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return (
    cells
      .map((cell) => {
        let v = cell === null || cell === undefined ? '' : String(cell);
        if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
        return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
      })
      .join(',') + '\r\n'
  );
}

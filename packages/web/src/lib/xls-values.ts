/** Cell values of old binary Excel files as the preview shows them: RK numbers, General numbers, dates. */

/** An RK number: a 30-bit integer or the top 30 bits of a double, maybe divided by 100. */
export function rkNumber(rk: number): number {
  const scaled = rk & 1;
  let n: number;
  if (rk & 2) n = rk >> 2;
  else {
    const d = new DataView(new ArrayBuffer(8));
    d.setUint32(4, rk & 0xfffffffc, true);
    n = d.getFloat64(0, true);
  }
  return scaled ? n / 100 : n;
}

/**
 * A number as Excel's General format shows it in a wide column: at most 15 significant digits (Excel's
 * precision, which also hides binary noise such as 0.30000000000000004), no trailing zeros, and scientific
 * notation ("1.5E+21") only for numbers too large or small to write plainly.
 */
export function formatGeneral(n: number): string {
  if (!Number.isFinite(n)) return '#NUM!';
  const v = Number(n.toPrecision(15));
  if (v !== 0 && (Math.abs(v) >= 1e15 || Math.abs(v) < 1e-6))
    return v
      .toExponential()
      .replace(/e([+-])(\d)$/, 'e$10$2')
      .toUpperCase();
  return String(v);
}

/** Built-in number formats that are dates or times (ids 14-22 and 45-47). */
export const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Whether a custom number format shows a date or time: y, m, d, h or s outside quotes, [..] and escapes. */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\.|_.|\*./g, '');
  return /[ymdhs]/i.test(bare);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date serial as "YYYY-MM-DD", with " HH:MM:SS" when it has a time of day, and only the time for a
 * serial under 1 in the 1900 system (a time without a date). The 1900 system counts Excel's fictitious
 * 29 February 1900 (serial 60). Serials outside 0001-9999 are shown as numbers.
 */
export function formatDate(serial: number, date1904: boolean): string {
  if (!(serial >= 0 && serial < 2958466)) return formatGeneral(serial);
  const seconds = Math.round(serial * 86400);
  let days = Math.floor(seconds / 86400);
  const rest = seconds - days * 86400;
  const time = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor(rest / 60) % 60)}:${pad(rest % 60)}`;
  if (!date1904 && days === 0) return time;
  let date: string;
  if (!date1904 && days === 60) date = '1900-02-29';
  else {
    if (!date1904 && days < 60) days += 1;
    const d = new Date(Date.UTC(date1904 ? 1904 : 1899, date1904 ? 0 : 11, date1904 ? 1 : 30) + days * 86400000);
    date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  }
  return rest ? `${date} ${time}` : date;
}

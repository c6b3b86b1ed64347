/** The tax years the portal offers: 2018 to 2025 (spec 002 §9 'Tax year options are 2018 to 2025'). */
export const FIRST_TAX_YEAR = 2018;
export const LAST_TAX_YEAR = 2025;

/**
 * The default tax year: the year of the date ten months ago (spec 002 §9), kept within the years offered
 * so the default is always one of the choices (in November 2026 that is 2025, the season being prepared).
 */
export const defaultTaxYear = (now: Date) => {
  const tenMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 10, 1)).getUTCFullYear();
  return Math.min(LAST_TAX_YEAR, Math.max(FIRST_TAX_YEAR, tenMonthsAgo));
};

/**
 * Tax years offered everywhere a year is chosen (sending questionnaires, Collect's filter, tax returns,
 * signature requests, template links), newest first: the spec's fixed range, whatever the date.
 * `now` is kept so callers stay on the portal's clock should the range ever follow it again.
 */
export function sendTaxYears(_now?: Date): number[] {
  const years: number[] = [];
  for (let y = LAST_TAX_YEAR; y >= FIRST_TAX_YEAR; y--) years.push(y);
  return years;
}

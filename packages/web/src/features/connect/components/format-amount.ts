/** Dollars and cents ("1234.56") as forms print them: 1,234.56; empty for no amount. */
export const formatAmount = (value: string | null): string =>
  value === null ? '' : Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

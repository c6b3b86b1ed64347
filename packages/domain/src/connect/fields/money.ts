/**
 * An amount as forms print it ("$ 1,234.56", "1234.56", "(45.00)", "-45.00", "12,000") as dollars and cents
 * ("1234.56", "-45.00"); null when it is not an amount. Parentheses or a minus make it negative.
 */
export function parseMoney(printed: string): string | null {
  const text = printed.replace(/\s+/g, '');
  const m = /^(\()?(-)?\$?(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(\))?$/.exec(text);
  if (!m) return null;
  const [, open, minus, minusAfter, whole, cents, close] = m;
  if (Boolean(open) !== Boolean(close)) return null;
  if (!cents && !whole!.includes(',') && !printed.includes('$')) return null;
  const dollars = whole!.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const negative = open || minus || minusAfter;
  return `${negative ? '-' : ''}${dollars}.${cents ?? '00'}`;
}

/** Dollars and cents ("1234.56") as cents, for totals without floating point. */
export const toCents = (money: string): number => {
  const negative = money.startsWith('-');
  const [d, c = '0'] = money.replace('-', '').split('.');
  const cents = Number(d) * 100 + Number(c.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
};

/** Cents as dollars and cents ("1234.56"). */
export const fromCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

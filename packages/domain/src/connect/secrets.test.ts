import { describe, expect, it } from 'vitest';
import { hasTaxId, withoutSecrets } from './secrets.ts';

describe('secrets in text', () => {
  it('finds SSNs, ITINs and EINs as forms print them', () => {
    for (const tin of ['123-45-6789', '912 70 1234', '12-3456789', '123456789'])
      expect(hasTaxId(`TIN ${tin}`), tin).toBe(true);
    expect(hasTaxId('Form 1099-INT 2025, $1,234.56, ZIP 62701')).toBe(false);
  });
  it('takes out TINs, account numbers and masked numbers, and keeps the words', () => {
    expect(withoutSecrets("RECIPIENT'S TIN 123-45-6789")).toBe("RECIPIENT'S TIN");
    expect(withoutSecrets('Chase Bank N.A. acct 000123456789')).toBe('Chase Bank N.A. acct');
    expect(withoutSecrets('Account XXXX-XX-4821 Exxon Mobil')).toBe('Account Exxon Mobil');
    expect(withoutSecrets('3M Company')).toBe('3M Company');
  });
});

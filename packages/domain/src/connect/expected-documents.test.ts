import { describe, expect, it } from 'vitest';
import { expectedDocumentName, isExpectedEveryYear, matchesExpected, payerKey } from './expected-documents.ts';

describe('next year’s checklist from this year’s documents (issue 42 §4)', () => {
  it('expects information returns again, not the returns the taxpayer files', () => {
    for (const form of ['W-2', '1099-DIV', '1099-INT', '1098', 'SSA-1099'])
      expect(isExpectedEveryYear(form)).toBe(true);
    expect(isExpectedEveryYear('1040')).toBe(false);
    expect(isExpectedEveryYear('Others')).toBe(false);
  });

  it('names an item by its form and payer', () => {
    expect(expectedDocumentName({ form: '1099-DIV', payer: 'Vanguard' })).toBe('1099-DIV from Vanguard');
    expect(expectedDocumentName({ form: 'W-2', payer: null })).toBe('W-2');
  });

  it('matches the same form from the same payer however its name is written, and nothing else', () => {
    const item = { form: 'W-2', payer: 'Acme Corp.' };
    expect(matchesExpected(item, { form: 'W-2', payer: 'ACME CORP' })).toBe(true);
    expect(matchesExpected(item, { form: 'W-2', payer: 'Acme Corporation, Inc.' })).toBe(true);
    expect(matchesExpected(item, { form: 'W-2', payer: 'Acme Widgets' })).toBe(false);
    expect(matchesExpected(item, { form: '1099-NEC', payer: 'Acme Corp.' })).toBe(false);
    expect(matchesExpected({ form: '1098', payer: null }, { form: '1098', payer: null })).toBe(true);
    expect(matchesExpected({ form: '1098', payer: null }, { form: '1098', payer: 'Chase' })).toBe(false);
    expect(payerKey('Smith & Sons, L.L.C.')).toBe('smith and sons');
  });
});

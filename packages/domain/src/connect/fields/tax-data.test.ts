import { describe, expect, it } from 'vitest';
import { compareTotals, documentFigures, taxDataRows, totalsInCents, type TaxData } from './tax-data.ts';

const w2 = (wages: string, withheld: string | null) => ({
  form: 'W-2' as const,
  fields: [
    { key: '1', value: wages },
    { key: '2', value: withheld },
    { key: '3', value: '99999.00' },
  ],
});

describe('the entity’s tax data (issue 42 §3)', () => {
  it('adds each money box to the total its form names, in cents, and leaves the others out', () => {
    const totals = totalsInCents([
      w2('84000.10', '9000.05'),
      w2('1000.95', null),
      {
        form: '1099-INT',
        fields: [
          { key: '1', value: '12.34' },
          { key: '4', value: '1.00' },
        ],
      },
      {
        form: '1099-MISC',
        fields: [
          { key: '1', value: '500.00' },
          { key: '3', value: '-20.00' },
        ],
      },
    ]);
    expect(totals.get('wages')).toBe(8500105);
    expect(totals.get('federal_withholding')).toBe(900105);
    expect(totals.get('interest')).toBe(1234);
    // Rents and other income share one total; a negative amount takes away.
    expect(totals.get('other_income')).toBe(48000);
    // Social security wages (box 3) add to no total.
    expect([...totals.keys()].sort()).toEqual(['federal_withholding', 'interest', 'other_income', 'wages']);
  });

  it('puts each total beside the prior year’s, with the change, and lists a kind only one year has', () => {
    const rows = compareTotals(
      new Map([
        ['wages', 9000000],
        ['interest', 1500],
      ]),
      new Map([
        ['wages', 8400000],
        ['dividends', 20000],
      ]),
    );
    expect(rows).toEqual([
      { kind: 'wages', label: 'Wages', amount: '90000.00', prior_amount: '84000.00', change: '6000.00' },
      { kind: 'interest', label: 'Interest', amount: '15.00', prior_amount: null, change: null },
      { kind: 'dividends', label: 'Ordinary dividends', amount: '0.00', prior_amount: '200.00', change: '-200.00' },
    ]);
  });

  it('labels a document’s figures in its form’s order, keeping boxes read empty', () => {
    expect(
      documentFigures('W-2', [
        { key: '2', value: null },
        { key: '1', value: '5.00' },
      ]),
    ).toEqual([
      { key: '1', label: 'Wages, tips, other compensation', kind: 'money', value: '5.00' },
      { key: '2', label: 'Federal income tax withheld', kind: 'money', value: null },
    ]);
  });

  it('writes a row per figure and per total for the spreadsheet', () => {
    const data: TaxData = {
      company_id: 1,
      entity_name: 'Ana Diaz',
      tax_year: 2025,
      waiting_for_review: 0,
      documents: [
        {
          extracted_document_id: 7,
          name: 'W-2 - Acme - 2025',
          form: 'W-2',
          payer: 'Acme',
          figures: [{ key: '1', label: 'Wages, tips, other compensation', kind: 'money', value: '5.00' }],
        },
      ],
      totals: [{ kind: 'wages', label: 'Wages', amount: '5.00', prior_amount: '4.00', change: '1.00' }],
    };
    expect(taxDataRows(data)).toEqual([
      ['Section', 'Document', 'Form', 'Payer', 'Box', 'Label', 'Amount', 'Prior year', 'Change'],
      ['Figure', 'W-2 - Acme - 2025', 'W-2', 'Acme', '1', 'Wages, tips, other compensation', '5.00', null, null],
      ['Total', null, null, null, null, 'Wages', '5.00', '4.00', '1.00'],
    ]);
  });
});

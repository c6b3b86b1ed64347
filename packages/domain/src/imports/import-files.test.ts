import { describe, expect, it } from 'vitest';
import { TAX_SOFTWARE, importFileFieldsSchema, importMessages, taxSoftwareLabel } from './imports.schemas.ts';

const errorsOf = (fields: Record<string, string>) => {
  const parsed = importFileFieldsSchema.safeParse(fields);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('import file fields (spec 002 §5)', () => {
  it('a client list needs an assignee and a list type', () => {
    expect(errorsOf({ documentType: 'client_list', listType: '' })).toEqual({
      assignedFirmUserId: importMessages.assigneeRequired,
      listType: importMessages.listTypeRequired,
    });
    expect(errorsOf({ documentType: 'client_list', assignedFirmUserId: '-1', listType: 'entities' })).toEqual({});
  });

  it('zipped rollover items need tax software and a year; a rollover CSV a year', () => {
    expect(errorsOf({ documentType: 'rollover_zip' })).toEqual({
      taxSoftware: importMessages.taxSoftwareRequired,
      year: importMessages.yearRequired,
    });
    expect(errorsOf({ documentType: 'rollover_zip', taxSoftware: 'Drake', year: '2025' })).toEqual({});
    expect(errorsOf({ documentType: 'rollover_csv' })).toEqual({ year: importMessages.yearRequired });
  });

  it('offers the organizer types of spec 002 §3; ProConnect is not supported in bulk (zipped rollover items)', () => {
    expect(TAX_SOFTWARE).toEqual([
      'ATX Tax Organizer',
      'UltraTax Input Screens',
      'Lacerte',
      'ProConnect',
      'Drake',
      'ProSeries',
      'Axcess',
      'TaxCycle',
      'ProFile',
      'TaxPrep CSV',
      'GoSystem',
      'ProSystem FX',
      'TaxAct',
      'Tax Return',
      'Other',
    ]);
    expect(errorsOf({ documentType: 'rollover_zip', taxSoftware: 'ProConnect', year: '2025' })).toEqual({
      taxSoftware: importMessages.notSupportedInBulk,
    });
    expect(taxSoftwareLabel('ProConnect', true)).toBe('ProConnect (not supported in bulk)');
    expect(taxSoftwareLabel('Lacerte', true)).toBe('Lacerte');
  });

  it('an other document needs a description', () => {
    expect(errorsOf({ documentType: 'other', documentName: '  ' })).toEqual({
      documentName: importMessages.descriptionRequired,
    });
    expect(importFileFieldsSchema.parse({ documentType: 'other', documentName: ' K-1s ', comment: '' })).toEqual({
      documentType: 'other',
      documentName: 'K-1s',
    });
  });

  it('refuses an unknown type, software or year', () => {
    expect(Object.keys(errorsOf({ documentType: 'virus' }))).toEqual(['documentType']);
    expect(Object.keys(errorsOf({ documentType: 'rollover_zip', taxSoftware: 'Abacus', year: '1999' }))).toEqual([
      'taxSoftware',
      'year',
    ]);
  });
});

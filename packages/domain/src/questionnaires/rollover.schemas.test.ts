import { describe, expect, it } from 'vitest';
import {
  createPriorYearItemSchema,
  lineItemInputSchema,
  priorYearItemFormSchema,
  priorYearDocumentFieldsSchema,
  rolloverImportSchema,
  rolloverMessages,
  rolloverYears,
  updatePriorYearItemSchema,
} from './rollover.schemas.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('rollover schemas', () => {
  it('needs a name (spec 001 §5)', () => {
    const r = createPriorYearItemSchema.safeParse({ company_id: 1, name: '   ', year: 2025 });
    expect(firstMessage(r)).toBe('Please enter a name');
    expect(createPriorYearItemSchema.parse({ company_id: '3', name: ' W-2 ', year: 2025 })).toEqual({
      company_id: 3,
      name: 'W-2',
      year: 2025,
    });
  });

  it('keeps years between 2000 and 2100', () => {
    expect(createPriorYearItemSchema.safeParse({ company_id: 1, name: 'W-2', year: 1999 }).success).toBe(false);
    expect(createPriorYearItemSchema.safeParse({ company_id: 1, name: 'W-2', year: 2101 }).success).toBe(false);
    expect(createPriorYearItemSchema.safeParse({ company_id: 1, name: 'W-2', year: 2100 }).success).toBe(true);
  });

  it('updates any subset of fields', () => {
    expect(updatePriorYearItemSchema.parse({})).toEqual({});
    expect(updatePriorYearItemSchema.parse({ do_not_rollover: true })).toEqual({ do_not_rollover: true });
    expect(firstMessage(updatePriorYearItemSchema.safeParse({ name: '' }))).toBe(rolloverMessages.nameRequired);
  });

  it('reads the form year from a select', () => {
    expect(priorYearItemFormSchema.parse({ name: 'W-2', year: '2024' })).toEqual({ name: 'W-2', year: 2024 });
    expect(firstMessage(priorYearItemFormSchema.safeParse({ name: 'W-2', year: '' }))).toBe(
      rolloverMessages.yearInvalid,
    );
  });

  it('needs a line-item category; the value may be blank', () => {
    expect(lineItemInputSchema.parse({ category: 'Wages' })).toEqual({ category: 'Wages', value: '' });
    expect(firstMessage(lineItemInputSchema.safeParse({ category: ' ' }))).toBe(rolloverMessages.categoryRequired);
  });

  it('a rollover CSV needs a year (spec 002 §5)', () => {
    expect(firstMessage(rolloverImportSchema.safeParse({ csv: 'a,b' }))).toBe('A rollover CSV needs a year');
    expect(rolloverImportSchema.safeParse({ csv: 'a,b', year: 2025 }).success).toBe(true);
  });

  it('offers the last ten years, newest first', () => {
    expect(rolloverYears(2026, 3)).toEqual([2026, 2025, 2024]);
  });

  it("a prior-year document needs a year: 'missing year' (spec 001 §4)", () => {
    expect(firstMessage(priorYearDocumentFieldsSchema.safeParse({}))).toBe('missing year');
    expect(firstMessage(priorYearDocumentFieldsSchema.safeParse({ year: ' ' }))).toBe('missing year');
    expect(firstMessage(priorYearDocumentFieldsSchema.safeParse({ year: 'last' }))).toBe(rolloverMessages.yearInvalid);
    expect(firstMessage(priorYearDocumentFieldsSchema.safeParse({ year: '1999' }))).toBe(rolloverMessages.yearInvalid);
    expect(priorYearDocumentFieldsSchema.parse({ year: '2024' })).toEqual({ year: 2024 });
  });
});

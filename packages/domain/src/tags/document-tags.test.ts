import { describe, expect, it } from 'vitest';
import { applyTagChange, documentTagNamesSchema, MAX_DOCUMENT_TAGS, tagMessages } from './tags.schemas.ts';

describe('applyTagChange', () => {
  it('adds names that are not there yet, ignoring case, and sorts the result', () => {
    expect(applyTagChange(['Payroll'], { add: ['payroll', 'W-2', 'Bank'] })).toEqual(['Bank', 'Payroll', 'W-2']);
  });
  it('keeps the spelling already on the document', () => {
    expect(applyTagChange(['IRS Letter'], { add: ['irs letter'] })).toEqual(['IRS Letter']);
  });
  it('removes names whatever their case', () => {
    expect(applyTagChange(['Bank', 'Payroll'], { remove: ['PAYROLL', 'Unknown'] })).toEqual(['Bank']);
  });
  it('takes every tag off for remove-all', () => {
    expect(applyTagChange(['Bank', 'Payroll'], 'remove-all')).toEqual([]);
  });
});

describe('documentTagNamesSchema', () => {
  it('trims names and refuses a blank one', () => {
    expect(documentTagNamesSchema.parse([' Bank '])).toEqual(['Bank']);
    expect(documentTagNamesSchema.safeParse(['  ']).error?.issues[0]?.message).toBe(tagMessages.tagNameRequired);
  });
  it(`allows at most ${MAX_DOCUMENT_TAGS} tags`, () => {
    const names = Array.from({ length: MAX_DOCUMENT_TAGS + 1 }, (_, i) => `T${i}`);
    expect(documentTagNamesSchema.safeParse(names.slice(1)).success).toBe(true);
    expect(documentTagNamesSchema.safeParse(names).error?.issues[0]?.message).toBe(tagMessages.tooManyDocumentTags);
  });
});

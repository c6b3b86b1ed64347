import { describe, expect, it } from 'vitest';
import type { PageRecognition } from './recognise-page.ts';
import { documentName, splitPages } from './split-pages.ts';

const p = (form: PageRecognition['form'], extra: Partial<PageRecognition> = {}): PageRecognition => ({
  form,
  confidence: form ? 0.9 : 0.1,
  payer: null,
  tax_year: 2025,
  continuation: false,
  blank: false,
  ...extra,
});
const ranges = (pages: PageRecognition[]) => splitPages(pages).map((d) => [d.form, d.first_page, d.last_page]);

describe('splitPages', () => {
  it('cuts a bundle into one document per form, by page ranges', () => {
    expect(ranges([p('W-2'), p('1099-INT'), p('1040'), p('1040', { continuation: true }), p('1098')])).toEqual([
      ['W-2', 1, 1],
      ['1099-INT', 2, 2],
      ['1040', 3, 4],
      ['1098', 5, 5],
    ]);
  });
  it('starts a new document for the same form from another payer, keeps copies from the same payer', () => {
    const pages = [
      p('W-2', { payer: 'Acme' }),
      p('W-2', { payer: 'Acme' }),
      p('W-2', { payer: 'Globex' }),
      p('W-2', { payer: null }),
    ];
    expect(ranges(pages)).toEqual([
      ['W-2', 1, 2],
      ['W-2', 3, 3],
      ['W-2', 4, 4],
    ]);
  });
  it('keeps blank pages with the page before', () => {
    expect(ranges([p('W-2'), p(null, { blank: true }), p('1098')])).toEqual([
      ['W-2', 1, 2],
      ['1098', 3, 3],
    ]);
  });
  it('puts unrecognised pages together for review, never under a guessed form', () => {
    const docs = splitPages([p('W-2'), p(null), p(null), p('1098')]);
    expect(docs.map((d) => [d.form, d.first_page, d.last_page, d.status])).toEqual([
      ['W-2', 1, 1, 'identify_succeeded'],
      [null, 2, 3, 'review_required'],
      ['1098', 4, 4, 'identify_succeeded'],
    ]);
    expect(docs[1]!.name).toBe('Unrecognized pages 2-3');
  });
  it('joins an unrecognised later page to its form but sends the document to review', () => {
    const docs = splitPages([p('1040', { confidence: 0.95 }), p(null, { continuation: true, confidence: 0.2 })]);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ form: '1040', last_page: 2, status: 'review_required', confidence: 0.2 });
  });
  it('names documents after form, payer and year where the pages show them', () => {
    const docs = splitPages([
      p('1099-DIV', { tax_year: null }),
      p('1099-DIV', { continuation: true, payer: 'Vanguard' }),
    ]);
    // The payer and year come from whichever page shows them.
    expect(docs[0]!.name).toBe('1099-DIV - Vanguard - 2025');
    expect(documentName({ form: 'W-2', payer: 'Acme', tax_year: 2025, first_page: 1, last_page: 1 })).toBe(
      'W-2 - Acme - 2025',
    );
    expect(documentName({ form: null, payer: null, tax_year: null, first_page: 4, last_page: 4 })).toBe(
      'Unrecognized page 4',
    );
  });
  it('answers no documents for no pages', () => {
    expect(splitPages([])).toEqual([]);
  });
});

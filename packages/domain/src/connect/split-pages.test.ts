import { describe, expect, it } from 'vitest';
import type { PageRecognition } from './recognise-page.ts';
import { documentName, splitPages } from './split-pages.ts';

const p = (form: PageRecognition['form'], extra: Partial<PageRecognition> = {}): PageRecognition => ({
  form,
  confidence: form ? 0.9 : 0.1,
  candidates: [],
  payer: null,
  tax_year: 2025,
  continuation: false,
  explains: false,
  page_number: null,
  headed: form !== null,
  sender: null,
  blank: false,
  ...extra,
});
const ranges = (pages: PageRecognition[]) => splitPages(pages).map((d) => [d.form, d.first_page, d.last_page]);

describe('splitPages', () => {
  it('cuts a bundle into one document per form, by page ranges', () => {
    expect(
      ranges([
        p('W-2'),
        p('1099-INT'),
        p('1040'),
        p('1040', { continuation: true, page_number: { n: 2, of: null } }),
        p('1098'),
      ]),
    ).toEqual([
      ['W-2', 1, 1],
      ['1099-INT', 2, 2],
      ['1040', 3, 4],
      ['1098', 5, 5],
    ]);
  });
  it('starts a new document for the same form from another payer, or when the payer is not read', () => {
    const pages = [
      p('1099-NEC', { payer: 'Acme' }),
      p('1099-NEC', { payer: 'ACME' }),
      p('1099-NEC', { payer: 'Globex' }),
      p('1099-NEC', { payer: null }),
      p('1099-NEC', { payer: 'Initech', tax_year: 2024 }),
    ];
    expect(ranges(pages)).toEqual([
      ['1099-NEC', 1, 2],
      ['1099-NEC', 3, 3],
      ['1099-NEC', 4, 4],
      ['1099-NEC', 5, 5],
    ]);
  });
  it('keeps with a form the pages that carry it on: its back, its statements, its detail pages', () => {
    const pages = [
      p('W-2', { payer: 'Acme' }),
      p(null, { continuation: true }), // an earnings summary
      p(null, { blank: true }),
      p(null, { explains: true }), // "Box 1. Shows ..." on the back
      p('K-1', { payer: 'Oak Partners LP' }),
      p(null, { continuation: true, page_number: { n: 2, of: 3 } }), // "Statement A" with no form header
      p('1099-INT', { continuation: true, headed: false }), // supplemental lines that print interest captions
      p('1099-B', { payer: 'Fidelity' }),
      p('1099-B', { headed: false }), // detail rows under the captions, no header
    ];
    expect(ranges(pages)).toEqual([
      ['W-2', 1, 4],
      ['K-1', 5, 7],
      ['1099-B', 8, 9],
    ]);
  });
  it("keeps the pages a document says are still to come, and a page that only repeats its form's header", () => {
    const pages = [
      p('1099-DIV', { payer: 'E*TRADE' }),
      p('1099-B', { page_number: { n: 2, of: 5 } }),
      p('1099-B'), // its "Page 3 of 5" not read
      p(null, { candidates: [{ form: '1099-DIV', confidence: 0.47 }] }), // supplemental lines, page 4
      p('1099-K', { payer: 'Uber' }),
      p(null, { candidates: [{ form: '1099-K', confidence: 0.45 }] }), // "2025 Form 1099-K" over a table of months
      p(null, { candidates: [{ form: '1099-K', confidence: 0.45 }], page_number: { n: 1, of: 1 } }),
    ];
    expect(ranges(pages)).toEqual([
      ['1099-DIV', 1, 1],
      ['1099-B', 2, 4],
      ['1099-K', 5, 6],
      [null, 7, 7],
    ]);
  });

  it('keeps each item that is no form apart, unless its pages read as one item', () => {
    const docs = splitPages([
      p('W-2'),
      p(null, { sender: 'County Treasurer', page_number: { n: 1, of: 1 } }),
      p(null, { sender: 'Hope Food Bank' }),
      p(null, { sender: 'First Bank', page_number: { n: 1, of: 2 } }),
      p(null, { sender: 'First Bank', page_number: { n: 2, of: 2 } }),
      p(null),
      p(null),
      p('1098'),
    ]);
    expect(docs.map((d) => [d.form, d.first_page, d.last_page, d.status])).toEqual([
      ['W-2', 1, 1, 'identify_succeeded'],
      [null, 2, 2, 'review_required'],
      [null, 3, 3, 'review_required'],
      [null, 4, 5, 'review_required'],
      [null, 6, 6, 'review_required'],
      [null, 7, 7, 'review_required'],
      ['1098', 8, 8, 'identify_succeeded'],
    ]);
    expect(docs[3]!.name).toBe('Unrecognized pages 4-5');
  });
  it("gives a review document its first page's candidates", () => {
    const candidates = [{ form: '1099-DIV' as const, confidence: 0.44 }];
    expect(splitPages([p(null, { candidates })])[0]).toMatchObject({ status: 'review_required', candidates });
  });
  it('names documents after form, payer and year where the pages show them, never with a number that identifies anyone', () => {
    const docs = splitPages([
      p('1099-DIV', { tax_year: null }),
      p('1099-DIV', { continuation: true, payer: 'Vanguard' }),
    ]);
    expect(docs[0]!.name).toBe('1099-DIV - Vanguard - 2025');
    expect(documentName({ form: 'W-2', payer: 'Acme', tax_year: 2025, first_page: 1, last_page: 1 })).toBe(
      'W-2 - Acme - 2025',
    );
    expect(
      documentName({
        form: '1099-INT',
        payer: "RECIPIENT'S TIN 123-45-6789",
        tax_year: 2025,
        first_page: 1,
        last_page: 1,
      }),
    ).toBe("1099-INT - RECIPIENT'S TIN - 2025");
    expect(documentName({ form: null, payer: null, tax_year: null, first_page: 4, last_page: 4 })).toBe(
      'Unrecognized page 4',
    );
  });
  it('answers no documents for no pages', () => {
    expect(splitPages([])).toEqual([]);
  });
});

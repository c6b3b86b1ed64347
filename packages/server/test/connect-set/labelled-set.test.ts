import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { DOCUMENT_EXPORT_ORDER } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from '../../src/platform/pdf/render-pdf-page.ts';
import { buildLabelledSet, phonePhotoPdf, type LabelledPdf } from './labelled-set.ts';

const hash = (set: LabelledPdf[]) => set.map((p) => `${p.name} ${createHash('sha256').update(p.bytes).digest('hex')}`);

async function pageText(bytes: Uint8Array, page: number): Promise<string> {
  const pdf = await openPdf(bytes);
  try {
    const content = await (await pdf.getPage(page)).getTextContent();
    return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
  } finally {
    await pdf.destroy();
  }
}

describe('the labelled Connect set', () => {
  let text: LabelledPdf[];
  beforeAll(async () => {
    text = await buildLabelledSet({ scans: false });
  }, 120_000);

  it('is the same bytes for the same seed, with scans, and different bytes for another seed', async () => {
    const a = await buildLabelledSet({ scans: true, every: 17, seed: 7 });
    const b = await buildLabelledSet({ scans: true, every: 17, seed: 7 });
    const c = await buildLabelledSet({ scans: true, every: 17, seed: 8 });
    expect(a.some((p) => p.scanned.length)).toBe(true);
    expect(hash(b)).toEqual(hash(a));
    expect(hash(c)).not.toEqual(hash(a));
  }, 240_000);

  it('keeps each PDF byte for byte when the set is thinned', async () => {
    const thin = await buildLabelledSet({ scans: false, every: 10 });
    expect(hash(thin)).toEqual(hash(text.filter((_, i) => i % 10 === 0)));
  }, 60_000);

  it('labels every page with exactly one document, in order, and pages[] agrees with the documents', async () => {
    for (const pdf of text) {
      const n = (await PDFDocument.load(pdf.bytes)).getPageCount();
      expect(pdf.pages, pdf.name).toHaveLength(n);
      expect(pdf.blank).toHaveLength(n);
      expect(pdf.layout).toHaveLength(n);
      expect(pdf.look).toHaveLength(n);
      let next = 1;
      for (const d of pdf.documents) {
        expect(d.first, pdf.name).toBe(next);
        expect(d.last).toBeGreaterThanOrEqual(d.first);
        for (let p = d.first; p <= d.last; p++) expect(pdf.pages[p - 1], `${pdf.name} p${p}`).toBe(d.form);
        if (d.form) expect(d.year, `${pdf.name} ${d.form}`).toBeTruthy();
        if (d.form && d.form !== '1040') expect(d.payer, `${pdf.name} ${d.form}`).toBeTruthy();
        expect(pdf.blank[d.first - 1], `${pdf.name}: a document never starts on a blank page`).toBe(false);
        next = d.last + 1;
      }
      expect(next - 1, pdf.name).toBe(n);
    }
  });

  it('is the size asked for and covers the forms clients send', () => {
    const pages = text.reduce((sum, p) => sum + p.pages.length, 0);
    expect(text.length).toBeGreaterThanOrEqual(70);
    expect(text.length).toBeLessThanOrEqual(90);
    expect(pages).toBeGreaterThanOrEqual(250);
    expect(pages).toBeLessThanOrEqual(350);
    expect(new Set(text.map((p) => p.name)).size).toBe(text.length);
    const forms = new Set(text.flatMap((p) => p.documents.map((d) => d.form)));
    const wanted = [
      'W-2',
      'W-2G',
      '1099-INT',
      '1099-DIV',
      '1099-B',
      '1099-R',
      '1099-NEC',
      '1099-MISC',
      '1099-G',
      '1099-K',
      '1099-SA',
      '1099-Q',
      '1099-C',
      '1099-S',
      '1098',
      '1098-E',
      '1098-T',
      '5498',
      '5498-SA',
      '1095-A',
      '1095-C',
      'SSA-1099',
      'RRB-1099',
      'K-1',
      '1040',
      '1065',
      '1120-S',
      '941',
    ];
    for (const f of wanted) expect(forms, f).toContain(f);
    for (const f of forms) if (f) expect(DOCUMENT_EXPORT_ORDER).toContain(f);
    expect(forms).toContain(null);
    const years = new Set(text.flatMap((p) => p.documents.map((d) => d.year)).filter(Boolean));
    expect([...years].sort()).toEqual([2023, 2024, 2025]);
  });

  it('lists every secret it prints, and a text page carries them in its text layer', async () => {
    const sample = text.filter((_, i) => i % 6 === 0);
    for (const pdf of sample) {
      if (pdf.documents.some((d) => d.form)) expect(pdf.secrets.length, pdf.name).toBeGreaterThan(0);
      const all = (await Promise.all(pdf.pages.map((_, i) => pageText(pdf.bytes, i + 1)))).join('\n');
      for (const s of pdf.secrets) expect(all, `${pdf.name}: ${s}`).toContain(s);
      for (const ssn of all.match(/\b\d{3}-\d{2}-\d{4}\b/g) ?? [])
        expect(
          pdf.secrets.some((s) => s.includes(ssn)),
          `${pdf.name}: ${ssn}`,
        ).toBe(true);
    }
  }, 60_000);

  it('makes scanned pages image-only, and the phone photo of a W-2 for the journey', async () => {
    const scans = await buildLabelledSet({ scans: true, every: 29 });
    const scanned = scans.flatMap((p) => p.scanned.map((n) => [p, n] as const));
    expect(scanned.length).toBeGreaterThan(0);
    for (const [pdf, n] of scanned) {
      expect(await pageText(pdf.bytes, n), `${pdf.name} p${n}`).toBe('');
      expect(pdf.look[n - 1]).toMatch(/^(scanner|phone) \d+dpi/);
    }
    const phone = await phonePhotoPdf(1);
    expect(phone.pages).toEqual(['W-2']);
    expect(phone.scanned).toEqual([1]);
    expect(phone.documents).toEqual([expect.objectContaining({ first: 1, last: 1, form: 'W-2' })]);
    expect(await pageText(phone.bytes, 1)).toBe('');
  }, 120_000);
});

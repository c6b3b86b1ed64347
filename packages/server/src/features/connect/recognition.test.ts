import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createOcrEngine } from '../../platform/ocr/ocr-engine.ts';
import { recogniseUpload } from './recognise-upload.ts';
import { drawFormPage, seededRandom } from './test-set/draw-form.ts';
import { evaluate, summarise } from './test-set/evaluate.ts';
import { buildLabelledSet, rasterisePages } from './test-set/labelled-set.ts';

/** The fast part of `npm run bench` (bench/connect.ts): text pages of every fourth labelled PDF. */
describe('connect recognition on the labelled set', () => {
  const ocr = createOcrEngine();
  afterAll(() => ocr.close());

  it('recognises at least 95 % of pages and splits at least 90 % of bundles exactly', async () => {
    const set = await buildLabelledSet({ images: false, every: 4 });
    expect(set.length).toBeGreaterThanOrEqual(15);
    expect(set.some((pdf) => pdf.name.startsWith('bundle'))).toBe(true);
    const evaluation = await evaluate(set, ocr);
    const s = summarise(evaluation);
    expect(evaluation.ocrPageMs).toEqual([]);
    expect(s.pageAccuracy, evaluation.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(s.bundleSplitExact, evaluation.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it('reads a scanned, rotated page by OCR and recognises its form and payer', async () => {
    const pdf = await PDFDocument.create();
    await drawFormPage(
      pdf,
      { form: 'W-2', payer: 'Acme Widgets Inc', year: 2025, page: 1, rotate: 90 },
      seededRandom(3),
    );
    await drawFormPage(pdf, { form: '1098', payer: 'Riverside Credit Union', year: 2025, page: 1 }, seededRandom(4));
    const scanned = await rasterisePages(await pdf.save(), [1, 2]);
    const reading = await recogniseUpload(scanned, ocr);
    expect(reading.pages.map((p) => [p.ocr, p.form])).toEqual([
      [true, 'W-2'],
      [true, '1098'],
    ]);
    expect(reading.documents.map((d) => d.name)).toEqual([
      'W-2 - Acme Widgets Inc - 2025',
      '1098 - Riverside Credit Union - 2025',
    ]);
    // The OCR worker starts on first use: this test pays for it, so its time is the bench's to measure.
  }, 120_000);
});

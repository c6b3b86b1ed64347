import { afterAll, describe, expect, it } from 'vitest';
import { createOcrEngine } from '../../platform/ocr/ocr-engine.ts';
import { evaluate, summarise } from '../../../test/connect-set/evaluate.ts';
import { buildLabelledSet } from '../../../test/connect-set/labelled-set.ts';

/**
 * The fast part of `npm run bench:connect` (issue 35): every other PDF of the labelled set as text, and a few as
 * the scanner and the phone made them (on their side, upside down, photographed, a speckled blank back).
 */
describe('connect recognition on the labelled set', () => {
  const ocr = createOcrEngine();
  afterAll(() => ocr.close());

  it('files at least 98 % of text pages under their form, never a wrong one, and cuts 90 % of bundles exactly', async () => {
    const set = await buildLabelledSet({ scans: false, every: 2 });
    expect(set.length).toBeGreaterThanOrEqual(40);
    const e = await evaluate(set, ocr);
    const s = summarise(e);
    expect(e.ocrPageMs).toEqual([]);
    expect(s.wrongForm, e.misses.join('\n')).toBe(0);
    expect(s.textAccuracy, e.misses.join('\n')).toBeGreaterThanOrEqual(0.98);
    expect(s.bundleSplitExact, e.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  }, 180_000);

  it('reads scans and phone photos, turned, speckled or askew, as well', async () => {
    const set = await buildLabelledSet({
      scans: true,
      slugs: ['phone-w2', 'k1-1120s', 'stack-house', 'int-foot-only'],
    });
    expect(set.flatMap((pdf) => pdf.scanned).length).toBeGreaterThanOrEqual(4);
    const e = await evaluate(set, ocr);
    expect(e.wrongForm, e.misses.join('\n')).toBe(0);
    expect(e.scans.right, e.misses.join('\n')).toBe(e.scans.pages);
    expect(e.files.exact, e.misses.join('\n')).toBe(e.files.files);
  }, 300_000);
});

import { describe, expect, it } from 'vitest';
import { createOcrEngine, wordsToRuns } from './ocr-engine.ts';
import type { Gray } from './prepare-page.ts';

/** A blank 40×40 page picture: enough to start tesseract and read nothing. */
const blankPage = (): Gray => ({ data: new Uint8Array(40 * 40).fill(255), width: 40, height: 40 });
const word = (text: string, x0: number, x1: number) => ({ text, confidence: 90, bbox: { x0, x1, y0: 0, y1: 10 } });

describe('OCR engine', () => {
  it('closes its worker once idle, and starts it again for the next page', async () => {
    const engine = createOcrEngine({ idleMs: 100 });
    try {
      expect(engine.started).toBe(false);
      await engine.readPage(blankPage());
      expect(engine.started).toBe(true);
      await expect.poll(() => engine.started, { timeout: 5_000 }).toBe(false);
      expect(await engine.readPage(blankPage())).toEqual([]);
      expect(engine.started).toBe(true);
    } finally {
      await engine.close();
    }
    expect(engine.started).toBe(false);
  }, 60_000);

  it('splits a line of words into runs where a gap wider than its letters parts two boxes', () => {
    const runs = wordsToRuns([word('1', 0, 6), word('Rents', 9, 40), word('OMB', 80, 100), word('No.', 103, 120)]);
    expect(runs.map((r) => [r.text, r.left, r.right])).toEqual([
      ['1 Rents', 0, 40],
      ['OMB No.', 80, 120],
    ]);
  });

  it('keeps its workers while pages are being read, however short the idle time', async () => {
    const engine = createOcrEngine({ idleMs: 1 });
    try {
      // tesseract reads them one after another: a worker closed when the first is done would fail the rest.
      const pages = await Promise.all(Array.from({ length: 4 }, () => engine.readPage(blankPage())));
      expect(pages).toEqual([[], [], [], []]);
      expect(engine.started).toBe(true);
    } finally {
      await engine.close();
    }
  }, 60_000);
});

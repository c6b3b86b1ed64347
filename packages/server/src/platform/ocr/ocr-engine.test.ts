import { describe, expect, it } from 'vitest';
import { createOcrEngine } from './ocr-engine.ts';
import type { PageImage } from './page-images.ts';

/** A blank 40×40 page picture: enough to start tesseract and read nothing. */
function blankPage(): PageImage {
  const head = Buffer.from('P5\n40 40\n255\n', 'ascii');
  return {
    page: 1,
    pgm: Buffer.concat([head, Buffer.alloc(40 * 40, 255)]),
    pixelWidth: 40,
    pixelHeight: 40,
    scale: 1,
    width: 40,
    height: 40,
  };
}

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

  it('keeps its worker while pages are being read, however short the idle time', async () => {
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

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PageLayout, PageText } from '@portal/domain';
import { createWorker, type Worker } from 'tesseract.js';

/**
 * OCR on this machine (issue 19 §2): tesseract.js with the English data shipped in @tesseract.js-data/eng,
 * so nothing is downloaded at run time. One worker is started on first use and reused; tesseract.js queues
 * the pages it is given.
 */
export interface OcrEngine {
  /** The text lines of a page picture, placed in PDF points from the page's bottom-left corner. */
  readPage(png: Buffer, scale: number, pageHeight: number): Promise<PageLayout['items']>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** The folder with eng.traineddata.gz inside the data package (its "4.0.0_best_int" build: fast integer model). */
export const englishDataPath = () =>
  join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

interface OcrLine {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

export function createOcrEngine(): OcrEngine {
  let worker: Promise<Worker> | null = null;
  const start = () =>
    (worker ??= createWorker('eng', 1, {
      langPath: englishDataPath(),
      gzip: true,
      cacheMethod: 'none',
    }));
  return {
    async readPage(png, scale, pageHeight) {
      const { data } = await (await start()).recognize(png, {}, { blocks: true, text: false });
      const lines: OcrLine[] = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
      return lines
        .map((line): PageText => ({
          str: line.text.replace(/\s+/g, ' ').trim(),
          x: line.bbox.x0 / scale,
          y: pageHeight - line.bbox.y1 / scale,
          width: (line.bbox.x1 - line.bbox.x0) / scale,
          height: (line.bbox.y1 - line.bbox.y0) / scale,
        }))
        .filter((item) => item.str !== '');
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await (await running).terminate();
    },
  };
}

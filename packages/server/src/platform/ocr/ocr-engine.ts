import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PageLayout, PageText } from '@portal/domain';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { cropPgm, type PageImage } from './page-images.ts';

/**
 * OCR on this machine (issue 19 §2): tesseract.js with the English data shipped in @tesseract.js-data/eng,
 * so nothing is downloaded at run time. One worker is started on first use and reused for every page of
 * every job (tesseract.js queues the pages it is given); a worker that fails is dropped and the next page
 * starts a new one. A worker left without pages for `idleMs` (five minutes by default) is closed, so a portal
 * that read one scan does not keep tesseract's memory for the rest of its life; the next page starts it again.
 */
export interface OcrEngine {
  /**
   * The text lines of a page picture, placed in PDF points from the page's bottom-left corner. With `band`,
   * only the rows of pixels from `top` (included) to `bottom` (excluded) are read.
   */
  readPage(image: PageImage, band?: { top: number; bottom: number }): Promise<PageLayout['items']>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** The folder with eng.traineddata.gz inside the data package (its "4.0.0_best_int" build: fast integer model). */
export const englishDataPath = () =>
  join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/**
 * How tesseract reads a form: the LSTM engine only, automatic page segmentation (forms have columns of boxes),
 * and no search for white-on-black text, which forms do not print. Measured on the scanned pages of the labelled
 * set (bench/connect-ocr.ts), a single block (PSM 6), turning the inverted-text pass back on or leaving out the
 * dictionaries changed neither accuracy (28/28 pages) nor the time per page beyond the machine's noise.
 */
export const OCR_PARAMETERS = {
  tessedit_pageseg_mode: PSM.AUTO,
  tessedit_do_invert: '0',
} as const;

interface OcrLine {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

const IDLE_MS = 5 * 60_000;

export function createOcrEngine(opts: { idleMs?: number } = {}): OcrEngine & { readonly started: boolean } {
  const idleMs = opts.idleMs ?? IDLE_MS;
  let worker: Promise<Worker> | null = null;
  let reading = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  const start = () =>
    (worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: englishDataPath(),
      gzip: true,
      cacheMethod: 'none',
    }).then(async (w) => {
      await w.setParameters(OCR_PARAMETERS);
      return w;
    }));
  const drop = async (failed: Promise<Worker>) => {
    if (worker !== failed) return;
    worker = null;
    await (await failed.catch(() => null))?.terminate().catch(() => undefined);
  };
  const closeWhenIdle = () => {
    if (reading > 0) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (reading === 0 && worker) void drop(worker);
    }, idleMs);
    idleTimer.unref();
  };
  return {
    get started() {
      return worker !== null;
    },
    async readPage(image, band) {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      reading++;
      try {
        return await read(image, band);
      } finally {
        reading--;
        closeWhenIdle();
      }
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const running = worker;
      worker = null;
      if (running) await (await running).terminate();
    },
  };

  async function read(image: PageImage, band?: { top: number; bottom: number }): Promise<PageLayout['items']> {
    const running = start();
    const top = band ? Math.max(0, Math.min(image.pixelHeight - 1, Math.round(band.top))) : 0;
    const bottom = band ? Math.max(top + 1, Math.min(image.pixelHeight, Math.round(band.bottom))) : image.pixelHeight;
    let lines: OcrLine[];
    try {
      // A band is read as a picture of its own: tesseract's own rectangle option misreads (tesseract.js 7).
      const picture = band ? cropPgm(image, top, bottom) : image.pgm;
      const { data } = await (await running).recognize(picture, {}, { blocks: true, text: false });
      lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
    } catch (err) {
      await drop(running);
      throw err;
    }
    return lines
      .map((line): PageText => ({
        str: line.text.replace(/\s+/g, ' ').trim(),
        x: line.bbox.x0 / image.scale,
        y: image.height - (top + line.bbox.y1) / image.scale,
        width: (line.bbox.x1 - line.bbox.x0) / image.scale,
        height: (line.bbox.y1 - line.bbox.y0) / image.scale,
      }))
      .filter((item) => item.str !== '');
  }
}

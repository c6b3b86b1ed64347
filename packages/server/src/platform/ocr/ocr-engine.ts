import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PageText } from '@portal/domain';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { Gray } from './prepare-page.ts';

/**
 * OCR on this machine (issue 19 §2, issue 35 §1): tesseract.js with the English data shipped in
 * @tesseract.js-data/eng, so nothing is downloaded at run time. Tesseract runs off the main thread in worker
 * threads, one per core (at most two), started on first use and reused for every page; a worker that fails is
 * dropped and the next page starts a new one. Workers left without pages for `idleMs` (five minutes by default)
 * are closed, so a portal that read one scan does not keep tesseract's memory for the rest of its life.
 */
export interface OcrEngine {
  /**
   * The words of a prepared page picture, grouped into runs of one line (a run ends where the gap between words
   * is wider than a couple of letters), each with tesseract's confidence (0–100), in picture pixels from the
   * top-left corner.
   */
  readPage(image: Gray): Promise<OcrRun[]>;
  close(): Promise<void>;
}

export interface OcrRun {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  confidence: number;
}

const require = createRequire(import.meta.url);
/** The folder with eng.traineddata.gz inside the data package (its "4.0.0_best_int" build: fast integer model). */
export const englishDataPath = () =>
  join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/**
 * How tesseract reads a form: the LSTM engine only, sparse text (forms are boxes of short captions and values,
 * not paragraphs: reading them as columns of text interleaves the grid), no search for white-on-black text, which
 * forms do not print. The pictures it gets are prepared (see prepare-page.ts) and said to be 200 dpi or finer.
 */
export const OCR_PARAMETERS = {
  tessedit_pageseg_mode: PSM.SPARSE_TEXT,
  tessedit_do_invert: '0',
} as const;

const IDLE_MS = 5 * 60_000;
/** Words further apart than this many times their height are in different boxes or columns. */
const RUN_GAP = 1.2;

/** A PGM (P5) file of the picture: what tesseract reads fastest, with no compression either side. */
export function toPgm(image: Gray): Buffer {
  const head = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  return Buffer.concat([head, Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length)]);
}

interface Word {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** A line's words as runs: consecutive words close enough to be one phrase. */
export function wordsToRuns(words: readonly Word[]): OcrRun[] {
  const runs: OcrRun[] = [];
  let current: Word[] = [];
  const flush = () => {
    const kept = current.filter((w) => w.text.trim() !== '');
    if (kept.length)
      runs.push({
        text: kept.map((w) => w.text.trim()).join(' '),
        left: Math.min(...kept.map((w) => w.bbox.x0)),
        top: Math.min(...kept.map((w) => w.bbox.y0)),
        right: Math.max(...kept.map((w) => w.bbox.x1)),
        bottom: Math.max(...kept.map((w) => w.bbox.y1)),
        confidence: kept.reduce((sum, w) => sum + w.confidence, 0) / kept.length,
      });
    current = [];
  };
  for (const word of words) {
    const last = current.at(-1);
    const height = Math.max(word.bbox.y1 - word.bbox.y0, last ? last.bbox.y1 - last.bbox.y0 : 0);
    if (last && word.bbox.x0 - last.bbox.x1 > RUN_GAP * height) flush();
    current.push(word);
  }
  flush();
  return runs;
}

export function createOcrEngine(
  opts: { idleMs?: number; workers?: number } = {},
): OcrEngine & { readonly started: boolean } {
  const idleMs = opts.idleMs ?? IDLE_MS;
  const size = Math.max(1, opts.workers ?? Math.min(2, availableParallelism()));
  const idle: Worker[] = [];
  const busy = new Set<Worker>();
  const waiting: ((w: Worker | null) => void)[] = [];
  let starting = 0;
  let reading = 0;
  let idleTimer: NodeJS.Timeout | null = null;

  const start = async () => {
    starting++;
    try {
      const w = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: englishDataPath(),
        gzip: true,
        cacheMethod: 'none',
      });
      await w.setParameters({ ...OCR_PARAMETERS, user_defined_dpi: '200' });
      return w;
    } finally {
      starting--;
    }
  };
  /** A free worker, a new one while there are fewer than `size`, else the next one released. */
  const acquire = async (): Promise<Worker> => {
    const free = idle.pop();
    if (free) return free;
    if (busy.size + starting < size) return start();
    const handed = await new Promise<Worker | null>((resolve) => waiting.push(resolve));
    return handed ?? start();
  };
  const release = (worker: Worker, failed: boolean) => {
    busy.delete(worker);
    if (failed) void worker.terminate().catch(() => undefined);
    const next = waiting.shift();
    if (next) next(failed ? null : worker);
    else if (!failed) idle.push(worker);
  };
  const closeWhenIdle = () => {
    if (reading > 0) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (reading === 0) for (const w of idle.splice(0)) void w.terminate().catch(() => undefined);
    }, idleMs);
    idleTimer.unref();
  };

  return {
    get started() {
      return idle.length + busy.size + starting > 0;
    },
    async readPage(image) {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      reading++;
      let worker: Worker | null = null;
      let failed = false;
      try {
        worker = await acquire();
        busy.add(worker);
        const { data } = await worker.recognize(toPgm(image), {}, { blocks: true, text: false });
        const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
        return lines.flatMap((line) => wordsToRuns(line.words));
      } catch (err) {
        failed = true;
        throw err;
      } finally {
        if (worker) release(worker, failed);
        reading--;
        closeWhenIdle();
      }
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const all = [...idle.splice(0), ...busy];
      busy.clear();
      await Promise.all(all.map((w) => w.terminate().catch(() => undefined)));
    },
  };
}

/** OCR runs as a page's text items, in points from the page's bottom-left corner. */
export function runsToItems(runs: readonly OcrRun[], pixelHeight: number, scale: number): PageText[] {
  return runs.map((r) => ({
    str: r.text,
    x: r.left / scale,
    y: (pixelHeight - r.bottom) / scale,
    width: (r.right - r.left) / scale,
    height: (r.bottom - r.top) / scale,
    confidence: r.confidence,
  }));
}

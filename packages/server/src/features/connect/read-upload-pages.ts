import { fieldsInDoubt, type PageLayout, recognisePage } from '@portal/domain';
import type { OcrEngine } from '../../platform/ocr/ocr-engine.ts';
import { pageImages } from '../../platform/ocr/page-images.ts';
import { readFiner, readScan, type ScanReading } from '../../platform/ocr/read-scan.ts';
import { readPdfPages } from '../../platform/pdf/read-pdf-pages.ts';
import { pagesWithImages } from '../../platform/pdf/render-pdf-page.ts';

/** Scans are drawn at this resolution for OCR (see bench/connect.ts for what was measured). */
export const OCR_DPI = Number(process.env.CONNECT_OCR_DPI ?? 200);
/** Scanned pages read at once: the OCR engine's workers (one per core, at most two) are kept busy. */
const PAGES_AT_ONCE = 2;

export interface UploadPage {
  layout: PageLayout;
  /**
   * A scanned form's further readings where the first left a box in doubt: finer, then finer and sharpened where
   * the finer one still did; its figures are read off all of them.
   */
  again?: PageLayout[];
  /** The page had no text of its own and was read by OCR. */
  ocr: boolean;
  /** Nothing printed on it (no text; a scan with no characters). */
  blank: boolean;
  /** Time the job spent on this page, in milliseconds (scans: the OCR's wall time shared by the pages read at once). */
  ms: number;
}

const hasText = (layout: PageLayout) => layout.items.some((i) => i.str.trim() !== '');

/**
 * A scan whose form the first reading did not tell is read again larger when OCR was unsure of it or it showed
 * signs of some form (a title, a few captions); a clean letter is not read twice. The surer reading is kept.
 */
async function readScanPage(
  ocr: OcrEngine,
  image: Parameters<typeof readScan>[1],
): Promise<{ scan: ScanReading; again?: PageLayout[] }> {
  const scan = await readScan(ocr, image);
  if (scan.blank) return { scan };
  const first = recognisePage(scan.layout);
  // A form whose figures OCR left in doubt ("o|" in a code's box, "040.85") is read again finer for them (issue 42).
  if (first.form && fieldsInDoubt(first.form, scan.layout)) {
    const finer = (await readFiner(ocr, scan)).layout;
    if (!fieldsInDoubt(first.form, finer)) return { scan, again: [finer] };
    return { scan, again: [finer, (await readFiner(ocr, scan, true)).layout] };
  }
  if (first.form || (scan.quality >= SURE_READING && (first.candidates[0]?.confidence ?? 0) < SOME_FORM))
    return { scan };
  const finer = await readFiner(ocr, scan);
  const second = recognisePage(finer.layout);
  return { scan: second.form || (!first.form && second.confidence > first.confidence) ? finer : scan };
}
/** A first reading this sure (mean word confidence) of a page with no sign of a form is a letter or a bill. */
const SURE_READING = 75;
const SOME_FORM = 0.25;

/**
 * Reads every page's text with pdf.js; a page without text (a scan, a phone photo) is drawn and read by OCR
 * (issue 35 §1); a page with nothing drawn on it is blank and not OCR'd. Scans are drawn one after another on
 * this thread and read two at a time by the OCR engine's workers. Throws when the file is not a readable PDF.
 */
export async function readUploadPages(bytes: Uint8Array, ocr: OcrEngine): Promise<UploadPage[]> {
  const started = performance.now();
  const layouts = await readPdfPages(bytes);
  const textMs = (performance.now() - started) / Math.max(1, layouts.length);
  const textless = layouts.flatMap((layout, i) => (hasText(layout) ? [] : [i + 1]));
  const pictured = [...(await pagesWithImages(bytes, textless))].sort((a, b) => a - b);
  const pages: UploadPage[] = layouts.map((layout) => ({ layout, ocr: false, blank: !hasText(layout), ms: textMs }));
  const ocrStarted = performance.now();
  const tasks: Promise<void>[] = [];
  const reading = new Set<Promise<unknown>>();
  const images = pageImages(bytes, pictured, OCR_DPI);
  try {
    for await (const image of images) {
      const task = readScanPage(ocr, image).then(({ scan, again }) => {
        pages[image.page - 1] = {
          layout: scan.layout,
          ...(again ? { again } : {}),
          ocr: true,
          blank: scan.blank,
          ms: 0,
        };
      });
      tasks.push(task);
      const settled: Promise<boolean> = task.then(
        () => reading.delete(settled),
        () => reading.delete(settled),
      );
      reading.add(settled);
      if (reading.size >= PAGES_AT_ONCE) await Promise.race(reading);
    }
    await Promise.all(tasks);
  } finally {
    await Promise.allSettled(tasks);
    await images.return(undefined);
  }
  const ocrMs = (performance.now() - ocrStarted) / Math.max(1, pictured.length);
  for (const n of pictured) pages[n - 1]!.ms = textMs + ocrMs;
  return pages;
}

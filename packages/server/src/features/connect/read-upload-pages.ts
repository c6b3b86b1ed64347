import { type PageLayout, recognisePage } from '@portal/domain';
import type { OcrEngine } from '../../platform/ocr/ocr-engine.ts';
import { type PageImage, pageImages } from '../../platform/ocr/page-images.ts';
import { readPdfPages } from '../../platform/pdf/read-pdf-pages.ts';
import { pagesWithImages } from '../../platform/pdf/render-pdf-page.ts';

/**
 * Scans are drawn at this resolution for OCR. Measured on the 28 scanned pages of the labelled set
 * (bench/connect-ocr.ts): 100 dpi loses 6 pages (titles in 11 points no longer read), 120 and 150 dpi keep all
 * 28 at about the same time per page (150 costs some 8 % more), so 150 keeps a step of margin for the small print
 * of real scans.
 */
export const OCR_DPI = 150;
/**
 * The top of a page is read first: a form's number, title, year and payer are printed there. Only when the
 * rules do not recognise the form from it is the rest of the page read too.
 */
export const FIRST_BAND = 0.4;
/** The second read starts this far (points) above the cut, so a line the cut went through is read whole. */
const OVERLAP_POINTS = 36;
/** Lines ending this close (points) above the cut are taken from the second read. */
const CUT_MARGIN_POINTS = 12;

export interface UploadPage {
  layout: PageLayout;
  /** The page had no text of its own and was read by OCR. */
  ocr: boolean;
  /** Time the job spent on this page, in milliseconds (a scan's from the end of the page read before it). */
  ms: number;
}

const hasText = (layout: PageLayout) => layout.items.some((i) => i.str.trim() !== '');
const recognised = (layout: PageLayout) => recognisePage(layout).form !== null;

/**
 * OCR of one page picture: its top band, and the rest only when the top does not tell the form. Each line
 * comes from the one read that saw it whole.
 */
export async function ocrPageImage(ocr: OcrEngine, image: PageImage): Promise<PageLayout> {
  const layout = (items: PageLayout['items']) => ({ width: image.width, height: image.height, items });
  const cut = Math.round(image.pixelHeight * FIRST_BAND);
  const top = await ocr.readPage(image, { top: 0, bottom: cut });
  if (recognised(layout(top))) return layout(top);
  const rest = await ocr.readPage(image, {
    top: Math.max(0, cut - Math.round(OVERLAP_POINTS * image.scale)),
    bottom: image.pixelHeight,
  });
  // Line bottoms (points from the page's foot) above this were read whole by the first read.
  const seam = image.height - (cut - CUT_MARGIN_POINTS * image.scale) / image.scale;
  return layout([...top.filter((i) => i.y > seam), ...rest.filter((i) => i.y <= seam)]);
}

/**
 * Reads every page's text with pdf.js; a page without text (a scan, a phone photo) is drawn and read by
 * OCR (issue 19 §2); a page with nothing drawn on it is blank and not OCR'd. The file is opened once for all
 * its scanned pages; the engine's one worker reads them in turn while the next one is drawn. Throws when the file is not a readable PDF.
 */
export async function readUploadPages(bytes: Uint8Array, ocr: OcrEngine): Promise<UploadPage[]> {
  const started = performance.now();
  const layouts = await readPdfPages(bytes);
  const textMs = (performance.now() - started) / Math.max(1, layouts.length);
  const textless = layouts.flatMap((layout, i) => (hasText(layout) ? [] : [i + 1]));
  const pictured = [...(await pagesWithImages(bytes, textless))].sort((a, b) => a - b);
  const pages: UploadPage[] = layouts.map((layout) => ({ layout, ocr: false, ms: textMs }));
  const images = pageImages(bytes, pictured, OCR_DPI);
  let begun = performance.now();
  try {
    let next = images.next();
    for (;;) {
      const current = await next;
      if (current.done) break;
      // The next scan is drawn (this thread) while this one is read (the OCR worker's thread).
      next = images.next();
      next.catch(() => undefined);
      const layout = await ocrPageImage(ocr, current.value);
      const now = performance.now();
      pages[current.value.page - 1] = { layout, ocr: true, ms: textMs + now - begun };
      begun = now;
    }
  } finally {
    await images.return(undefined);
  }
  return pages;
}

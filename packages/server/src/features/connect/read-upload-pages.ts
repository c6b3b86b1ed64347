import type { PageLayout } from '@portal/domain';
import { readPdfPages } from '../../platform/pdf/read-pdf-pages.ts';
import { pagesWithImages, renderPdfPages } from '../../platform/pdf/render-pdf-page.ts';
import type { OcrEngine } from '../../platform/ocr/ocr-engine.ts';

/** Scans are rendered at this resolution for OCR: enough for the form number, title and payer (10 points and up) and most box labels, within a page's 3 s budget. */
export const OCR_DPI = 150;

export interface UploadPage {
  layout: PageLayout;
  /** The page had no text of its own and was read by OCR. */
  ocr: boolean;
  /** Time spent reading this page, in milliseconds. */
  ms: number;
}

const hasText = (layout: PageLayout) => layout.items.some((i) => i.str.trim() !== '');

/**
 * Reads every page's text with pdf.js; a page without text (a scan, a phone photo) is rendered and read by
 * OCR (issue 19 §2); a page with nothing drawn on it is blank and not OCR'd. Throws when the file is not a readable PDF.
 */
export async function readUploadPages(bytes: Uint8Array, ocr: OcrEngine): Promise<UploadPage[]> {
  const started = performance.now();
  const layouts = await readPdfPages(bytes);
  const textMs = (performance.now() - started) / Math.max(1, layouts.length);
  const textless = layouts.flatMap((layout, i) => (hasText(layout) ? [] : [i + 1]));
  const pictured = await pagesWithImages(bytes, textless);
  const pages: UploadPage[] = [];
  for (const [index, layout] of layouts.entries()) {
    // A page with text, or with neither text nor a picture (blank), is read as it is.
    if (hasText(layout) || !pictured.has(index + 1)) {
      pages.push({ layout, ocr: false, ms: textMs });
      continue;
    }
    const begun = performance.now();
    const [rendered] = await renderPdfPages(bytes, [index + 1], OCR_DPI);
    const items = await ocr.readPage(rendered!.png, rendered!.scale, rendered!.height);
    pages.push({
      layout: { width: rendered!.width, height: rendered!.height, items },
      ocr: true,
      ms: textMs + performance.now() - begun,
    });
  }
  return pages;
}

import { getDocument } from './pdfjs.ts';
import type { PageLayout } from '@portal/domain';

/**
 * Each page's size and text runs, read as a PDF reader lays them out (pdf.js). Throws on an unreadable PDF.
 * pdf.js takes over the bytes it is given (and refuses a Buffer), so it reads a copy.
 */
export async function readPdfPages(bytes: Uint8Array): Promise<PageLayout[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: PageLayout[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items.flatMap((i) =>
        'str' in i
          ? [{ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number, width: i.width, height: i.height }]
          : [],
      );
      pages.push({ width, height, items });
      page.cleanup();
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** A page's text in reading order (top to bottom, left to right), one space between runs. */
export const pageText = (page: PageLayout) =>
  [...page.items]
    .sort((a, b) => b.y - a.y || a.x - b.x)
    .map((i) => i.str)
    .join(' ');

import { drawPdfPage, openPdf } from '../pdf/render-pdf-page.ts';
import type { Gray } from './prepare-page.ts';

/** A PDF page drawn for OCR: an 8-bit grayscale picture and how its pixels map to the page's points. */
export interface PageImage {
  /** 1-based page number. */
  page: number;
  gray: Gray;
  /** Pixels per PDF point: divide pixel positions by it to get points. */
  scale: number;
  /** The page's size in points, as its content is drawn (before the page's /Rotate). */
  width: number;
  height: number;
}

/** RGBA pixels to 8-bit grayscale (ITU-R BT.601 luma). */
export function rgbaToGray(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Gray {
  const data = new Uint8Array(width * height);
  for (let i = 0, o = 0, end = width * height * 4; i < end; i += 4, o++) {
    data[o] = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
  }
  return { data, width, height };
}

/**
 * Draws pages of one PDF for OCR, one at a time, opening the file once. Pages are drawn as their content
 * stands, without the page's rotation: the OCR finds which way up the text stands on its own.
 */
export async function* pageImages(bytes: Uint8Array, pages: readonly number[], dpi: number): AsyncGenerator<PageImage> {
  if (!pages.length) return;
  const pdf = await openPdf(bytes);
  try {
    for (const n of pages) {
      const { canvas, ...size } = await drawPdfPage(await pdf.getPage(n), dpi);
      yield { page: n, gray: rgbaToGray(canvas.data(), canvas.width, canvas.height), ...size };
    }
  } finally {
    await pdf.destroy();
  }
}

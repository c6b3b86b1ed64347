import { drawPdfPage, openPdf } from '../pdf/render-pdf-page.ts';

/** A PDF page drawn for OCR: an 8-bit grayscale picture and how its pixels map to the page's points. */
export interface PageImage {
  /** 1-based page number. */
  page: number;
  /** The picture as a binary PGM (P5): no compression to write here and none to undo in the OCR worker. */
  pgm: Buffer;
  /** Size of the picture in pixels. */
  pixelWidth: number;
  pixelHeight: number;
  /** Pixels per PDF point: divide pixel positions by it to get points. */
  scale: number;
  /** The page's size in points, as its content is drawn (before the page's /Rotate). */
  width: number;
  height: number;
}

/** RGBA pixels to an 8-bit grayscale PGM (ITU-R BT.601 luma), the input tesseract reads fastest. */
export function rgbaToPgm(rgba: Uint8Array, width: number, height: number): Buffer {
  const head = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const out = Buffer.allocUnsafe(head.length + width * height);
  head.copy(out);
  for (let i = 0, o = head.length, end = width * height * 4; i < end; i += 4, o++) {
    out[o] = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
  }
  return out;
}

/** The rows `top` (included) to `bottom` (excluded) of a page picture, as a PGM of their own. */
export function cropPgm(image: PageImage, top: number, bottom: number): Buffer {
  const pixels = image.pixelWidth * image.pixelHeight;
  const start = image.pgm.length - pixels;
  const head = Buffer.from(`P5\n${image.pixelWidth} ${bottom - top}\n255\n`, 'ascii');
  return Buffer.concat([head, image.pgm.subarray(start + top * image.pixelWidth, start + bottom * image.pixelWidth)]);
}

/**
 * Draws pages of one PDF for OCR, one at a time, opening the file once. Pages are drawn as their content
 * stands, without the page's rotation, so text on a page turned for display reads upright.
 */
export async function* pageImages(bytes: Uint8Array, pages: readonly number[], dpi: number): AsyncGenerator<PageImage> {
  if (!pages.length) return;
  const pdf = await openPdf(bytes);
  try {
    for (const n of pages) {
      const { canvas, ...size } = await drawPdfPage(await pdf.getPage(n), dpi);
      yield {
        page: n,
        pgm: rgbaToPgm(canvas.data(), canvas.width, canvas.height),
        pixelWidth: canvas.width,
        pixelHeight: canvas.height,
        ...size,
      };
    }
  } finally {
    await pdf.destroy();
  }
}

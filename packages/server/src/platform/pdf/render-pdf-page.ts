import { createCanvas } from '@napi-rs/canvas';
import { getDocument, OPS } from './pdfjs.ts';

export interface RenderedPage {
  /** 1-based page number. */
  page: number;
  png: Buffer;
  /** Pixels per PDF point: divide pixel positions by it to get points. */
  scale: number;
  /** The page's size in points, as its content is drawn (before the page's /Rotate). */
  width: number;
  height: number;
}

/** A PDF opened by pdf.js for reading or drawing its pages; `destroy()` it when done. */
export const openPdf = (bytes: Uint8Array) =>
  getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof openPdf>>['getPage']>>;

/**
 * One page on a white native canvas at `dpi`. By default it is drawn as its content stands, without the page's
 * rotation, so text on a page turned for display reads upright for OCR; `asShown` turns it as a viewer shows
 * it (a thumbnail). `width` and `height` are the unturned page's, in points, either way.
 */
export async function drawPdfPage(page: PdfPage, dpi: number, opts: { asShown?: boolean } = {}) {
  const scale = dpi / 72;
  const viewport = page.getViewport(opts.asShown ? { scale } : { scale, rotation: 0 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  type RenderParameters = Parameters<typeof page.render>[0];
  await page.render({
    canvas: canvas as unknown as RenderParameters['canvas'],
    canvasContext: context as unknown as RenderParameters['canvasContext'],
    viewport,
  } as RenderParameters).promise;
  const base = page.getViewport({ scale: 1, rotation: 0 });
  page.cleanup();
  return { canvas, scale, width: base.width, height: base.height };
}

/** Renders PDF pages to PNG with pdf.js on a native canvas (see drawPdfPage for `asShown`). */
export async function renderPdfPages(
  bytes: Uint8Array,
  pages: readonly number[],
  dpi: number,
  opts: { asShown?: boolean } = {},
): Promise<RenderedPage[]> {
  const pdf = await openPdf(bytes);
  try {
    const rendered: RenderedPage[] = [];
    for (const n of pages) {
      const { canvas, ...size } = await drawPdfPage(await pdf.getPage(n), dpi, opts);
      rendered.push({ page: n, png: canvas.toBuffer('image/png'), ...size });
    }
    return rendered;
  } finally {
    await pdf.destroy();
  }
}

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject]);

/** Which of the given pages (1-based) draw a picture: a page with neither text nor a picture is blank. */
export async function pagesWithImages(bytes: Uint8Array, pages: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  if (!pages.length) return found;
  const pdf = await openPdf(bytes);
  try {
    for (const n of pages) {
      const page = await pdf.getPage(n);
      const ops = await page.getOperatorList();
      if (ops.fnArray.some((fn) => IMAGE_OPS.has(fn))) found.add(n);
      page.cleanup();
    }
    return found;
  } finally {
    await pdf.destroy();
  }
}

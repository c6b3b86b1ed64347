import { PDFDocument } from 'pdf-lib';
import { renderPdfPages } from '../../src/platform/pdf/render-pdf-page.ts';

/** Replaces the given pages with a picture of themselves (a clean scan), keeping each page's rotation. */
export async function rasterisePages(bytes: Uint8Array, pages: number[], dpi = 150): Promise<Uint8Array> {
  if (!pages.length) return bytes;
  const source = await PDFDocument.load(bytes);
  const images = new Map((await renderPdfPages(bytes, pages, dpi)).map((r) => [r.page, r]));
  const out = await PDFDocument.create();
  for (let n = 1; n <= source.getPageCount(); n++) {
    const image = images.get(n);
    if (!image) {
      const [copy] = await out.copyPages(source, [n - 1]);
      out.addPage(copy!);
      continue;
    }
    const original = source.getPage(n - 1);
    const page = out.addPage([image.width, image.height]);
    page.drawImage(await out.embedPng(image.png), { x: 0, y: 0, width: image.width, height: image.height });
    page.setRotation(original.getRotation());
  }
  return out.save();
}

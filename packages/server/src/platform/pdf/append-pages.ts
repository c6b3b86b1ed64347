import { setImmediate } from 'node:timers/promises';
import { PDFObjectCopier, PDFPage, type PDFDocument } from 'pdf-lib';

/** Pages copied between turns of the event loop: a few ms of work. */
const PAGES_PER_TURN = 10;

/**
 * Copies every page of `src` to the end of `out` as copyPages does (one copier, so what the pages share,
 * such as fonts, is copied once) but yields to the event loop every few pages: copyPages copies a whole
 * document in one go, a long stall for a long upload.
 */
export async function appendPages(out: PDFDocument, src: PDFDocument) {
  await src.flush();
  const copier = PDFObjectCopier.for(src.context, out.context);
  for (const [i, page] of src.getPages().entries()) {
    const copy = copier.copy(page.node);
    out.addPage(PDFPage.of(copy, out.context.register(copy), out));
    if (i % PAGES_PER_TURN === PAGES_PER_TURN - 1) await setImmediate();
  }
  await setImmediate();
}

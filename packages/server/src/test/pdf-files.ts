import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page, as a reader would copy it (pdfjs-dist, the legacy build for Node). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const text = await (await pdf.getPage(n)).getTextContent();
    pages.push(text.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

/** A real PDF of `pages` pages, each saying `text` and its page number. */
export async function samplePdf(text: string, pages: number, size: [number, number] = [300, 300]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    pdf.addPage(size).drawText(`${text} ${i}`, { x: 20, y: size[1] / 2, size: 12, font });
  return Buffer.from(await pdf.save());
}

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

/** A PDF whose pages carry the given texts in short lines, as a tax program prints a return. */
export async function textPagesPdf(pages: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([612, 792]);
    const words = text.replaceAll('’', "'").split(' ');
    for (let i = 0, y = 740; i < words.length; i += 9, y -= 16)
      page.drawText(words.slice(i, i + 9).join(' '), { x: 54, y, size: 10, font });
  }
  return Buffer.from(await pdf.save());
}

/** The start of a password-protected PDF: its trailer names an /Encrypt dictionary. */
export const LOCKED_PDF = '%PDF-1.6\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R/Encrypt 2 0 R>>\n%%EOF\n';

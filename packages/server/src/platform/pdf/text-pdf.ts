import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';

export interface PdfEntry {
  heading: string;
  body: string;
}

/**
 * The standard PDF fonts cover Windows-1252 only; anything else (emoji, CJK) becomes '?', so a PDF is
 * always produced and never shows mangled glyphs.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function pdfSafe(text: string): string {
  return Array.from(text, (ch) => {
    const code = ch.codePointAt(0)!;
    return code === 10 || (code >= 32 && code <= 126) || (code >= 160 && code <= 255) || WIN_ANSI_EXTRA.includes(ch)
      ? ch
      : '?';
  }).join('');
}

/** A plain, paged document: a title, a subtitle, then each entry's heading and wrapped body text. */
export function textPdf(title: string, subtitle: string, entries: Iterable<PdfEntry>): Readable {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: pdfSafe(title) } });
  const out = new PassThrough();
  doc.pipe(out);
  doc.font('Helvetica-Bold').fontSize(16).text(pdfSafe(title));
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(pdfSafe(subtitle)).moveDown();
  for (const entry of entries) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(pdfSafe(entry.heading));
    doc.font('Helvetica').fontSize(10).text(pdfSafe(entry.body)).moveDown(0.6);
  }
  doc.end();
  return out;
}

import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** Every page stamped with `word` across its middle, as a draft the client reviews (spec 002 §4 Draft flow). */
export async function watermarkPdf(bytes: Uint8Array, word = 'DRAFT'): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes);
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.min(width, height) / 4;
    const textWidth = font.widthOfTextAtSize(word, size);
    // Centred on the page, rising at 45 degrees.
    const along = textWidth / 2 / Math.SQRT2;
    page.drawText(word, {
      x: width / 2 - along + size / 4,
      y: height / 2 - along - size / 4,
      size,
      font,
      color: rgb(0.75, 0.1, 0.1),
      opacity: 0.25,
      rotate: degrees(45),
    });
  }
  return pdf.save();
}

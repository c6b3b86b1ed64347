import { degrees, drawImage as drawImageOperators, type PDFDocument, type PDFPage, type PDFRef } from 'pdf-lib';

/**
 * An image ready for a PDF (convertImage's 'pdf' output, made in the image worker): a JPEG file, or
 * flate-rgb pixels with their alpha, if any.
 */
export type PdfImage =
  | { format: 'jpeg'; bytes: Uint8Array }
  | { format: 'flate-rgb'; bytes: Uint8Array; alpha?: Uint8Array; width: number; height: number };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws the image on the page in the box `place` gives for its size. Nothing here decodes or compresses
 * a pixel, unlike pdf-lib's embedPng, which does both on the event loop: a JPEG is embedded as it is, and
 * flate-rgb bytes are the image stream's content as they are.
 */
export async function drawPdfImage(
  pdf: PDFDocument,
  page: PDFPage,
  image: PdfImage,
  place: (size: { width: number; height: number }) => Box,
) {
  if (image.format === 'jpeg') {
    const jpeg = await pdf.embedJpg(image.bytes);
    page.drawImage(jpeg, place(jpeg));
    return;
  }
  const stream = (bytes: Uint8Array, colours: 'DeviceRGB' | 'DeviceGray', extra: { SMask?: PDFRef } = {}) =>
    pdf.context.register(
      pdf.context.stream(bytes, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: image.width,
        Height: image.height,
        ColorSpace: colours,
        BitsPerComponent: 8,
        Filter: 'FlateDecode',
        ...extra,
      }),
    );
  const smask = image.alpha ? { SMask: stream(image.alpha, 'DeviceGray') } : {};
  const name = page.node.newXObject('Image', stream(image.bytes, 'DeviceRGB', smask));
  const box = place(image);
  page.pushOperators(...drawImageOperators(name, { ...box, rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) }));
}

import { PDFDocument } from 'pdf-lib';

/** Cuts page ranges (1-based, inclusive) out of a PDF, one new PDF per range, keeping each page's rotation. */
export async function cutPdf(bytes: Uint8Array, ranges: readonly [number, number][]): Promise<Uint8Array[]> {
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const out: Uint8Array[] = [];
  for (const [first, last] of ranges) {
    const pdf = await PDFDocument.create();
    const indices = Array.from({ length: last - first + 1 }, (_, i) => first - 1 + i);
    for (const page of await pdf.copyPages(source, indices)) pdf.addPage(page);
    out.push(await pdf.save());
  }
  return out;
}

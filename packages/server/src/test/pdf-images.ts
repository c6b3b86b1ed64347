import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPageImage {
  page: number;
  width: number;
  height: number;
  /** The pixels as a reader decodes them: RGB, or RGBA when the image has an alpha mask. */
  data: Uint8Array;
  channels: 3 | 4;
}

/** Every image drawn on the PDF's pages, decoded by pdf.js as a reader would show it (1-based pages). */
export async function pdfImages(bytes: Uint8Array): Promise<PdfPageImage[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const images: PdfPageImage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const ops = await page.getOperatorList();
    for (const [i, fn] of ops.fnArray.entries()) {
      if (fn !== OPS.paintImageXObject) continue;
      const id = ops.argsArray[i][0] as string;
      const image = await new Promise<{ width: number; height: number; data: Uint8Array }>((resolve) =>
        page.objs.get(id, resolve),
      );
      const channels = image.data.length === image.width * image.height * 4 ? 4 : 3;
      images.push({ page: n, width: image.width, height: image.height, data: image.data, channels });
    }
  }
  await pdf.destroy();
  return images;
}

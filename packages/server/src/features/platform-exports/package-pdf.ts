import { buffer } from 'node:stream/consumers';
import { ParseSpeeds, PDFDocument } from 'pdf-lib';
import type { documents } from '../../db/schema/index.ts';
import {
  convertImage,
  IMAGE_DEFAULTS,
  ImageConversionError,
  type ImageType,
} from '../../platform/images/convert-image.ts';
import { drawPdfImage } from '../../platform/pdf/draw-image.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';

type DocumentRow = typeof documents.$inferSelect;
const LETTER = { width: 612, height: 792 };
const MARGIN = 36;
const IMAGES: readonly string[] = ['png', 'jpeg', 'heic'] satisfies ImageType[];

/**
 * One document as the PDF a package holds, with its page count; or why it cannot be one. A PDF goes as the client
 * sent it (its bytes, so its sha256 is the stored file's); a photo becomes a one-page letter-size PDF, decoded in
 * the image worker so a large one never holds the event loop.
 */
export async function documentAsPdf(
  storage: FileStorage,
  d: DocumentRow,
): Promise<{ bytes: Uint8Array; pages: number } | string> {
  const key = d.storageKey;
  if (!key) return 'the file is missing';
  if (d.passwordProtected) return 'it is password protected';
  if (d.fileType === 'pdf') {
    const bytes = await buffer(await storage.get(key));
    try {
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Medium });
      const pages = pdf.getPageCount();
      return pages > 0 ? { bytes, pages } : 'it has no pages';
    } catch (e) {
      return /encrypt/i.test(String(e)) ? 'it is password protected' : 'it could not be read as a PDF';
    }
  }
  if (!d.fileType || !IMAGES.includes(d.fileType)) return 'this file type cannot be added to a PDF';
  if ((d.size ?? 0) > IMAGE_DEFAULTS.maxInputBytes) return 'the image is too large to convert';
  try {
    const image = await convertImage(
      async () => buffer(await storage.get(key)),
      { type: d.fileType as ImageType, output: 'pdf' },
      { wait: true },
    );
    const pdf = await PDFDocument.create();
    await drawPdfImage(pdf, pdf.addPage([LETTER.width, LETTER.height]), image, (size) => {
      const scale = Math.min(1, (LETTER.width - MARGIN * 2) / size.width, (LETTER.height - MARGIN * 2) / size.height);
      const width = size.width * scale;
      const height = size.height * scale;
      return { x: (LETTER.width - width) / 2, y: (LETTER.height - height) / 2, width, height };
    });
    return { bytes: await pdf.save(), pages: 1 };
  } catch (e) {
    if (!(e instanceof ImageConversionError)) throw e;
    return e.reason === 'too_many_pixels' || e.reason === 'input_too_large'
      ? 'the image is too large to convert'
      : 'this image could not be converted';
  }
}

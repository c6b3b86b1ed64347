import { buffer } from 'node:stream/consumers';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import type { PageSize } from '@portal/domain';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { DocumentRow } from '../documents/index.ts';
import { encodable, wrapLines } from './draw-annotations.ts';

/**
 * Each page's size as the viewer shows it (its visible box, turned by its own /Rotate), in page units: what the
 * spec's position_data measures from. Null for a protected or unreadable PDF.
 */
export async function readPageSizes(storage: FileStorage, doc: DocumentRow): Promise<PageSize[] | null> {
  if (!doc.storageKey || doc.passwordProtected) return null;
  try {
    const bytes = await buffer(await storage.get(doc.storageKey));
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    return pdf.getPages().map((page) => {
      const { width, height } = page.getCropBox();
      const turned = Math.abs(page.getRotation().angle) % 180 === 90;
      return turned ? { width: height, height: width } : { width, height };
    });
  } catch {
    return null;
  }
}

let helvetica: Promise<PDFFont> | undefined;

/** How many lines a textbox's text wraps to, as the annotated PDF writes it (Helvetica, inside its padding). */
export async function textboxLineCount(text: string, innerWidth: number): Promise<number> {
  helvetica ??= PDFDocument.create().then((d) => d.embedFont(StandardFonts.Helvetica));
  const font = await helvetica;
  return Math.max(1, wrapLines(font, encodable(font, text), innerWidth).length);
}

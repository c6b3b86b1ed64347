import { buffer } from 'node:stream/consumers';
import { ParseSpeeds, PDFDocument } from 'pdf-lib';
import type { DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { annotationsForDocument, drawAnnotations } from '../annotations/index.ts';
import type { ExportableRow } from './exportable-documents.ts';

export interface DocumentPagesDeps {
  db: DbOrTx;
  storage: FileStorage;
}

/**
 * ONE document's pages as they go into a Connect export (the merged PDF and each file of the zip): the filed
 * PDF, loaded with pdf-lib; or why it cannot be included. Annotations (issue 19 §5, "shown in exports") are
 * drawn on these pages here, so every export format shows them.
 */
export async function documentPagesForExport(
  deps: DocumentPagesDeps,
  row: ExportableRow,
): Promise<PDFDocument | string> {
  const d = row.document;
  if (!d.storageKey) return 'the file is missing';
  if (d.passwordProtected) return 'it is password protected';
  if (d.fileType !== 'pdf') return 'it is not a PDF';
  let pdf: PDFDocument;
  try {
    // Parsing yields to the event loop as it goes, so a long document does not stall the server.
    pdf = await PDFDocument.load(await buffer(await deps.storage.get(d.storageKey)), {
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Medium,
    });
  } catch (e) {
    return /encrypt/i.test(String(e)) ? 'it is password protected' : 'it could not be read as a PDF';
  }
  if (pdf.getPageCount() === 0) return 'it has no pages';
  return drawAnnotations(pdf, await annotationsForDocument(deps.db, d.firmId, d.id));
}

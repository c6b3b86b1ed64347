import { type PageRecognition, type ProposedDocument, recognisePage, splitPages } from '@portal/domain';
import type { OcrEngine } from '../../platform/ocr/ocr-engine.ts';
import { readUploadPages, type UploadPage } from './read-upload-pages.ts';

export interface UploadReading {
  pages: (PageRecognition & Pick<UploadPage, 'ocr' | 'ms'>)[];
  documents: ProposedDocument[];
}

/** Reads an upload's pages (text, else OCR), recognises the form on each and splits it into documents (issue 19 §2). */
export async function recogniseUpload(bytes: Uint8Array, ocr: OcrEngine): Promise<UploadReading> {
  const read = await readUploadPages(bytes, ocr);
  const pages = read.map((page) => ({ ...recognisePage(page.layout), ocr: page.ocr, ms: page.ms }));
  return { pages, documents: splitPages(pages) };
}

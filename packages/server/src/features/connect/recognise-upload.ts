import {
  type PageRecognition,
  type ProposedDocument,
  type ReadField,
  readFields,
  type RecognisedForm,
  recognisePage,
  splitPages,
} from '@portal/domain';
import type { FormChooser } from '../../platform/ai/form-chooser.ts';
import type { OcrEngine } from '../../platform/ocr/ocr-engine.ts';
import { confirmWithAi } from './confirm-with-ai.ts';
import { readUploadPages, type UploadPage } from './read-upload-pages.ts';

export interface UploadReading {
  /** Each page's recognition; `ai` when the AI service chose the form the rules could not. */
  pages: (PageRecognition & Pick<UploadPage, 'ocr' | 'ms'> & { ai: boolean })[];
  /** Each document with the figures read off its form (issue 42 §1). */
  documents: (ProposedDocument & { fields: ReadField[] })[];
}

/**
 * Reads an upload's pages (text, else OCR), recognises the form on each, has the AI service confirm the pages
 * the rules left unrecognised when one is configured, and splits the upload into documents (issue 19 §2).
 */
export async function recogniseUpload(
  bytes: Uint8Array,
  ocr: OcrEngine,
  chooser: FormChooser | null = null,
): Promise<UploadReading> {
  const read = await readUploadPages(bytes, ocr);
  const recognised = read.map((page) => {
    const recognition = recognisePage(page.layout);
    return {
      layout: page.layout,
      again: page.again ?? null,
      recognition: page.blank ? { ...recognition, blank: true } : recognition,
    };
  });
  const confirmed = chooser
    ? await confirmWithAi(recognised, chooser)
    : recognised.map((p) => ({ recognition: p.recognition, ai: false }));
  const pages = confirmed.map((c, i) => ({ ...c.recognition, ocr: read[i]!.ocr, ms: read[i]!.ms, ai: c.ai }));
  const documents = splitPages(pages).map((d) => ({
    ...d,
    fields: readFields(
      d.form,
      recognised.slice(d.first_page - 1, d.last_page).map((p) => p.layout),
      recognised.slice(d.first_page - 1, d.last_page).map((p) => p.again),
    ),
  }));
  return { pages, documents };
}

/** The figures of a document's pages read as `form` (staff chose the form: its boxes are read afresh). */
export async function readFormFields(bytes: Uint8Array, ocr: OcrEngine, form: RecognisedForm) {
  const pages = await readUploadPages(bytes, ocr);
  return readFields(
    form,
    pages.map((p) => p.layout),
    pages.map((p) => p.again),
  );
}

import type { OcrEngine } from '../../../platform/ocr/ocr-engine.ts';
import { recogniseUpload } from '../recognise-upload.ts';
import type { LabelledPdf } from './labelled-set.ts';

export interface Evaluation {
  /** Pages with something on them, and how many of those got the expected form (or none, for a letter). */
  pages: number;
  pagesCorrect: number;
  bundles: number;
  bundlesExact: number;
  files: number;
  filesExact: number;
  textPageMs: number[];
  ocrPageMs: number[];
  /** One line per wrong page or split, for reading what went wrong. */
  misses: string[];
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Runs the product's recognition and split on each labelled PDF and counts what it got right. */
export async function evaluate(set: readonly LabelledPdf[], ocr: OcrEngine): Promise<Evaluation> {
  const result: Evaluation = {
    pages: 0,
    pagesCorrect: 0,
    bundles: 0,
    bundlesExact: 0,
    files: 0,
    filesExact: 0,
    textPageMs: [],
    ocrPageMs: [],
    misses: [],
  };
  for (const pdf of set) {
    const reading = await recogniseUpload(pdf.bytes, ocr);
    reading.pages.forEach((page, i) => {
      (page.ocr ? result.ocrPageMs : result.textPageMs).push(page.ms);
      if (pdf.blank[i]) return;
      result.pages++;
      if (page.form === pdf.pages[i]) result.pagesCorrect++;
      else
        result.misses.push(
          `${pdf.name} page ${i + 1}${page.ocr ? ' (OCR)' : ''}: expected ${pdf.pages[i] ?? 'none'}, read ${page.form ?? 'none'} (${page.confidence})`,
        );
    });
    const got = reading.documents.map((d) => `${d.first_page}-${d.last_page}`).join(',');
    const wanted = pdf.documents.map(([a, b]) => `${a}-${b}`).join(',');
    const bundle = pdf.name.startsWith('bundle');
    result.files++;
    if (bundle) result.bundles++;
    if (got === wanted) {
      result.filesExact++;
      if (bundle) result.bundlesExact++;
    } else result.misses.push(`${pdf.name} split: expected ${wanted}, got ${got}`);
  }
  return result;
}

/** The figures `npm run bench` prints. */
export function summarise(e: Evaluation) {
  return {
    pageAccuracy: e.pages ? e.pagesCorrect / e.pages : 0,
    bundleSplitExact: e.bundles ? e.bundlesExact / e.bundles : 0,
    fileSplitExact: e.files ? e.filesExact / e.files : 0,
    textPageMsMedian: percentile(e.textPageMs, 50),
    textPageMsP90: percentile(e.textPageMs, 90),
    ocrPageMsMedian: percentile(e.ocrPageMs, 50),
    ocrPageMsP90: percentile(e.ocrPageMs, 90),
  };
}

import type { RecognisedForm } from '@portal/domain';
import { recogniseUpload } from '../../src/features/connect/recognise-upload.ts';
import type { OcrEngine } from '../../src/platform/ocr/ocr-engine.ts';
import type { LabelledPdf } from './labelled-set.ts';

/**
 * Connect measured on labelled PDFs as the firm sees its work (issue 35, acceptance): a page counts as
 * recognised when the document it was filed in has the page's form (a page of a non-form item: no form), so a
 * back joined to its form counts, and a page filed under a wrong form is a wrong form, the one error that must
 * never happen. Text pages and scans are counted apart.
 */
export interface Evaluation {
  text: { pages: number; right: number };
  scans: { pages: number; right: number };
  /** Pages filed under a form they are not. */
  wrongForm: number;
  /** Files of more than one document, and how many were cut exactly. */
  bundles: { files: number; exact: number };
  files: { files: number; exact: number };
  textPageMs: number[];
  ocrPageMs: number[];
  /** "expected → read" for every page not recognised, with how often. */
  confusion: Map<string, number>;
  /** One line per page or split that went wrong, to read what happened. */
  misses: string[];
}

const range = (d: { first: number; last: number }) => `${d.first}-${d.last}`;

export async function evaluate(set: readonly LabelledPdf[], ocr: OcrEngine): Promise<Evaluation> {
  const e: Evaluation = {
    text: { pages: 0, right: 0 },
    scans: { pages: 0, right: 0 },
    wrongForm: 0,
    bundles: { files: 0, exact: 0 },
    files: { files: 0, exact: 0 },
    textPageMs: [],
    ocrPageMs: [],
    confusion: new Map(),
    misses: [],
  };
  for (const pdf of set) {
    const reading = await recogniseUpload(pdf.bytes, ocr);
    const formOf = (page: number): RecognisedForm | null =>
      reading.documents.find((d) => d.first_page <= page && page <= d.last_page)?.form ?? null;
    reading.pages.forEach((page, i) => {
      (page.ocr ? e.ocrPageMs : e.textPageMs).push(page.ms);
      if (pdf.blank[i]) return;
      const scanned = pdf.scanned.includes(i + 1);
      const tally = scanned ? e.scans : e.text;
      const expected = pdf.pages[i] ?? null;
      const read = formOf(i + 1);
      tally.pages++;
      if (read === expected) {
        tally.right++;
        return;
      }
      if (read !== null) e.wrongForm++;
      const key = `${expected ?? 'none'} → ${read ?? 'none'}`;
      e.confusion.set(key, (e.confusion.get(key) ?? 0) + 1);
      e.misses.push(
        `${pdf.name} page ${i + 1} [${pdf.layout[i]}${scanned ? `, ${pdf.look[i]}` : ''}]: expected ${expected ?? 'none'}, filed as ${read ?? 'none'} (page read as ${page.form ?? 'none'}, ${page.confidence})`,
      );
    });
    const got = reading.documents.map((d) => range({ first: d.first_page, last: d.last_page })).join(',');
    const wanted = pdf.documents.map(range).join(',');
    const bundle = pdf.documents.length > 1;
    e.files.files++;
    if (bundle) e.bundles.files++;
    if (got === wanted) {
      e.files.exact++;
      if (bundle) e.bundles.exact++;
    } else e.misses.push(`${pdf.name} split: expected ${wanted}, got ${got} (${pdf.layout.join(' ')})`);
  }
  return e;
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** The figures `npm run bench:connect` prints and checks. */
export function summarise(e: Evaluation) {
  const share = (t: { pages: number; right: number }) => (t.pages ? t.right / t.pages : 1);
  return {
    textAccuracy: share(e.text),
    scanAccuracy: share(e.scans),
    wrongForm: e.wrongForm,
    bundleSplitExact: e.bundles.files ? e.bundles.exact / e.bundles.files : 1,
    fileSplitExact: e.files.files ? e.files.exact / e.files.files : 1,
    textPageMsMedian: percentile(e.textPageMs, 50),
    textPageMsP90: percentile(e.textPageMs, 90),
    ocrPageMsMedian: percentile(e.ocrPageMs, 50),
    ocrPageMsP90: percentile(e.ocrPageMs, 90),
  };
}

// Connect's recognition and split (issue 19, acceptance) on the labelled set the test code generates: one PDF per
// form of the export order and client bundles, with rotated pages, blank backs, cover letters and scanned
// (image-only) pages read by OCR. Prints per-page accuracy, how often a bundle's split is exact, and the time per
// page; exits non-zero when accuracy is under 95 %, bundle splits exact under 90 %, a text page's median time
// reaches 200 ms or an OCR page's median reaches 3 s.
import { performance } from 'node:perf_hooks';
import { createOcrEngine } from '../packages/server/src/platform/ocr/ocr-engine.ts';
import { evaluate, summarise } from '../packages/server/src/features/connect/test-set/evaluate.ts';
import { buildLabelledSet } from '../packages/server/src/features/connect/test-set/labelled-set.ts';

const generated = performance.now();
const set = await buildLabelledSet({ images: true });
const pageCount = set.reduce((n, pdf) => n + pdf.pages.length, 0);
const scanned = set.reduce((n, pdf) => n + pdf.imagePages.length, 0);
console.log(
  `connect: ${set.length} labelled PDFs, ${pageCount} pages (${scanned} scanned) generated in ${Math.round(performance.now() - generated)} ms`,
);
const ocr = createOcrEngine();
const started = performance.now();
const evaluation = await evaluate(set, ocr);
await ocr.close();
const s = summarise(evaluation);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const checks = {
  accuracy: s.pageAccuracy >= 0.95,
  splits: s.bundleSplitExact >= 0.9,
  text: s.textPageMsMedian < 200,
  ocr: s.ocrPageMsMedian < 3000,
};
console.table({
  'per-page form recognition': {
    value: pct(s.pageAccuracy),
    detail: `${evaluation.pagesCorrect}/${evaluation.pages} pages`,
    target: '>= 95 %',
    result: verdict(checks.accuracy),
  },
  'bundle splits exact': {
    value: pct(s.bundleSplitExact),
    detail: `${evaluation.bundlesExact}/${evaluation.bundles} bundles`,
    target: '>= 90 %',
    result: verdict(checks.splits),
  },
  'all files split exact': {
    value: pct(s.fileSplitExact),
    detail: `${evaluation.filesExact}/${evaluation.files} files`,
    target: '',
    result: '',
  },
  'text page (median / p90)': {
    value: `${s.textPageMsMedian.toFixed(1)} ms`,
    detail: `p90 ${s.textPageMsP90.toFixed(1)} ms`,
    target: 'median < 200 ms',
    result: verdict(checks.text),
  },
  'OCR page (median / p90)': {
    value: `${Math.round(s.ocrPageMsMedian)} ms`,
    detail: `p90 ${Math.round(s.ocrPageMsP90)} ms, ${evaluation.ocrPageMs.length} pages`,
    target: 'median < 3000 ms',
    result: verdict(checks.ocr),
  },
});
console.log(`connect: evaluated in ${Math.round(performance.now() - started)} ms`);
for (const miss of evaluation.misses) console.log(`  miss: ${miss}`);
process.exit(Object.values(checks).every(Boolean) ? 0 : 1);

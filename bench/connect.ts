// Connect's recognition and split (issue 35, acceptance) on the labelled set in packages/server/test/connect-set:
// IRS grids, payroll and substitute statements, brokerage consolidated 1099s, K-1s with statements, backs, letters
// and bills, about half of the pages scanned or photographed (150-200 dpi, grey paper, speckle, blur, skew, JPEG,
// some upside down or on their side). Prints per-page accuracy for text pages and scans apart, how often a file of
// several documents is cut exactly, pages filed under a wrong form, the confusion list and the time per page; exits
// non-zero below: text >= 98 %, scans >= 95 %, bundles exact >= 90 %, wrong form 0, OCR median <= 3 s a page.
//
//   npm run bench:connect                       the whole set, with scans
//   CONNECT_SET_EVERY=4 npm run bench:connect   every fourth file
//   CONNECT_SET_DIR=/path npm run bench:connect also a folder of your own: PDFs and a labels.json as write-set.ts
//                                               writes it (name, pages, blank, documents, scanned, layout, look)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createOcrEngine } from '../packages/server/src/platform/ocr/ocr-engine.ts';
import { evaluate, summarise } from '../packages/server/test/connect-set/evaluate.ts';
import { buildLabelledSet, type LabelledPdf } from '../packages/server/test/connect-set/labelled-set.ts';

const generated = performance.now();
const set = await buildLabelledSet({ scans: true, every: Number(process.env.CONNECT_SET_EVERY ?? 1) });
const dir = process.env.CONNECT_SET_DIR;
if (dir) {
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Omit<LabelledPdf, 'bytes'>[];
  for (const l of labels) set.push({ secrets: [], look: [], layout: [], ...l, bytes: readFileSync(join(dir, l.name)) });
}
const pages = set.reduce((n, pdf) => n + pdf.pages.length, 0);
const scanned = set.reduce((n, pdf) => n + pdf.scanned.length, 0);
console.log(
  `connect: ${set.length} labelled PDFs, ${pages} pages (${scanned} scanned) made in ${Math.round(performance.now() - generated)} ms`,
);
const ocr = createOcrEngine();
const started = performance.now();
const e = await evaluate(set, ocr);
await ocr.close();
const s = summarise(e);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const checks = {
  text: s.textAccuracy >= 0.98,
  scans: s.scanAccuracy >= 0.95,
  splits: s.bundleSplitExact >= 0.9,
  wrong: s.wrongForm === 0,
  ocr: s.ocrPageMsMedian <= 3000,
};
console.table({
  'text pages recognised': {
    value: pct(s.textAccuracy),
    detail: `${e.text.right}/${e.text.pages} pages`,
    target: '>= 98 %',
    result: verdict(checks.text),
  },
  'scanned pages recognised': {
    value: pct(s.scanAccuracy),
    detail: `${e.scans.right}/${e.scans.pages} pages`,
    target: '>= 95 %',
    result: verdict(checks.scans),
  },
  'bundles split exactly': {
    value: pct(s.bundleSplitExact),
    detail: `${e.bundles.exact}/${e.bundles.files} files`,
    target: '>= 90 %',
    result: verdict(checks.splits),
  },
  'wrong form given': { value: String(s.wrongForm), detail: 'pages', target: '0', result: verdict(checks.wrong) },
  'all files split exactly': {
    value: pct(s.fileSplitExact),
    detail: `${e.files.exact}/${e.files.files} files`,
    target: '',
    result: '',
  },
  'text page (median / p90)': {
    value: `${s.textPageMsMedian.toFixed(1)} ms`,
    detail: `p90 ${s.textPageMsP90.toFixed(1)} ms`,
    target: '',
    result: '',
  },
  'OCR page (median / p90)': {
    value: `${Math.round(s.ocrPageMsMedian)} ms`,
    detail: `p90 ${Math.round(s.ocrPageMsP90)} ms, ${e.ocrPageMs.length} pages`,
    target: 'median <= 3000 ms',
    result: verdict(checks.ocr),
  },
});
console.log(`connect: evaluated in ${Math.round(performance.now() - started)} ms`);
if (e.confusion.size) {
  console.log('confusion (expected → filed as):');
  for (const [pair, n] of [...e.confusion].sort((a, b) => b[1] - a[1])) console.log(`  ${n}× ${pair}`);
}
for (const miss of e.misses) console.log(`  miss: ${miss}`);
process.exit(Object.values(checks).every(Boolean) ? 0 : 1);

// Connect's OCR against the resolution scans are drawn at (issue 19 §2): every scanned page of the labelled set is
// drawn at each resolution and read as the processor reads it (top band first, the rest only when needed), and the
// page's form recognised. Prints, per resolution, how many pages are recognised, the time per page (median / p90)
// and how many pages needed their second read, so OCR_DPI (read-upload-pages.ts) can be the lowest resolution that
// keeps every page recognised. `node --import tsx bench/connect-ocr.ts [dpi ...]`; not part of `npm run bench`.
import { performance } from 'node:perf_hooks';
import { recognisePage } from '@portal/domain';
import { OCR_DPI, ocrPageImage } from '../packages/server/src/features/connect/read-upload-pages.ts';
import { buildLabelledSet } from '../packages/server/src/features/connect/test-set/labelled-set.ts';
import { createOcrEngine } from '../packages/server/src/platform/ocr/ocr-engine.ts';
import { pageImages } from '../packages/server/src/platform/ocr/page-images.ts';

const dpis = process.argv.slice(2).map(Number).filter(Boolean);
const set = await buildLabelledSet({ images: true });
const scanned = set.flatMap((pdf) => pdf.imagePages.map((page) => ({ pdf, page, expected: pdf.pages[page - 1] })));
const engine = createOcrEngine();
let reads = 0;
const ocr: typeof engine = {
  readPage: (image, band) => {
    reads++;
    return engine.readPage(image, band);
  },
  close: () => engine.close(),
};
// The worker starts on first use: start it before timing.
for await (const image of pageImages(scanned[0]!.pdf.bytes, [scanned[0]!.page], 72)) await ocr.readPage(image);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const rows: Record<string, object> = {};
for (const dpi of dpis.length ? dpis : [100, 120, OCR_DPI, 200]) {
  let correct = 0;
  let secondReads = 0;
  const ms: number[] = [];
  const misses: string[] = [];
  const cpu = process.cpuUsage();
  for (const { pdf, page, expected } of scanned) {
    const started = performance.now();
    const readsBefore = reads;
    for await (const image of pageImages(pdf.bytes, [page], dpi)) {
      const layout = await ocrPageImage(ocr, image);
      ms.push(performance.now() - started);
      if (reads - readsBefore > 1) secondReads++;
      const form = recognisePage(layout).form;
      if (form === expected) correct++;
      else misses.push(`${pdf.name} page ${page}: expected ${expected ?? 'none'}, read ${form ?? 'none'}`);
    }
  }
  rows[`${dpi} dpi`] = {
    recognised: `${correct}/${scanned.length}`,
    'median ms': Math.round(percentile(ms, 50)),
    'p90 ms': Math.round(percentile(ms, 90)),
    'second reads': secondReads,
    // Processor time of the whole process (its OCR worker thread included): what the page costs on an idle machine.
    'cpu ms per page': Math.round(
      (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpu)) / scanned.length,
    ),
  };
  for (const miss of misses) console.log(`  ${dpi} dpi miss: ${miss}`);
}
await ocr.close();
console.log(`connect OCR: ${scanned.length} scanned pages of ${set.length} labelled PDFs; OCR_DPI is ${OCR_DPI}`);
console.table(rows);

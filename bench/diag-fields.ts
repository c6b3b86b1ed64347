// Field reading (issue 42 §1) on the labelled set's forms, with each PDF's page reading cached in CONNECT_DIAG_CACHE
// (default /tmp/connect-fields-cache) so rules are re-measured in seconds: `node --import tsx bench/diag-fields.ts`
// (CONNECT_SET_EVERY=N every Nth file; CONNECT_DIAG_TEXT=1 text pages too; CONNECT_DIAG_ONLY=name one file).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  fieldsInDoubt,
  fieldsOf,
  type PageLayout,
  parseMoney,
  readFields,
  recognisePage,
  splitPages,
} from '@portal/domain';
import { readUploadPages, type UploadPage } from '../packages/server/src/features/connect/read-upload-pages.ts';
import { createOcrEngine, type OcrEngine } from '../packages/server/src/platform/ocr/ocr-engine.ts';
import { buildLabelledSet } from '../packages/server/test/connect-set/labelled-set.ts';

const cache = process.env.CONNECT_DIAG_CACHE ?? '/tmp/connect-fields-cache';
mkdirSync(cache, { recursive: true });
const withText = process.env.CONNECT_DIAG_TEXT === '1';
const only = process.env.CONNECT_DIAG_ONLY;
const set = await buildLabelledSet({ scans: true, every: Number(process.env.CONNECT_SET_EVERY ?? 1) });
let ocr: OcrEngine | null = null;
const tally = { text: { fields: 0, right: 0 }, scans: { fields: 0, right: 0 } };
/** Per form, text and scans apart: a new form's figures are told from the rest. */
const byForm = new Map<string, typeof tally>();
const misses: string[] = [];
for (const pdf of set) {
  if (only && pdf.name !== only) continue;
  const labelled = pdf.documents.filter((d) => d.form && d.fields);
  const scanned = labelled.filter((d) => pdf.scanned.includes(d.first));
  if (!scanned.length && !(withText && labelled.length)) continue;
  const file = join(cache, `${pdf.name.replace(/[^\w.-]+/g, '_')}.json`);
  let pages: UploadPage[] | null = null;
  if (existsSync(file))
    // A cache written when a page had one further reading holds it alone.
    pages = (JSON.parse(readFileSync(file, 'utf8')) as UploadPage[]).map((p) =>
      p.again && !Array.isArray(p.again) ? { ...p, again: [p.again as PageLayout] } : p,
    );
  // A reading cached before further looks (issue 42) is read afresh where a form's page is still in doubt.
  const stale = (p: UploadPage) => {
    const form = recognisePage(p.layout).form;
    const last = Array.isArray(p.again) ? p.again.at(-1) : undefined;
    return p.ocr && (!last || p.again!.length < 2) && fieldsInDoubt(form, last ?? p.layout);
  };
  if (!pages || (!process.env.CONNECT_DIAG_KEEP && pages.some(stale))) {
    ocr ??= createOcrEngine();
    pages = await readUploadPages(pdf.bytes, ocr);
    writeFileSync(file, JSON.stringify(pages));
  }
  const recognised = pages.map((p) => ({ ...recognisePage(p.layout), ...(p.blank ? { blank: true } : {}) }));
  const documents = splitPages(recognised);
  const again = pages.map((p) => p.again);
  for (const truth of labelled) {
    const isScan = pdf.scanned.includes(truth.first);
    if (!isScan && !withText) continue;
    const doc = documents.find((d) => d.first_page === truth.first && d.form === truth.form);
    const layouts = doc ? pages.slice(doc.first_page - 1, doc.last_page).map((p) => p.layout) : [];
    const read = doc ? readFields(doc.form, layouts, again.slice(doc.first_page - 1, doc.last_page)) : [];
    const t = isScan ? tally.scans : tally.text;
    for (const spec of fieldsOf(truth.form)) {
      const name = `${truth.form}${spec.cell ? ' table' : ''}`;
      if (!byForm.has(name)) byForm.set(name, { text: { fields: 0, right: 0 }, scans: { fields: 0, right: 0 } });
      const mine = isScan ? byForm.get(name)!.scans : byForm.get(name)!.text;
      const printed = truth.fields![spec.key] ?? '';
      const want = spec.kind === 'money' ? (printed ? parseMoney(printed) : null) : printed || null;
      const got = read.find((f) => f.key === spec.key)?.value ?? null;
      if (want === null && got === null) continue;
      t.fields++;
      mine.fields++;
      if (want === got) {
        t.right++;
        mine.right++;
      } else
        misses.push(
          `${pdf.name} ${truth.form} p${truth.first} box ${spec.key}: expected ${want ?? 'nothing'}, read ${got ?? 'nothing'} [${pdf.layout[truth.first - 1]}${isScan ? `, ${pdf.look[truth.first - 1]}` : ''}]${doc ? '' : ' (form not recognised)'}`,
        );
    }
  }
}
await ocr?.close();
for (const m of misses) console.log(`miss: ${m}`);
const pct = (t: { fields: number; right: number }) =>
  `${((t.right / Math.max(1, t.fields)) * 100).toFixed(1)} % (${t.right}/${t.fields})`;
for (const [form, t] of [...byForm].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`${form.padEnd(16)} scans: ${pct(t.scans)}${withText ? `  text: ${pct(t.text)}` : ''}`);
console.log(`scans: ${pct(tally.scans)}${withText ? `  text: ${pct(tally.text)}` : ''}`);
// The OCR engine's idle workers and the page-preparing pool would keep the process alive.
process.exit(0);

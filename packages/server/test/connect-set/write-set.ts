import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLabelledSet, phonePhotoPdf } from './labelled-set.ts';

/**
 * Writes the set to a folder to look at: every PDF and a labels.json with everything but the bytes.
 *   npx tsx packages/server/test/connect-set/write-set.ts /tmp/connect-set [--text] [--every=N] [--seed=N]
 */
const dir = process.argv[2] ?? '/tmp/connect-set';
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const scans = !process.argv.includes('--text');
const started = performance.now();
const set = await buildLabelledSet({
  scans,
  every: Number(arg('every') ?? 1),
  seed: arg('seed') ? Number(arg('seed')) : undefined,
});
const seconds = (performance.now() - started) / 1000;
mkdirSync(dir, { recursive: true });
const labels = set.map(({ bytes, ...rest }) => ({ ...rest, size: bytes.length }));
for (const pdf of set) writeFileSync(join(dir, pdf.name), pdf.bytes);
const phone = await phonePhotoPdf(1);
writeFileSync(join(dir, `journey-${phone.name}`), phone.bytes);
writeFileSync(join(dir, 'labels.json'), JSON.stringify(labels, null, 1));
const pages = set.reduce((n, p) => n + p.pages.length, 0);
const scanned = set.reduce((n, p) => n + p.scanned.length, 0);
process.stdout.write(`${set.length} PDFs, ${pages} pages, ${scanned} scanned, ${seconds.toFixed(1)} s -> ${dir}\n`);

import { buildPdf } from './build.ts';
import { RECIPES, type Recipe } from './catalogue.ts';
import { Ctx, type DocPlan, type LabelledPdf, type PdfPlan, type ScanLook } from './model.ts';
import { EMPLOYERS, person, pickOrg, spouseOf } from './people.ts';
import { Rng } from './random.ts';
import { w2Doc } from './w2.ts';

/**
 * A labelled set of PDFs that look like what clients of a US tax office upload, to measure form recognition and
 * splitting on. Deterministic for a seed: no clock, no Math.random, only the standard PDF fonts. See README.md.
 */

export type { LabelledPdf } from './model.ts';

const TEXT_PRODUCERS: [string, string][] = [
  ['Adobe PDF Library 17.11.238', 'Adobe Acrobat Pro (64-bit) 24.1.20643'],
  ['iText 7.2.5 ©2000-2023 Apryse Group NV (AGPL-version)', 'Statement Services'],
  ['Microsoft: Print To PDF', 'Microsoft Edge'],
  ['Skia/PDF m120', 'Chromium'],
  ['Crystal Reports', 'Crystal Reports'],
  ['PDFlib+PDI 9.3.1 (Win32)', 'Document Composition'],
  ['macOS Version 14.3 (Build 23D56) Quartz PDFContext', 'Preview'],
];
const SCANNER_PRODUCERS: [string, string][] = [
  ['Canon iR-ADV C5535  PDF', 'Canon iR-ADV C5535'],
  ['HP Digital Sending Software 5.0', 'HP LaserJet MFP M479fdw'],
  ['Epson Scan 2', 'EPSON Scan'],
  ['Brother MFC-L2750DW', 'Brother iPrint&Scan'],
  ['Xerox WorkCentre 6515', 'Xerox'],
];
const PHONE_PRODUCERS: [string, string][] = [
  ['Adobe Scan for iOS', 'Adobe Scan'],
  ['CamScanner', 'CamScanner'],
  ['iOS Version 17.4 (Build 21E219) Quartz PDFContext', 'Notes'],
  ['Microsoft Lens', 'Office Lens'],
];

const PAPERS: (readonly [number, number, number])[] = [
  [246, 245, 240],
  [236, 235, 230],
  [228, 228, 226],
  [244, 238, 222],
  [238, 232, 214],
  [250, 250, 248],
];

/** Neutral upload names, as scanners, phones and browsers give them (never the form's name). */
function uploadName(rng: Rng, i: number, mode: string): string {
  const n = String(1000 + i * 37).slice(-4);
  const stamp = `2026${String(rng.int(1, 3)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}${String(rng.int(8, 20)).padStart(2, '0')}${String(rng.int(10, 59))}${n}`;
  if (mode === 'phone') return rng.pick([`IMG_${n}.pdf`, `Scan ${stamp.slice(0, 8)} ${n}.pdf`, `Adobe Scan ${n}.pdf`]);
  if (mode === 'scanner') return rng.pick([`Scan_${stamp}.pdf`, `doc${stamp}.pdf`, `SCAN${n}.PDF`, `${stamp}.pdf`]);
  return rng.pick([
    `document-${n}.pdf`,
    `download (${i}).pdf`,
    `statement_${n}.pdf`,
    `tax-doc-${n}.pdf`,
    `${stamp}.pdf`,
  ]);
}

function scannerLook(
  rng: Rng,
  profile: {
    dpi: number;
    paper: readonly [number, number, number];
    border: 'white' | 'dark';
    quality: number;
    upside: boolean;
  },
  blank: boolean,
  seed: string,
): ScanLook {
  const sideways = rng.chance(0.05);
  const turn = profile.upside ? 180 : rng.chance(0.05) ? 180 : sideways ? rng.pick([90, 270] as const) : 0;
  return {
    kind: 'scanner',
    dpi: profile.dpi,
    skew: (rng.chance(0.5) ? 1 : -1) * rng.float(1, 3),
    turn,
    border: profile.border,
    paper: profile.paper,
    noise: rng.float(4, 11),
    speckle: rng.float(0.6, blank ? 4 : 3),
    blur: rng.float(0.35, 0.95),
    quality: Math.max(35, Math.min(60, profile.quality + rng.int(-4, 4))),
    showThrough: blank && rng.chance(0.35),
    seed,
  };
}

function phoneLook(rng: Rng, seed: string): ScanLook {
  return {
    kind: 'phone',
    dpi: 150,
    skew: (rng.chance(0.5) ? 1 : -1) * rng.float(1, 5),
    turn: rng.chance(0.12) ? 90 : 0,
    border: 'dark',
    paper: rng.pick([
      [250, 246, 236],
      [240, 240, 245],
      [252, 248, 240],
    ] as const),
    noise: rng.float(5, 12),
    speckle: 0,
    blur: rng.float(0.5, 1.2),
    quality: rng.int(35, 60),
    showThrough: false,
    seed,
  };
}

/** How the PDF's pages are scanned: all by a scanner, photographed, only some documents, or not at all. */
function scanPlan(
  recipe: Recipe,
  docs: DocPlan[],
  rng: Rng,
  name: string,
): { scan: (ScanLook | null)[]; mode: string } {
  const pages = docs.flatMap((d) => d.pages);
  const rotated = pages.some((p) => p.rotate);
  const mode =
    rotated || recipe.scan === 'text'
      ? 'text'
      : (recipe.scan ??
        rng.weighted([
          ['text', 44],
          ['scanner', 44],
          ['mixed', 9],
          ['phone', 3],
        ] as const));
  const profile = {
    dpi: rng.pick([150, 150, 160, 180, 200, 200]),
    paper: rng.pick(PAPERS),
    border: rng.chance(0.3) ? ('dark' as const) : ('white' as const),
    quality: rng.int(36, 58),
    upside: rng.chance(0.06),
  };
  const scannedDocs = new Set(
    mode === 'mixed' ? docs.map((_, i) => i).filter(() => rng.chance(0.5)) : docs.map((_, i) => i),
  );
  const scan: (ScanLook | null)[] = [];
  docs.forEach((d, di) =>
    d.pages.forEach((p) => {
      const seed = `${name}/page-${scan.length + 1}`;
      if (mode === 'text' || !scannedDocs.has(di)) scan.push(null);
      else if (mode === 'phone') scan.push(phoneLook(rng, seed));
      else scan.push(scannerLook(rng, profile, Boolean(p.blank), seed));
    }),
  );
  return { scan, mode: scan.some(Boolean) ? mode : 'text' };
}

/** Plans recipe `i` of the set: its client, its documents and how it is scanned, all from (seed, recipe). */
export function planPdf(recipe: Recipe, i: number, seed: number): PdfPlan {
  const rng = new Rng(`${seed}/${recipe.slug}`);
  const who = rng.fork('client');
  const client = person(who);
  const spouse = recipe.married || who.chance(0.3) ? spouseOf(who, client) : null;
  const year =
    recipe.year ??
    rng.weighted([
      [2025, 8],
      [2024, 2],
    ] as const);
  const ctx = new Ctx(rng.fork('content'), client, spouse, year);
  const docs = recipe.compose(ctx);
  const { scan, mode } = scanPlan(recipe, docs, rng.fork('scan'), `${seed}/${recipe.slug}`);
  const meta = rng.fork('meta');
  const [producer, creator] = meta.pick(
    mode === 'phone' ? PHONE_PRODUCERS : mode === 'scanner' ? SCANNER_PRODUCERS : TEXT_PRODUCERS,
  );
  const day = meta.int(2, 28);
  return {
    name: uploadName(meta, i + 1, mode),
    docs,
    scan,
    producer,
    creator,
    created: `D:${year + 1}${String(meta.int(1, 3)).padStart(2, '0')}${String(day).padStart(2, '0')}${String(meta.int(8, 19)).padStart(2, '0')}${String(meta.int(10, 59))}${String(meta.int(10, 59))}-05'00'`,
    secrets: ctx.secrets,
  };
}

/**
 * Builds the labelled set. `scans: false` keeps every page a text page (the same content); `every: n` keeps every
 * n-th PDF and `slugs` the named recipes (each PDF is drawn from its own stream, so the kept ones are byte for byte
 * the same).
 */
export async function buildLabelledSet(opts: {
  scans: boolean;
  every?: number;
  seed?: number;
  /** Only the recipes with these slugs (see catalogue.ts), each the same PDF as in the whole set. */
  slugs?: readonly string[];
}): Promise<LabelledPdf[]> {
  const seed = opts.seed ?? 2025;
  const every = Math.max(1, opts.every ?? 1);
  const out: LabelledPdf[] = [];
  for (let i = 0; i < RECIPES.length; i += opts.slugs ? 1 : every) {
    if (opts.slugs && !opts.slugs.includes(RECIPES[i]!.slug)) continue;
    out.push(await buildPdf(planPdf(RECIPES[i]!, i, seed), opts.scans));
  }
  return out;
}

/** A one-page PDF that is a phone photo of a W-2 (for the Connect journey), with its expected label. */
export async function phonePhotoPdf(seed: number): Promise<LabelledPdf> {
  const rng = new Rng(`${seed}/phone-photo-w2`);
  const client = person(rng.fork('client'));
  const ctx = new Ctx(rng.fork('content'), client, null, 2025);
  const doc = w2Doc(ctx, pickOrg(ctx.rng, EMPLOYERS, false), 'full');
  const plan: PdfPlan = {
    name: 'IMG_4412.pdf',
    docs: [doc],
    scan: [{ ...phoneLook(rng.fork('scan'), `${seed}/phone-photo-w2/page-1`), turn: 0 }],
    producer: 'iOS Version 17.4 (Build 21E219) Quartz PDFContext',
    creator: 'Notes',
    created: "D:20260212184233-05'00'",
    secrets: ctx.secrets,
  };
  return buildPdf(plan, true);
}

import type { RecognisedForm } from '@portal/domain';
import { DOCUMENT_EXPORT_ORDER } from '@portal/domain';
import { PDFDocument } from 'pdf-lib';
import { renderPdfPages } from '../../../platform/pdf/render-pdf-page.ts';
import {
  drawBlankPage,
  drawFormPage,
  drawLetterPage,
  pick,
  type Random,
  seededRandom,
  TWO_PAGE_FORMS,
} from './draw-form.ts';

/** One PDF of the labelled set with what each page is and how the file splits (issue 19, acceptance). */
export interface LabelledPdf {
  name: string;
  bytes: Uint8Array;
  /** The form on each page; null for a page that is no form (a letter, a blank back). */
  pages: (RecognisedForm | null)[];
  blank: boolean[];
  /** The expected documents as 1-based inclusive page ranges. */
  documents: [number, number][];
  /** 1-based pages that hold only a picture of the page, to be read by OCR. */
  imagePages: number[];
}

const PAYERS = [
  'Acme Widgets Inc',
  'First National Bank',
  'Vanguard Brokerage Services',
  'Springfield Unified School District',
  'Blue Cross Health Plan',
  'Riverside Credit Union',
  'Globex Corporation',
  'Northwind Traders LLC',
  'State University',
  'Fidelity Investments',
];

/** The forms a client's bundle is mostly made of, so bundles look like a season's uploads. */
const BUNDLE_FORMS: readonly RecognisedForm[] = [
  'W-2',
  'W-2',
  '1099-INT',
  '1099-DIV',
  '1099-B',
  '1099-R',
  '1099-NEC',
  '1099-MISC',
  '1099-G',
  '1099-SA',
  '1098',
  '1098-T',
  '1098-E',
  '1095-A',
  'K-1',
  'SSA-1099',
  '1040',
  'Schedule C',
  '8889',
  '5498',
  '1099-K',
  'W-2G',
];

type Piece =
  | { kind: 'form'; form: RecognisedForm; payer: string; year: number; rotate: 0 | 90 | 180 | 270 }
  | { kind: 'letter' }
  | { kind: 'blank' };

/** Lays out pieces as pages and records the expected labels and page ranges. */
async function assemble(name: string, pieces: Piece[], random: Random): Promise<Omit<LabelledPdf, 'imagePages'>> {
  const pdf = await PDFDocument.create();
  const pages: (RecognisedForm | null)[] = [];
  const blank: boolean[] = [];
  const documents: [number, number][] = [];
  for (const piece of pieces) {
    const first = pages.length + 1;
    if (piece.kind === 'blank') {
      drawBlankPage(pdf);
      pages.push(null);
      blank.push(true);
      // A blank back stays with the document before it.
      if (documents.length) documents.at(-1)![1] = pages.length;
      else documents.push([first, first]);
      continue;
    }
    if (piece.kind === 'letter') {
      await drawLetterPage(pdf);
      pages.push(null);
      blank.push(false);
      documents.push([first, first]);
      continue;
    }
    const count = TWO_PAGE_FORMS.includes(piece.form) ? 2 : 1;
    for (let p = 1; p <= count; p++) {
      await drawFormPage(pdf, { ...piece, page: p as 1 | 2 }, random);
      pages.push(piece.form);
      blank.push(false);
    }
    documents.push([first, pages.length]);
  }
  return { name, bytes: await pdf.save(), pages, blank, documents };
}

/** Replaces the given pages with a picture of themselves (a scan), keeping each page's rotation. */
export async function rasterisePages(bytes: Uint8Array, pages: number[], dpi = 150): Promise<Uint8Array> {
  if (!pages.length) return bytes;
  const source = await PDFDocument.load(bytes);
  const images = new Map((await renderPdfPages(bytes, pages, dpi)).map((r) => [r.page, r]));
  const out = await PDFDocument.create();
  for (let n = 1; n <= source.getPageCount(); n++) {
    const image = images.get(n);
    if (!image) {
      const [copy] = await out.copyPages(source, [n - 1]);
      out.addPage(copy!);
      continue;
    }
    const original = source.getPage(n - 1);
    const page = out.addPage([image.width, image.height]);
    page.drawImage(await out.embedPng(image.png), { x: 0, y: 0, width: image.width, height: image.height });
    page.setRotation(original.getRotation());
  }
  return out.save();
}

export interface LabelledSetOptions {
  /** Make some pages image-only (OCR); off for a fast run of text pages. */
  images: boolean;
  /** Take every n-th PDF only (1 = all). */
  every?: number;
}

/**
 * The labelled set (issue 19, acceptance): one PDF per form of the export order (some rotated, some scanned),
 * then client bundles of several forms with cover letters, blank backs, rotated pages, the same form from two
 * payers in a row, and scanned pages. Deterministic: the same seed gives the same files.
 */
export async function buildLabelledSet(options: LabelledSetOptions): Promise<LabelledPdf[]> {
  const random = seededRandom(19);
  const plans: { name: string; pieces: Piece[]; scan: (pageCount: number) => number[] }[] = [];
  DOCUMENT_EXPORT_ORDER.forEach((form, i) => {
    const rotate = i % 7 === 3 ? pick(random, [90, 180, 270] as const) : 0;
    const year = 2023 + (i % 3);
    plans.push({
      name: `single ${form}`,
      pieces: [{ kind: 'form', form, payer: pick(random, PAYERS), year, rotate }],
      scan: (count) => (i % 5 === 2 ? Array.from({ length: count }, (_, p) => p + 1) : []),
    });
  });
  for (let b = 0; b < 16; b++) {
    const pieces: Piece[] = [];
    if (b % 3 === 0) pieces.push({ kind: 'letter' });
    const count = 3 + Math.floor(random() * 6);
    const year = 2025 - (b % 2);
    for (let f = 0; f < count; f++) {
      const previous = pieces.at(-1);
      // Every fourth bundle repeats a form from another payer right after it.
      const form = b % 4 === 1 && f === 1 && previous?.kind === 'form' ? previous.form : pick(random, BUNDLE_FORMS);
      const taken = previous?.kind === 'form' && previous.form === form ? previous.payer : '';
      const payer = pick(
        random,
        PAYERS.filter((p) => p !== taken),
      );
      const rotate = random() < 0.12 ? pick(random, [90, 180, 270] as const) : 0;
      pieces.push({ kind: 'form', form, payer, year, rotate });
      if (random() < 0.15) pieces.push({ kind: 'blank' });
    }
    plans.push({
      name: `bundle ${b + 1}`,
      pieces,
      scan: (pageCount) =>
        b % 2 === 0 ? [1 + Math.floor(random() * pageCount), 1 + Math.floor(random() * pageCount)] : [],
    });
  }
  const every = options.every ?? 1;
  const set: LabelledPdf[] = [];
  for (const [i, plan] of plans.entries()) {
    const assembled = await assemble(plan.name, plan.pieces, random);
    const scans = plan.scan(assembled.pages.length);
    if (i % every !== 0) continue;
    const imagePages = options.images
      ? [...new Set(scans)].filter((p) => !assembled.blank[p - 1]).sort((a, b) => a - b)
      : [];
    set.push({ ...assembled, bytes: await rasterisePages(assembled.bytes, imagePages), imagePages });
  }
  return set;
}

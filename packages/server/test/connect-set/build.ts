import type { Canvas } from '@napi-rs/canvas';
import { degrees, PDFDocument, PDFName, PDFString, type PDFDict } from 'pdf-lib';
import { drawPdfPage, openPdf } from '../../src/platform/pdf/render-pdf-page.ts';
import type { LabelledPdf, PagePlan, PdfPlan, ScanLook } from './model.ts';
import { scanPage } from './scan.ts';
import { FontSet, Sheet } from './sheet.ts';

type Matrix = [number, number, number, number, number, number];

/** The media box and the matrix that draw a reader's-eye page onto it, for a page carrying /Rotate. */
function placement(p: PagePlan): { media: [number, number]; matrix?: Matrix } {
  const [w, h] = p.size;
  if (!p.rotate || p.rotate.shown === 'turned') return { media: [w, h] };
  switch (p.rotate.deg) {
    case 90:
      return { media: [h, w], matrix: [0, 1, -1, 0, h, 0] };
    case 180:
      return { media: [w, h], matrix: [-1, 0, 0, -1, w, h] };
    case 270:
      return { media: [h, w], matrix: [0, -1, 1, 0, 0, w] };
  }
}

async function newDoc(plan: PdfPlan): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setProducer(plan.producer);
  doc.setCreator(plan.creator);
  // pdf-lib's setCreationDate takes a Date; the info dictionary takes the fixed string without a clock.
  (doc as unknown as { getInfoDict(): PDFDict })
    .getInfoDict()
    .set(PDFName.of('CreationDate'), PDFString.of(plan.created));
  return doc;
}

/** Draws the plan's text pages; with `scans`, replaces the pages the plan scans by their degraded images. */
export async function buildPdf(plan: PdfPlan, scans: boolean): Promise<LabelledPdf> {
  const text = await newDoc(plan);
  const fonts = await new FontSet(text).load();
  const pages = plan.docs.flatMap((d) => d.pages);
  const printed: string[] = [];
  for (const p of pages) {
    const { media, matrix } = placement(p);
    const page = text.addPage(media);
    if (p.rotate) page.setRotation(degrees(p.rotate.deg));
    const sheet = new Sheet(page, fonts, p.size[0], p.size[1], matrix);
    p.draw(sheet);
    sheet.finish();
    printed.push(...sheet.printed);
  }
  let bytes = await text.save();

  const scanned: number[] = [];
  if (scans && plan.scan.some(Boolean)) {
    const out = await newDoc(plan);
    const pdf = await openPdf(bytes);
    // Each scanned page is encoded on the thread pool while the next one is drawn; at most two wait at a time.
    const images: (Promise<{ jpeg: Buffer; width: number; height: number }> | null)[] = [];
    try {
      let previous: Canvas | undefined;
      for (let i = 0; i < pages.length; i++) {
        const look = plan.scan[i];
        if (!look) {
          images.push(null);
          previous = undefined;
          continue;
        }
        const { canvas } = await drawPdfPage(await pdf.getPage(i + 1), look.dpi);
        const image = await scanPage(canvas, look, pages[i]!.blank ? previous : undefined);
        previous = canvas;
        images.push(image.jpeg().then((jpeg) => ({ jpeg, width: image.width, height: image.height })));
        const pending = images.filter(Boolean);
        if (pending.length >= 2) await pending[pending.length - 2];
        scanned.push(i + 1);
      }
    } finally {
      await pdf.destroy();
    }
    for (let i = 0; i < pages.length; i++) {
      const image = await images[i];
      if (!image) {
        const [copy] = await out.copyPages(text, [i]);
        out.addPage(copy!);
        continue;
      }
      const jpg = await out.embedJpg(image.jpeg);
      const page = out.addPage([image.width, image.height]);
      page.drawImage(jpg, { x: 0, y: 0, width: image.width, height: image.height });
    }
    bytes = await out.save();
  }

  const all = printed.join('\n');
  const documents: LabelledPdf['documents'] = [];
  let at = 1;
  for (const d of plan.docs) {
    documents.push({ first: at, last: at + d.pages.length - 1, form: d.form, payer: d.payer, year: d.year });
    at += d.pages.length;
  }
  return {
    name: plan.name,
    bytes,
    pages: plan.docs.flatMap((d) => d.pages.map(() => d.form)),
    blank: pages.map((p) => Boolean(p.blank)),
    documents,
    scanned,
    secrets: [...plan.secrets].filter((s) => all.includes(s)).sort(),
    layout: pages.map((p) => p.layout + (p.rotate ? `+rot${p.rotate.deg}-${p.rotate.shown}` : '')),
    look: pages.map((_, i) => (scanned.includes(i + 1) ? describe(plan.scan[i]!) : null)),
  };
}

function describe(l: ScanLook): string {
  return [
    l.kind,
    `${l.dpi}dpi`,
    `skew ${l.skew.toFixed(1)}`,
    l.turn ? `turn ${l.turn}` : '',
    `q${l.quality}`,
    l.border === 'dark' && l.kind === 'scanner' ? 'dark-border' : '',
    l.showThrough ? 'show-through' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

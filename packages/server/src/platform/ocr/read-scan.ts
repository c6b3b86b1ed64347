import type { PageLayout } from '@portal/domain';
import { type OcrEngine, type OcrRun, runsToItems } from './ocr-engine.ts';
import type { PageImage } from './page-images.ts';
import { type Gray, turn } from './prepare-page.ts';
import { prepareInWorker } from './prepare-pool.ts';

/** What OCR read on a scanned page, upright, in points (the layout's size is the upright page's). */
export interface ScanReading {
  layout: PageLayout;
  /** No printed characters at all (a blank back, however speckled). */
  blank: boolean;
  /** How the picture was turned (clockwise) and straightened before it was read. */
  turned: 0 | 90 | 180 | 270;
  skew: number;
  /** The mean confidence of the words read (0–100). */
  quality: number;
  /** The prepared, upright picture that was read, for a second look at it. */
  picture: Gray;
  scale: number;
}

const meanConfidence = (runs: readonly OcrRun[]) => {
  const words = runs.filter((r) => /[A-Za-z0-9]{3}/.test(r.text));
  return words.length ? words.reduce((sum, r) => sum + r.confidence, 0) / words.length : 0;
};

const layoutOf = (picture: Gray, runs: OcrRun[], scale: number): PageLayout => ({
  width: picture.width / scale,
  height: picture.height / scale,
  items: runsToItems(runs, picture.height, scale),
});

/**
 * Reads a scanned page (issue 35 §1). In a worker thread (prepare-worker.ts) the paper is flattened, a page with
 * no characters found blank, and the direction of its text told from the shape of its words; which way up it
 * stands is told here by reading its densest band of text both ways up and keeping the reading OCR is surer of;
 * then the worker turns the picture upright and straightens its skew, and OCR reads it.
 */
export async function readScan(ocr: OcrEngine, image: PageImage): Promise<ScanReading> {
  const dpi = image.scale * 72;
  const prepared = await prepareInWorker({ op: 'prepare', gray: image.gray, dpi });
  if (prepared.blank || !prepared.strip) {
    const flat = prepared.flat;
    return {
      layout: layoutOf(flat, [], image.scale),
      blank: true,
      turned: 0,
      skew: 0,
      quality: 0,
      picture: flat,
      scale: image.scale,
    };
  }
  const [asIs, over] = await Promise.all([ocr.readPage(prepared.strip), ocr.readPage(turn(prepared.strip, 180))]);
  const upright = meanConfidence(asIs) >= meanConfidence(over);
  const turned = ((prepared.across + (upright ? 0 : 180)) % 360) as 0 | 90 | 180 | 270;
  const { picture, skew } = await prepareInWorker({ op: 'straighten', flat: prepared.flat, turned, dpi });
  const runs = await ocr.readPage(picture);
  return {
    layout: layoutOf(picture, runs, image.scale),
    blank: runs.every((r) => r.confidence < 30),
    turned,
    skew,
    quality: meanConfidence(runs),
    picture,
    scale: image.scale,
  };
}

/** How much larger a page is read the second time. */
const FINER = 1.5;

/**
 * Reads a prepared page again at one and a half times its size: small print (a form's number at its foot, captions
 * in 6-point type) that OCR could not make out at the scan's own size; `sharper`, its edges sharpened too (a blurred
 * photo whose strokes run together). The layout keeps the page's size in points.
 */
export async function readFiner(ocr: OcrEngine, scan: ScanReading, sharper = false): Promise<ScanReading> {
  // A copy goes to the worker: the first reading keeps its picture.
  const copy = { ...scan.picture, data: scan.picture.data.slice() };
  const { picture } = await prepareInWorker({ op: 'enlarge', picture: copy, factor: FINER, sharpen: sharper });
  const scale = scan.scale * FINER;
  const runs = await ocr.readPage(picture);
  return {
    ...scan,
    layout: { width: scan.layout.width, height: scan.layout.height, items: runsToItems(runs, picture.height, scale) },
    quality: meanConfidence(runs),
    picture,
    scale,
  };
}

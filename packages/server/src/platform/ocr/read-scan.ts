import type { PageLayout } from '@portal/domain';
import { type OcrEngine, type OcrRun, runsToItems } from './ocr-engine.ts';
import type { PageImage } from './page-images.ts';
import {
  BLANK_BELOW_GLYPHS,
  clearEdges,
  enlarge,
  findGlyphs,
  flattenPaper,
  type Gray,
  rotateSmall,
  shrink,
  skewAngle,
  textDirection,
  turn,
} from './prepare-page.ts';

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
  /** The prepared, upright picture that was read, for a second look at part of it. */
  picture: Gray;
  scale: number;
}

/** The page is analysed at about this many dots per inch: enough for 4-point print, cheap to scan. */
const ANALYSIS_DPI = 100;
/** The band read both ways up to tell which way up the page stands: about this many inches of its densest text. */
const PROBE_INCHES = 0.9;

const meanConfidence = (runs: readonly OcrRun[]) => {
  const words = runs.filter((r) => /[A-Za-z0-9]{3}/.test(r.text));
  return words.length ? words.reduce((sum, r) => sum + r.confidence, 0) / words.length : 0;
};

/** The rows of the picture from `top` (included) to `bottom` (excluded). */
function crop(image: Gray, top: number, bottom: number): Gray {
  return { data: image.data.slice(top * image.width, bottom * image.width), width: image.width, height: bottom - top };
}

/**
 * Whether the text of a picture whose lines run across it stands upright (rather than upside down): its
 * densest band of text is read as it is and turned over, and the reading OCR is surer of wins.
 */
async function probeUpright(ocr: OcrEngine, picture: Gray, factor: number): Promise<boolean> {
  const dpi = ANALYSIS_DPI * factor;
  const small = shrink(picture, factor);
  const glyphs = findGlyphs(small, ANALYSIS_DPI);
  const band = Math.round(PROBE_INCHES * ANALYSIS_DPI);
  const rows = new Uint32Array(small.height + 1);
  for (const g of glyphs) rows[Math.round(g.cy)]!++;
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let y = 0; y < small.height; y++) {
    count += rows[y]! - (y >= band ? rows[y - band]! : 0);
    if (count > bestCount) {
      bestCount = count;
      best = Math.max(0, y - band + 1);
    }
  }
  const top = Math.min(picture.height - 1, best * factor);
  const strip = crop(picture, top, Math.min(picture.height, top + Math.round(PROBE_INCHES * dpi)));
  const [asIs, over] = await Promise.all([ocr.readPage(strip), ocr.readPage(turn(strip, 180))]);
  return meanConfidence(asIs) >= meanConfidence(over);
}

/**
 * Reads a scanned page (issue 35 §1): flattens the paper, finds a blank page by its glyphs, turns the picture
 * so its text runs across and stands upright, straightens its skew, then reads it.
 */
export async function readScan(ocr: OcrEngine, image: PageImage): Promise<ScanReading> {
  const dpi = image.scale * 72;
  const flat = clearEdges(flattenPaper(image.gray, dpi));
  const factor = Math.max(1, Math.round(dpi / ANALYSIS_DPI));
  const small = shrink(flat, factor);
  const glyphs = findGlyphs(small, dpi / factor);
  const pageOf = (picture: Gray, runs: OcrRun[]): PageLayout => ({
    width: picture.width / image.scale,
    height: picture.height / image.scale,
    items: runsToItems(runs, picture.height, image.scale),
  });
  if (glyphs.length < BLANK_BELOW_GLYPHS) {
    return { layout: pageOf(flat, []), blank: true, turned: 0, skew: 0, quality: 0, picture: flat, scale: image.scale };
  }

  // Which way the text runs (the shape of its words), then which way up (a line of it read both ways up).
  const across: 0 | 90 = textDirection(small, dpi / factor) === 90 ? 90 : 0;
  const upright = await probeUpright(ocr, turn(flat, across), factor);
  const turned = ((across + (upright ? 0 : 180)) % 360) as 0 | 90 | 180 | 270;
  const glyphsTurned = findGlyphs(turn(small, turned), dpi / factor);
  const skew = skewAngle(glyphsTurned);
  const picture = rotateSmall(turn(flat, turned), skew);
  const runs = await ocr.readPage(picture);
  const best = { picture, runs, quality: meanConfidence(runs), choice: { turned }, skew };
  return {
    layout: pageOf(best.picture, best.runs),
    blank: best.runs.every((r) => r.confidence < 30),
    turned: best.choice.turned,
    skew: best.skew,
    quality: best.quality,
    picture: best.picture,
    scale: image.scale,
  };
}

/** How much larger a page is read the second time. */
const FINER = 1.5;

/**
 * Reads a prepared page again at one and a half times its size: small print (a form's number at its foot, captions
 * in 6-point type) that OCR could not make out at the scan's own size. The layout keeps the page's size in points.
 */
export async function readFiner(ocr: OcrEngine, scan: ScanReading): Promise<ScanReading> {
  const picture = enlarge(scan.picture, FINER);
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

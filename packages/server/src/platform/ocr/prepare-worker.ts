// Page preparation in a worker thread (issue 35 §1): flattening, blob analysis, turning and straightening a page
// picture are CPU work of a few hundred milliseconds a page that must not hold the API's event loop. The main
// thread sends a picture and gets back what OCR reads, the pictures moved rather than copied both ways.
import { parentPort } from 'node:worker_threads';
import {
  BLANK_BELOW_GLYPHS,
  clearEdges,
  enlarge,
  findGlyphs,
  flattenPaper,
  type Gray,
  rotateSmall,
  sharpen,
  shrink,
  skewAngle,
  textDirection,
  turn,
} from './prepare-page.ts';
import type { PrepareRequest, PrepareResult } from './prepare-pool.ts';

/** The page is analysed at about this many dots per inch: enough for 4-point print, cheap to scan. */
const ANALYSIS_DPI = 100;
/** The band read both ways up to tell which way up the page stands: about this many inches of its densest text. */
const PROBE_INCHES = 0.9;
/** A third look at a blurred page sharpens it by its own difference from the mean of 5 × 5 pixels around. */
const SHARPEN_AMOUNT = 1;
const SHARPEN_RADIUS = 2;

const rows = (image: Gray, top: number, bottom: number): Gray => ({
  data: image.data.slice(top * image.width, bottom * image.width),
  width: image.width,
  height: bottom - top,
});

/** The densest band of text of a picture whose lines run across it, as a strip of its own. */
function densestBand(picture: Gray, factor: number): Gray {
  const small = shrink(picture, factor);
  const band = Math.round(PROBE_INCHES * ANALYSIS_DPI);
  const counts = new Uint32Array(small.height + 1);
  for (const g of findGlyphs(small, ANALYSIS_DPI)) counts[Math.round(g.cy)]!++;
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let y = 0; y < small.height; y++) {
    count += counts[y]! - (y >= band ? counts[y - band]! : 0);
    if (count > bestCount) {
      bestCount = count;
      best = Math.max(0, y - band + 1);
    }
  }
  const top = Math.min(picture.height - 1, best * factor);
  return rows(picture, top, Math.min(picture.height, top + Math.round(PROBE_INCHES * ANALYSIS_DPI * factor)));
}

function run(request: PrepareRequest): PrepareResult {
  if (request.op === 'enlarge') {
    const larger = enlarge(request.picture, request.factor);
    return { op: 'enlarge', picture: request.sharpen ? sharpen(larger, SHARPEN_AMOUNT, SHARPEN_RADIUS) : larger };
  }
  const factor = Math.max(1, Math.round(request.dpi / ANALYSIS_DPI));
  if (request.op === 'prepare') {
    const flat = clearEdges(flattenPaper(request.gray, request.dpi));
    const small = shrink(flat, factor);
    if (findGlyphs(small, request.dpi / factor).length < BLANK_BELOW_GLYPHS)
      return { op: 'prepare', flat, blank: true, across: 0, strip: null };
    const across = textDirection(small, request.dpi / factor) === 90 ? 90 : 0;
    return { op: 'prepare', flat, blank: false, across, strip: densestBand(turn(flat, across), factor) };
  }
  const turned = turn(request.flat, request.turned);
  const skew = skewAngle(findGlyphs(shrink(turned, factor), request.dpi / factor));
  return { op: 'straighten', picture: rotateSmall(turned, skew), skew };
}

const pictures = (result: PrepareResult): ArrayBuffer[] => {
  const all = result.op === 'prepare' ? [result.flat, result.strip] : [result.picture];
  return all.flatMap((p) => (p ? [p.data.buffer as ArrayBuffer] : []));
};

parentPort!.on('message', ({ id, request }: { id: number; request: PrepareRequest }) => {
  try {
    const result = run(request);
    parentPort!.postMessage({ id, result }, pictures(result));
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});

// Runs one image conversion (HEIC, PNG or JPEG) in a worker thread: decoding is CPU-bound and a hostile
// file must cost this thread, not the API's event loop. Plain JavaScript so it runs unbundled next to src/
// (tsx, vitest) and dist/main.js (copied by scripts/build.mjs).
// Input (workerData): { input: Uint8Array, type: 'heic' | 'png' | 'jpeg', output: 'jpeg' | 'pdf',
//   maxPixels, maxPixelsPerByte, maxLongSide, quality }.
// Output message: { ok: true, format: 'jpeg' | 'flate-rgb', bytes: Uint8Array, alpha?: Uint8Array | null, width, height }
//   or { ok: false, reason: 'too_many_pixels' | 'invalid', message }.
import { parentPort, workerData } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { fitWithin, resizeToOpaqueRgba } from './rgba-resize.mjs';

/** @type {{ input: Uint8Array, type: 'heic' | 'png' | 'jpeg', output: 'jpeg' | 'pdf', maxPixels: number, maxPixelsPerByte: number, maxLongSide: number, quality: number }} */
const job = workerData;

class Refused extends Error {}

/** A PNG's size from its IHDR chunk, read before anything is inflated. @param {Uint8Array} b */
function pngSize(b) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdr = String.fromCharCode(...b.subarray(12, 16));
  if (b.length < 24 || signature.some((v, i) => b[i] !== v) || ihdr !== 'IHDR') throw new Error('not a PNG');
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A JPEG's size from its frame header (SOFn), read before any pixel is decoded. @param {Uint8Array} b */
function jpegSize(b) {
  if (b[0] !== 0xff || b[1] !== 0xd8) throw new Error('not a JPEG');
  for (let i = 2; i + 8 < b.length;) {
    if (b[i] !== 0xff) throw new Error('no frame header');
    const marker = /** @type {number} */ (b[i + 1]);
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC): height, then width, after the precision byte.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (b[i + 5] << 8) | b[i + 6], width: (b[i + 7] << 8) | b[i + 8] };
    }
    i += marker === 0xff ? 1 : 2 + ((b[i + 2] << 8) | b[i + 3]);
  }
  throw new Error('no frame header');
}

/**
 * The image's size, known before its pixels are decoded, and a decoder of its pixels as RGBA.
 * @returns {Promise<{ width: number, height: number, pixels: () => Promise<Uint8Array>, dispose?: () => void }>}
 */
async function open() {
  const bytes = job.input;
  if (job.type === 'heic') {
    // Imported here: libheif takes a few hundred ms to load, which PNG and JPEG need not wait for.
    const { default: decodeHeic } = await import('heic-decode');
    const images = await decodeHeic.all({ buffer: bytes });
    // The primary (first) image only.
    const first = images[0];
    return {
      width: first.width,
      height: first.height,
      pixels: async () => (await first.decode()).data,
      dispose: () => images.dispose(),
    };
  }
  if (job.type === 'png') {
    // A CommonJS module whose export is `default`, so Node's ESM import nests it once more.
    const UPNG = (await import('@pdf-lib/upng')).default.default;
    return {
      ...pngSize(bytes),
      // Animated PNGs give their first frame.
      pixels: async () => new Uint8Array(UPNG.toRGBA8(UPNG.decode(bytes))[0]),
    };
  }
  return {
    ...jpegSize(bytes),
    pixels: async () => jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true }).data,
  };
}

/**
 * The colour and the alpha channels of RGBA pixels, each as rows of one byte a sample: what a PDF image
 * and its /SMask hold. No alpha when every pixel is opaque.
 * @param {Uint8Array} rgba
 */
function channels(rgba) {
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  const alpha = new Uint8Array(rgba.length / 4);
  let transparent = false;
  for (let i = 0, o = 0, a = 0; i < rgba.length; i += 4) {
    rgb[o++] = /** @type {number} */ (rgba[i]);
    rgb[o++] = /** @type {number} */ (rgba[i + 1]);
    rgb[o++] = /** @type {number} */ (rgba[i + 2]);
    alpha[a] = /** @type {number} */ (rgba[i + 3]);
    if (alpha[a++] !== 255) transparent = true;
  }
  return { rgb, alpha: transparent ? alpha : null };
}

const describe = (/** @type {unknown} */ err) => (err instanceof Error ? err.message : String(err));

async function convert() {
  const name = job.type.toUpperCase();
  /** @type {Awaited<ReturnType<typeof open>>} */
  let image;
  try {
    image = await open();
  } catch (err) {
    throw new Error(`Not a readable ${name} image: ${describe(err)}`);
  }
  try {
    // A huge image, or one far larger than its bytes could honestly hold (a decompression bomb), is
    // refused before it can take the memory.
    const { width, height } = image;
    const pixels = width * height;
    if (pixels > job.maxPixels) throw new Refused(`The image is ${width}x${height}, over ${job.maxPixels} pixels`);
    if (pixels > job.maxPixelsPerByte * job.input.byteLength) {
      throw new Refused(
        `The image is ${width}x${height} from ${job.input.byteLength} bytes, over ${job.maxPixelsPerByte} pixels per byte`,
      );
    }
    const size = fitWithin(width, height, job.maxLongSide);
    const fits = size.width === width && size.height === height;
    // A JPEG that fits goes into a PDF as it is: no loss, and nothing to decode here.
    if (job.type === 'jpeg' && job.output === 'pdf' && fits) return { format: 'jpeg', bytes: job.input, ...size };
    /** @type {Uint8Array} */
    let decoded;
    try {
      decoded = await image.pixels();
    } catch (err) {
      throw new Error(`The ${name} image could not be decoded: ${describe(err)}`);
    }
    // A PNG (a screenshot, a scan, a drawn signature) stays lossless in a PDF, with its transparency
    // unless it had to be downsized (which flattens it on white); photos become JPEG.
    if (job.type === 'png' && job.output === 'pdf') {
      const { rgb, alpha } = channels(
        fits ? decoded : resizeToOpaqueRgba(decoded, width, height, size.width, size.height),
      );
      return { format: 'flate-rgb', bytes: deflateSync(rgb), alpha: alpha && deflateSync(alpha), ...size };
    }
    const rgba = resizeToOpaqueRgba(decoded, width, height, size.width, size.height);
    const encoded = jpeg.encode({ data: rgba, width: size.width, height: size.height }, job.quality);
    return { format: 'jpeg', bytes: encoded.data, ...size };
  } finally {
    image.dispose?.();
  }
}

try {
  parentPort?.postMessage({ ok: true, ...(await convert()) });
} catch (err) {
  parentPort?.postMessage({
    ok: false,
    reason: err instanceof Refused ? 'too_many_pixels' : 'invalid',
    message: describe(err),
  });
}

// Runs one HEIC -> JPEG conversion in a worker thread (decoding is CPU-bound) and posts the result.
// Plain JavaScript so it runs unbundled next to src/ (tsx, vitest) and dist/main.js (copied by
// scripts/build.mjs). Input (workerData): { input: Uint8Array, maxPixels, maxPixelsPerByte, maxLongSide, quality }.
// Output message: { ok: true, jpeg: Uint8Array, width, height } or { ok: false, reason, message }.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';
import jpeg from 'jpeg-js';
import { fitWithin, resizeToOpaqueRgba } from './rgba-resize.mjs';

/** @type {{ input: Uint8Array, maxPixels: number, maxPixelsPerByte: number, maxLongSide: number, quality: number }} */
const job = workerData;

/** @param {'too_many_pixels' | 'invalid'} reason @param {string} message */
const fail = (reason, message) => parentPort?.postMessage({ ok: false, reason, message });

/** @type {any} */
let images;
try {
  images = await decode.all({ buffer: job.input });
} catch (err) {
  fail('invalid', `Not a readable HEIC image: ${err instanceof Error ? err.message : String(err)}`);
}
if (images) {
  try {
    // The primary (first) image only. Its size is known before its pixels are decoded, so a huge image,
    // or one far larger than its bytes could honestly hold (a decompression bomb), is refused before it
    // can take the memory.
    const first = images[0];
    const pixels = first.width * first.height;
    if (pixels > job.maxPixels) {
      fail('too_many_pixels', `The image is ${first.width}x${first.height}, over ${job.maxPixels} pixels`);
    } else if (pixels > job.maxPixelsPerByte * job.input.byteLength) {
      fail(
        'too_many_pixels',
        `The image is ${first.width}x${first.height} from ${job.input.byteLength} bytes, over ${job.maxPixelsPerByte} pixels per byte`,
      );
    } else {
      const image = await first.decode();
      const size = fitWithin(image.width, image.height, job.maxLongSide);
      const rgba = resizeToOpaqueRgba(image.data, image.width, image.height, size.width, size.height);
      const encoded = jpeg.encode({ data: rgba, width: size.width, height: size.height }, job.quality);
      parentPort?.postMessage({ ok: true, jpeg: encoded.data, width: size.width, height: size.height });
    }
  } catch (err) {
    fail('invalid', `The HEIC image could not be decoded: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    images.dispose();
  }
}

import { Worker } from 'node:worker_threads';

export type ImageConversionFailure = 'input_too_large' | 'too_many_pixels' | 'invalid' | 'timeout' | 'failed' | 'busy';

/**
 * Why an image has no converted form; callers map it to "File type not supported yet" (or list the file
 * as not included), except 'busy' (too many conversions waiting), which is worth trying again later.
 */
export class ImageConversionError extends Error {
  constructor(
    readonly reason: ImageConversionFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ImageConversionError';
  }
}

export interface ImageConversionOptions {
  /** Larger inputs are refused before any decoding. */
  maxInputBytes?: number;
  /** Larger images (width * height of the primary image) are refused before their pixels are decoded. */
  maxPixels?: number;
  /**
   * Images with more pixels per input byte are refused before decoding: a decompression bomb (a few KB of
   * solid colour declaring tens of megapixels). Real photos are far below 100; 2,000 leaves a wide margin.
   */
  maxPixelsPerByte?: number;
  /** The output's long side is at most this; smaller images keep their size. */
  maxLongSide?: number;
  /** JPEG quality, 1-100. */
  quality?: number;
  /** The worker is terminated past this. */
  timeoutMs?: number;
  /** Queue behind however many are waiting instead of being refused as 'busy' (background jobs). */
  wait?: boolean;
}

/** One set of limits for every image type (HEIC, PNG, JPEG): what one conversion may cost. */
export const IMAGE_DEFAULTS: Required<ImageConversionOptions> = {
  maxInputBytes: 40 * 1024 * 1024,
  // 48 MP iPhone photos (8064x6048) fit.
  maxPixels: 50_000_000,
  maxPixelsPerByte: 2_000,
  maxLongSide: 2560,
  quality: 85,
  timeoutMs: 30_000,
  wait: false,
};

/** Conversions waiting behind the running one past which requests are refused as 'busy'. */
export const MAX_WAITING = 8;

export type ImageType = 'heic' | 'png' | 'jpeg';

/**
 * A converted image. 'jpeg' is a JPEG file (a PDF embeds it as it is); 'flate-rgb' is the RGB pixels, row
 * by row, zlib-compressed: a PDF image stream's content with /FlateDecode, so embedding it costs the main
 * thread no decoding or compressing. `alpha`, when some pixels are transparent, is their alpha channel
 * compressed the same way (the image's /SMask).
 */
export interface ConvertedImage {
  format: 'jpeg' | 'flate-rgb';
  bytes: Buffer;
  alpha?: Buffer;
  width: number;
  height: number;
}

// Resolved from this module: src/platform/images/ under tsx and vitest, dist/ in the bundle, where
// scripts/build.mjs copies the worker (and rgba-resize.mjs) next to main.js.
const workerUrl = new URL('./image-worker.mjs', import.meta.url);

type WorkerResult =
  | {
      ok: true;
      format: ConvertedImage['format'];
      bytes: Uint8Array;
      alpha?: Uint8Array | null;
      width: number;
      height: number;
    }
  | { ok: false; reason: 'too_many_pixels' | 'invalid'; message: string };

// One conversion at a time per process: each can take a few hundred MB and a core for seconds, and the
// API needs the other core. The rest wait their turn, at most MAX_WAITING of them unless told to wait.
let queue: Promise<unknown> = Promise.resolve();
let pending = 0; // queued and running

/**
 * Decodes an image in a worker thread, so the event loop stays free, within the limits above, and
 * returns it downsized as a JPEG ('jpeg', for previews) or in the form a PDF needs ('pdf': a PNG as
 * lossless flate-rgb with its alpha, a HEIC as a JPEG, a JPEG that fits as it was, a larger one
 * downsized). Rejects with ImageConversionError. Given a loader, the bytes are read only when the
 * conversion's turn comes, so waiting conversions hold no file in memory; the loader's own errors pass
 * through as they are.
 */
export function convertImage(
  input: Buffer | (() => Promise<Buffer>),
  job: { type: ImageType; output: 'jpeg' | 'pdf' },
  opts: ImageConversionOptions = {},
): Promise<ConvertedImage> {
  const o = { ...IMAGE_DEFAULTS, ...opts };
  if (Buffer.isBuffer(input) && input.length > o.maxInputBytes) return Promise.reject(tooLarge(input.length, o));
  // One running and MAX_WAITING behind it.
  if (!o.wait && pending > MAX_WAITING) {
    return Promise.reject(new ImageConversionError('busy', `${pending - 1} conversions are already waiting`));
  }
  pending++;
  const run = queue.then(async () => {
    try {
      const bytes = Buffer.isBuffer(input) ? input : await input();
      if (bytes.length > o.maxInputBytes) throw tooLarge(bytes.length, o);
      return await convertInWorker(bytes, job, o);
    } finally {
      pending--;
    }
  });
  // The next one starts on a later turn of the event loop, once this one's caller has its result.
  const next = () => new Promise((resolve) => setImmediate(resolve));
  queue = run.then(next, next);
  return run;
}

/** A worker's bytes arrive as a plain Uint8Array; a Buffer over the same memory, no copy. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const tooLarge = (size: number, o: Required<ImageConversionOptions>) =>
  new ImageConversionError('input_too_large', `The file is ${size} bytes, over ${o.maxInputBytes}`);

function convertInWorker(
  input: Buffer,
  job: { type: ImageType; output: 'jpeg' | 'pdf' },
  o: Required<ImageConversionOptions>,
): Promise<ConvertedImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, {
      workerData: {
        input,
        ...job,
        maxPixels: o.maxPixels,
        maxPixelsPerByte: o.maxPixelsPerByte,
        maxLongSide: o.maxLongSide,
        quality: o.quality,
      },
      // libheif prints its decoding errors; they come back in the result, so its output is dropped.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    // The worker is gone before the promise settles, so the next queued conversion never overlaps it.
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate().finally(outcome);
    };
    const timer = setTimeout(
      () => settle(() => reject(new ImageConversionError('timeout', `The conversion took over ${o.timeoutMs} ms`))),
      o.timeoutMs,
    );
    worker.on('message', (result: WorkerResult) =>
      settle(() =>
        result.ok
          ? resolve({
              format: result.format,
              bytes: asBuffer(result.bytes),
              ...(result.alpha ? { alpha: asBuffer(result.alpha) } : {}),
              width: result.width,
              height: result.height,
            })
          : reject(new ImageConversionError(result.reason, result.message)),
      ),
    );
    worker.on('error', (err) => settle(() => reject(new ImageConversionError('failed', err.message))));
    worker.on('exit', (code) =>
      settle(() => reject(new ImageConversionError('failed', `The conversion worker exited (${code})`))),
    );
  });
}

import { Worker } from 'node:worker_threads';

export type HeicConversionFailure = 'input_too_large' | 'too_many_pixels' | 'invalid' | 'timeout' | 'failed' | 'busy';

/**
 * Why a HEIC file has no JPEG rendering; callers map it to "File type not supported yet", except 'busy'
 * (too many conversions waiting), which is worth trying again later.
 */
export class HeicConversionError extends Error {
  constructor(
    readonly reason: HeicConversionFailure,
    message: string,
  ) {
    super(message);
    this.name = 'HeicConversionError';
  }
}

export interface HeicToJpegOptions {
  /** Larger inputs are refused before any decoding. */
  maxInputBytes?: number;
  /** Larger images (width * height of the primary image) are refused before their pixels are decoded. */
  maxPixels?: number;
  /**
   * Images with more pixels per input byte are refused before decoding: a decompression bomb (a few KB of
   * solid colour declaring tens of megapixels). Real photos are far below 100; 2,000 leaves a wide margin.
   */
  maxPixelsPerByte?: number;
  /** The JPEG's long side is at most this; smaller images keep their size. */
  maxLongSide?: number;
  /** JPEG quality, 1-100. */
  quality?: number;
  /** The worker is terminated past this. */
  timeoutMs?: number;
  /** Queue behind however many are waiting instead of being refused as 'busy' (background jobs). */
  wait?: boolean;
}

export const HEIC_DEFAULTS: Required<HeicToJpegOptions> = {
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

// Resolved from this module: src/platform/images/ under tsx and vitest, dist/ in the bundle, where
// scripts/build.mjs copies the worker (and rgba-resize.mjs) next to main.js.
const workerUrl = new URL('./heic-worker.mjs', import.meta.url);

type WorkerResult =
  | { ok: true; jpeg: Uint8Array; width: number; height: number }
  | { ok: false; reason: 'too_many_pixels' | 'invalid'; message: string };

// One conversion at a time per process: each can take a few hundred MB and a core for seconds, and the
// API needs the other core. The rest wait their turn, at most MAX_WAITING of them unless told to wait.
let queue: Promise<unknown> = Promise.resolve();
let pending = 0; // queued and running

/**
 * A JPEG rendering of a HEIC/HEIF image's primary image, downsized for preview, decoded in a worker
 * thread so the event loop stays free. Rejects with HeicConversionError. Given a loader, the bytes are
 * read only when the conversion's turn comes, so waiting conversions hold no file in memory; the
 * loader's own errors pass through as they are.
 */
export function heicToJpeg(input: Buffer | (() => Promise<Buffer>), opts: HeicToJpegOptions = {}): Promise<Buffer> {
  const o = { ...HEIC_DEFAULTS, ...opts };
  if (Buffer.isBuffer(input) && input.length > o.maxInputBytes) return Promise.reject(tooLarge(input.length, o));
  // One running and MAX_WAITING behind it.
  if (!o.wait && pending > MAX_WAITING) {
    return Promise.reject(new HeicConversionError('busy', `${pending - 1} conversions are already waiting`));
  }
  pending++;
  const run = queue.then(async () => {
    try {
      const bytes = Buffer.isBuffer(input) ? input : await input();
      if (bytes.length > o.maxInputBytes) throw tooLarge(bytes.length, o);
      return await convertInWorker(bytes, o);
    } finally {
      pending--;
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

const tooLarge = (size: number, o: Required<HeicToJpegOptions>) =>
  new HeicConversionError('input_too_large', `The file is ${size} bytes, over ${o.maxInputBytes}`);

function convertInWorker(input: Buffer, o: Required<HeicToJpegOptions>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, {
      workerData: {
        input,
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
      () => settle(() => reject(new HeicConversionError('timeout', `The conversion took over ${o.timeoutMs} ms`))),
      o.timeoutMs,
    );
    worker.on('message', (result: WorkerResult) =>
      settle(() =>
        result.ok
          ? resolve(Buffer.from(result.jpeg.buffer, result.jpeg.byteOffset, result.jpeg.byteLength))
          : reject(new HeicConversionError(result.reason, result.message)),
      ),
    );
    worker.on('error', (err) => settle(() => reject(new HeicConversionError('failed', err.message))));
    worker.on('exit', (code) =>
      settle(() => reject(new HeicConversionError('failed', `The conversion worker exited (${code})`))),
    );
  });
}

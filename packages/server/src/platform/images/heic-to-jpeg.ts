import { Worker } from 'node:worker_threads';

export type HeicConversionFailure = 'input_too_large' | 'too_many_pixels' | 'invalid' | 'timeout' | 'failed';

/** Why a HEIC file has no JPEG rendering; callers map it to "File type not supported yet". */
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
  /** The JPEG's long side is at most this; smaller images keep their size. */
  maxLongSide?: number;
  /** JPEG quality, 1-100. */
  quality?: number;
  /** The worker is terminated past this. */
  timeoutMs?: number;
}

export const HEIC_DEFAULTS: Required<HeicToJpegOptions> = {
  maxInputBytes: 40 * 1024 * 1024,
  maxPixels: 80_000_000,
  maxLongSide: 2560,
  quality: 85,
  timeoutMs: 30_000,
};

// Resolved from this module: src/platform/images/ under tsx and vitest, dist/ in the bundle, where
// scripts/build.mjs copies the worker (and rgba-resize.mjs) next to main.js.
const workerUrl = new URL('./heic-worker.mjs', import.meta.url);

type WorkerResult =
  | { ok: true; jpeg: Uint8Array; width: number; height: number }
  | { ok: false; reason: 'too_many_pixels' | 'invalid'; message: string };

// One conversion at a time per process: each can take a few hundred MB and a core for seconds, and the
// API needs the other core. The rest wait their turn.
let queue: Promise<unknown> = Promise.resolve();

/**
 * A JPEG rendering of a HEIC/HEIF image's primary image, downsized for preview, decoded in a worker
 * thread so the event loop stays free. Rejects with HeicConversionError.
 */
export function heicToJpeg(input: Buffer, opts: HeicToJpegOptions = {}): Promise<Buffer> {
  const o = { ...HEIC_DEFAULTS, ...opts };
  if (input.length > o.maxInputBytes) {
    return Promise.reject(
      new HeicConversionError('input_too_large', `The file is ${input.length} bytes, over ${o.maxInputBytes}`),
    );
  }
  const run = queue.then(() => convertInWorker(input, o));
  queue = run.catch(() => undefined);
  return run;
}

function convertInWorker(input: Buffer, o: Required<HeicToJpegOptions>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, {
      workerData: { input, maxPixels: o.maxPixels, maxLongSide: o.maxLongSide, quality: o.quality },
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

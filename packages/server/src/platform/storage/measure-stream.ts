import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { AppError } from '@portal/domain';

export const payloadTooLarge = (maxBytes: number) =>
  new AppError('payload_too_large', `The file is larger than the ${formatBytes(maxBytes)} limit`);

/**
 * Pass-through that counts bytes and hashes them as they flow, and fails the stream as soon
 * as `maxBytes` is passed so an oversized upload is cut off instead of read to the end.
 */
export class MeasureStream extends Transform {
  // Not named `size` or `length`: lib-storage's Upload reads those to guess a body's total length.
  bytes = 0;
  private readonly hash = createHash('sha256');

  constructor(private readonly maxBytes = Infinity) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(payloadTooLarge(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** Hex sha256 of everything that passed; call once, after the stream ended. */
  digest(): string {
    return this.hash.digest('hex');
  }
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round((n / 1024) * 10) / 10} KB`;
  return `${n} bytes`;
}

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, pipeline } from 'node:stream';
import { AppError } from '@portal/domain';
import type { Config } from '../../config.ts';
import type { FileStorage, PutOptions, StoredObject } from './file-storage.ts';
import { MeasureStream } from './measure-stream.ts';
import { assertValidKey } from './storage-key.ts';

/**
 * Parts buffered per upload are partSize × queueSize; 5 MB × 2 keeps one upload near 10 MB of
 * memory on a 2-core machine while still overlapping network and reading.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** Objects in one S3-compatible bucket (AWS, MinIO, R2, ...). */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, body: Readable, opts: PutOptions = {}): Promise<StoredObject> {
    assertValidKey(key);
    const meter = new MeasureStream(opts.maxBytes);
    // pipeline destroys both streams on the first error, so an oversize or broken body fails the
    // Upload's read loop instead of leaving it waiting; the callback only keeps the error handled.
    pipeline(body, meter, () => {});
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: meter, ContentType: opts.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    try {
      // Upload sends one PutObject for small bodies and a multipart upload otherwise; on failure it
      // aborts the multipart upload, so nothing becomes visible under the key and an older version
      // of the object survives.
      await upload.done();
    } catch (err) {
      meter.destroy();
      // When the abort itself fails, Upload throws that error instead; the body's own failure
      // (too large, connection reset) is what the caller must see. Parts a failed abort leaves behind
      // are for a bucket lifecycle rule (AbortIncompleteMultipartUpload) to clear.
      throw meter.errored ?? err;
    }
    return { key, size: meter.bytes, sha256: meter.digest() };
  }

  async get(key: string): Promise<Readable> {
    assertValidKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(res.Body instanceof Readable)) throw new Error('S3 returned a body that is not a Node stream');
      return res.Body;
    } catch (err) {
      if (isNotFound(err)) throw new AppError('not_found', 'File not found');
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    assertValidKey(key);
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 for a missing key, which already makes this idempotent.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** HeadBucket proves the endpoint, the credentials and the bucket (it needs s3:ListBucket). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}

/** Builds the client from the S3_* settings; without keys the SDK's default chain (env, IAM role) applies. */
export function createS3Client(config: Config): S3Client {
  const credentials =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined;
  return new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials,
    // Many S3-compatible servers reject the SDK's default CRC32 trailers; send checksums only
    // where the API requires them when talking to anything but AWS itself.
    ...(config.S3_ENDPOINT
      ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const }
      : {}),
  });
}

function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
}

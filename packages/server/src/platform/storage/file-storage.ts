import type { Readable } from 'node:stream';

/** What a successful `put` wrote: the size and digest are measured while streaming, never trusted from the client. */
export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
}

export interface PutOptions {
  contentType?: string;
  /** Upper bound on the body; past it the upload is aborted and nothing is kept under the key. */
  maxBytes?: number;
}

/**
 * Where uploaded files live. Keys are opaque slash-separated paths chosen by the server
 * (for example `firms/<firmId>/documents/<id>`), never a user's file name.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Streams `body` in; throws AppError('payload_too_large') past `maxBytes`. */
  put(key: string, body: Readable, opts?: PutOptions): Promise<StoredObject>;
  /** Throws AppError('not_found') when there is no object under `key`. */
  get(key: string): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Idempotent: deleting a missing key succeeds. */
  delete(key: string): Promise<void>;
  /** Health probe: throws when the storage cannot be read and written. */
  check(): Promise<void>;
}

import { Readable, Transform } from 'node:stream';
import {
  AppError,
  cleanFileName,
  detectFileType,
  fileTypeMime,
  MAX_UPLOAD_BYTES,
  nameForType,
  SNIFF_BYTES,
  type AcceptedFileType,
} from '@portal/domain';
import type { FileStorage, StoredObject } from '../../platform/storage/file-storage.ts';

/** Reads a stream's first `size` bytes and gives them back with a stream of the whole, untouched. */
async function peek(stream: Readable, size: number): Promise<{ head: Buffer; whole: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = stream[Symbol.asyncIterator]();
  while (length < size) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.from(next.value as Buffer);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value as Buffer;
  }
  return { head, whole: Readable.from(rest(), { objectMode: false }) };
}

/** Watches bytes go by for a PDF's encryption dictionary: a password-protected PDF is flagged. */
function encryptionWatch() {
  const marker = Buffer.from('/Encrypt');
  let tail = Buffer.alloc(0);
  const state = { found: false };
  const transform = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (!state.found) {
        const window = Buffer.concat([tail, chunk]);
        if (window.includes(marker)) state.found = true;
        tail = window.subarray(Math.max(0, window.length - marker.length + 1));
      }
      done(null, chunk);
    },
  });
  return { transform, state };
}

/**
 * Streams an uploaded file into storage under `key` once its first bytes show an accepted type that its
 * (cleaned) name agrees with. Anything else is drained and refused (null) without storing a byte.
 */
export async function storeTypedFile(
  storage: FileStorage,
  key: string,
  file: Readable,
  requestedName: string,
): Promise<{ name: string; type: AcceptedFileType; stored: StoredObject; passwordProtected: boolean } | null> {
  const { head, whole } = await peek(file, SNIFF_BYTES);
  const type = detectFileType(head);
  const name = type ? nameForType(cleanFileName(requestedName), type) : null;
  if (!type || !name) {
    // Drained, and an error while draining (the client went away) is not an unhandled one.
    whole.on('error', () => undefined).resume();
    return null;
  }
  const watch = encryptionWatch();
  // pipe() does not pass errors on: a connection dropped mid-upload must fail the storage write,
  // which then keeps nothing, rather than go unhandled.
  whole.on('error', (err) => watch.transform.destroy(err));
  const stored = await storage.put(key, whole.pipe(watch.transform), {
    maxBytes: MAX_UPLOAD_BYTES,
    contentType: fileTypeMime[type],
  });
  // The multipart parser cuts a file at the limit without an error: a cut file is refused, not kept.
  if ((file as Readable & { truncated?: boolean }).truncated) {
    await storage.delete(key);
    throw new AppError('payload_too_large', `${name} is larger than 150 MB`);
  }
  return { name, type, stored, passwordProtected: type === 'pdf' && watch.state.found };
}

import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';

/** The hourly sweep of uploads a crash left half-written (issue 24 §5). */
export const REMOVE_PARTIAL_UPLOADS_JOB = 'storage.remove-partial-uploads';

/**
 * A live upload writes to its partial file all the time; one not written for an hour belongs to a process
 * that died mid-upload (or to a client that has been silent so long it is gone too).
 */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes partial uploads not written for `idleMs`. Only the local disk has them: S3 receives an upload as
 * one PutObject or a multipart upload, and a process that dies mid-way leaves no object; a multipart
 * upload's parts are cleared by the bucket's lifecycle rule (AbortIncompleteMultipartUpload).
 */
export async function removePartialUploads(storage: FileStorage, idleMs: number, now = new Date()) {
  if (!(storage instanceof LocalFileStorage)) return { files: 0, bytes: 0 };
  return storage.removePartials(new Date(now.getTime() - idleMs));
}

/**
 * At start, before the server takes uploads or runs jobs. On the embedded database (no DATABASE_URL) only
 * one process can use DATA_DIR, so every partial upload there was left by a process that is gone: all go.
 * With a database server, other processes may share DATA_DIR's files and be mid-upload right now, and their
 * uploads are as live as ours would be, so only those abandoned by the hourly sweep's rule go; a crash's
 * leftovers then go within the next two hours.
 */
export function removePartialUploadsAtStart(config: Pick<Config, 'DATABASE_URL'>, storage: FileStorage) {
  return removePartialUploads(storage, config.DATABASE_URL ? ABANDONED_AFTER_MS : 0);
}

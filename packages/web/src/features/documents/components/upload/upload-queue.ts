import { cleanFileName, MAX_UPLOAD_FILES } from '@portal/domain';
import { splitName, withExtension } from '../../document-view';

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'failed';

export interface UploadEntry {
  key: string;
  file: File;
  /** The name without its extension, as the user may edit it. */
  base: string;
  /** Kept whatever the new name (spec 002 §5). */
  ext: string;
  status: UploadStatus;
  percent: number;
  /** The server's answer or a failure, shown beside the file. */
  message: string | null;
  nameError: string | null;
}

export const tooLargeText = (name: string) =>
  `${name} is larger than 150 MB, the most one upload can be. Split it into smaller files and try again.`;
export const TOO_MANY_TEXT = `You can upload up to ${MAX_UPLOAD_FILES} files at once.`;
export const FILE_NAME_REQUIRED = 'Please enter a file name';
export const UPLOADED_TEXT = 'Uploaded';
export const UPLOAD_SUCCESSFUL = 'Upload successful';
/** When no file of a batch could be stored (spec 002 §8 'Upload failed'); each row says why. */
export const UPLOAD_FAILED = 'Upload failed';

let nextKey = 0;

/**
 * Adds picked or dropped files to the queue. Files over 150 MB and those past 999 in total were already
 * refused by the drop zone, each with a message saying why (tooLargeText, TOO_MANY_TEXT).
 */
export function addToQueue(queue: UploadEntry[], files: readonly File[]): UploadEntry[] {
  const added = files.map((file): UploadEntry => {
    const { base, ext } = splitName(file.name);
    return { key: `upload-${nextKey++}`, file, base, ext, status: 'ready', percent: 0, message: null, nameError: null };
  });
  return [...queue, ...added];
}

/** The name a file is stored under: the edited name, cleaned, with the original extension. */
export const storedName = (entry: Pick<UploadEntry, 'base' | 'ext'>) =>
  cleanFileName(withExtension(entry.base.trim(), entry.ext));

/** Runs `work` over `items`, at most `limit` at a time. */
export async function runPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let index = 0;
  const worker = async () => {
    while (index < items.length) {
      const item = items[index++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

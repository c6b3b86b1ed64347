import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@portal/domain';
import { formatBytes } from './format';

/** Why one file over the upload limit was refused, naming it. */
export const tooLargeMessage = (name: string) =>
  `"${name}" is larger than ${formatBytes(MAX_UPLOAD_BYTES)}, the most one file can be.`;

/** Why files over the upload limit were refused, naming them in one sentence. */
export function oversizeMessage(names: string[]): string {
  const limit = formatBytes(MAX_UPLOAD_BYTES);
  const list = names.map((n) => `"${n}"`).join(', ');
  return names.length === 1
    ? `${list} is larger than ${limit}, the most one file can be. Please choose a smaller file.`
    : `${list} are larger than ${limit}, the most one file can be. Please choose smaller files.`;
}

export const tooManyFilesMessage = (count: number) =>
  `${count} files were chosen; at most ${MAX_UPLOAD_FILES.toLocaleString('en-US')} can be uploaded at once.`;

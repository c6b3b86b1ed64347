import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@portal/domain';

/** A size as people read it: '820 B', '12 KB', '3.4 MB', '150 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

/** Why files over the upload limit were refused, naming them. */
export function oversizeMessage(names: string[]): string {
  const limit = formatBytes(MAX_UPLOAD_BYTES);
  const list = names.map((n) => `"${n}"`).join(', ');
  return names.length === 1
    ? `${list} is larger than ${limit}, the most one file can be. Please choose a smaller file.`
    : `${list} are larger than ${limit}, the most one file can be. Please choose smaller files.`;
}

export const tooManyFilesMessage = (count: number) =>
  `${count} files were chosen; at most ${MAX_UPLOAD_FILES.toLocaleString('en-US')} can be uploaded at once.`;

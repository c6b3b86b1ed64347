import { formatBytes } from '../../lib/format';
import { joinPath, normalizeFolderPath, type DocumentItem } from '@portal/domain';

/** Folders first, then by name as people read numbers ("W-2 2" before "W-2 10"). */
export function sortItems(items: readonly DocumentItem[]): DocumentItem[] {
  return [...items].sort(
    (a, b) =>
      (a.type === b.type ? 0 : a.type === 'folder' ? -1 : 1) ||
      a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }),
  );
}

export interface Crumb {
  label: string;
  path: string;
}

/** The breadcrumbs of a folder path: the root ("Documents") and each folder down to `path`. */
export function crumbsOf(path: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Documents', path: '/' }];
  let current = '/';
  for (const segment of path.split('/').filter(Boolean)) {
    current = joinPath(current, segment);
    crumbs.push({ label: segment, path: current });
  }
  return crumbs;
}

/** The folder the URL asks for; anything that is not a clean path shows the root. */
export const folderFromQuery = (value: string | null) => normalizeFolderPath(value) ?? '/';

export type SelectionKind = 'none' | 'files' | 'folders' | 'mixed';

/** Bulk actions work on files or on folders, never on both at once (spec 002 §4). */
export function selectionKind(items: readonly Pick<DocumentItem, 'type'>[]): SelectionKind {
  if (items.length === 0) return 'none';
  const files = items.filter((i) => i.type === 'file').length;
  if (files === items.length) return 'files';
  return files === 0 ? 'folders' : 'mixed';
}

export const MIXED_SELECTION_TEXT =
  'Files and folders are selected together. Select only files or only folders to download or delete them.';

/** A name split at its extension: "Return 2025.pdf" -> ["Return 2025", "pdf"]. */
export function splitName(name: string): { base: string; ext: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { base: name.slice(0, dot), ext: name.slice(dot + 1) } : { base: name, ext: '' };
}

export const withExtension = (base: string, ext: string) => (ext ? `${base}.${ext}` : base);

/** A file's size, or nothing for a folder. */
export const formatSize = (bytes: number | null) => (bytes === null ? '' : formatBytes(bytes));

export const itemsCountText = (count: number | null) =>
  count === null ? '' : `${count} ${count === 1 ? 'item' : 'items'}`;

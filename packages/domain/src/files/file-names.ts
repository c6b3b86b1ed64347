/** Uploads: at most 150 MB each, up to 999 files at once (spec 002 §9). */
export const MAX_UPLOAD_BYTES = 150 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 999;

/**
 * A file name as stored (spec 002 §5): only letters, digits and ! - _ . * ' ( ) are kept; every run of
 * other characters becomes one space. Leading and trailing spaces and dots go, so a name is never
 * empty, hidden or a path.
 */
export function cleanFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}!\-_.*'()]+/gu, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return cleaned.slice(0, 200) || fallback;
}

/** The extension, lower-case and without the dot ("Return.PDF" -> "pdf"); "" when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

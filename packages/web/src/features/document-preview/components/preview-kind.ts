import type { DocumentItem } from '@portal/domain';

export type PreviewKind = 'pdf' | 'image' | 'spreadsheet' | 'unsupported';

/** HEIC/HEIF are shown as images too: the server converts them to JPEG, as only Safari can show HEIC. */
const IMAGE_TYPES = new Set(['png', 'gif', 'jpeg', 'jpg', 'avif', 'heic', 'heif']);
/** .xlsx and old binary .xls are both read by the portal itself (lib/xlsx.ts, lib/xls.ts). */
const SPREADSHEET_TYPES = new Set(['xlsx', 'xls']);

/**
 * How the portal shows a file (spec 002 §2: "pdf, xlsx, xls, jpg, jpeg, avif, gif, heic and png"). The
 * type is the one detected from the bytes; the name's extension only stands in when none was recorded.
 * Everything else is "not supported yet".
 */
export function previewKind(document: Pick<DocumentItem, 'file_type' | 'name'>): PreviewKind {
  const type = (document.file_type ?? document.name.split('.').pop() ?? '').toLowerCase();
  if (type === 'pdf') return 'pdf';
  if (IMAGE_TYPES.has(type)) return 'image';
  if (SPREADSHEET_TYPES.has(type)) return 'spreadsheet';
  return 'unsupported';
}

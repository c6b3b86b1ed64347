import type { DocumentItem } from '@portal/domain';

export type PreviewKind = 'pdf' | 'image' | 'xlsx' | 'unsupported';

const IMAGE_TYPES = new Set(['png', 'gif', 'jpeg', 'jpg', 'avif']);

/**
 * How the portal shows a file (spec 002 §2). The type is the one detected from the bytes; the name's
 * extension only stands in when none was recorded. HEIC needs the server to convert it (browsers other
 * than Safari cannot show it) and .xls has no reader here yet, so both are "not supported yet".
 */
export function previewKind(document: Pick<DocumentItem, 'file_type' | 'name'>): PreviewKind {
  const type = (document.file_type ?? document.name.split('.').pop() ?? '').toLowerCase();
  if (type === 'pdf') return 'pdf';
  if (IMAGE_TYPES.has(type)) return 'image';
  if (type === 'xlsx') return 'xlsx';
  return 'unsupported';
}

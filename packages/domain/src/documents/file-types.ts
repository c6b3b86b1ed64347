/** The file types the portal accepts, read from a file's first bytes, never from its name (spec 002 §5). */
export const ACCEPTED_FILE_TYPES = ['pdf', 'png', 'gif', 'jpeg', 'heic', 'xlsx', 'xls'] as const;
export type AcceptedFileType = (typeof ACCEPTED_FILE_TYPES)[number];

export const fileTypeMime: Record<AcceptedFileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  heic: 'image/heic',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Bytes needed to recognize every accepted type. */
export const SNIFF_BYTES = 4096;

/**
 * The type of a file from its first bytes (at least 4096 when the file is that long), or null when it is
 * none of the accepted ones. An .xlsx is a zip whose first entry belongs to a workbook; an .xls an OLE2
 * compound file.
 */
export function detectFileType(head: Uint8Array): AcceptedFileType | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(head, 4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(ascii(head, 8, 12)))
    return 'heic';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const text = ascii(head, 30, Math.min(head.length, SNIFF_BYTES));
    return /\[Content_Types\]\.xml|xl\//.test(text) && !/word\/|ppt\//.test(text) ? 'xlsx' : null;
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  return null;
}

/** The extension a type is stored with, whatever the name claimed ("scan.png" that is a PDF -> .pdf). */
export const extensionFor = (type: AcceptedFileType) => (type === 'jpeg' ? 'jpg' : type);

const extensionsOf: Record<AcceptedFileType, string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  gif: ['gif'],
  jpeg: ['jpg', 'jpeg', 'jfif'],
  heic: ['heic', 'heif'],
  xlsx: ['xlsx'],
  xls: ['xls'],
};

/**
 * The stored name for a file of a detected type, or null when the name claims another type (a ".pdf"
 * that is really a PNG is refused, not renamed). A name without an extension gets the type's.
 */
export function nameForType(name: string, type: AcceptedFileType): string | null {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (ext === '') return `${name}.${extensionFor(type)}`;
  return extensionsOf[type].includes(ext) ? name : null;
}

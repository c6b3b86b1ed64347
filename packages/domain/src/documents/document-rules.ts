/** Document texts of spec 002 §5 and §8, verbatim where the spec gives them. */
export const documentMessages = {
  invalidFiles:
    'We were unable to process some of uploaded files as they appear to be INVALID. Kindly check those files and try uploading them again.',
  uploadRefresh: 'We were unable to upload the file, please try refreshing the page',
  duplicate: (name: string) => `${name} was already uploaded`,
  uploadFailed: 'File upload failed, please try again.',
  /** A questionnaire upload whose request failed (spec 001 §8); each file's row says which. */
  uploadError: 'An error occurred while uploading the document(s).',
  folderTooLarge:
    "Unfortunately, that folder/file is too large to download. Can you split it up into smaller batches? Generally, the total size should be less than 150MB. And if you're converting images to PDF, it should be less than 15MB.",
  refreshPage: 'Please refresh the page',
  notSupported: 'File type not supported yet',
  downloadProblem: 'There was a problem downloading the document.',
  noDownloadLink: 'No download link found in response',
  // Ours: the spec names the rules, not their texts.
  folderNameRequired: 'Please enter a folder name',
  invalidPath: 'This folder path is not valid',
  folderExists: 'A folder with this name already exists here',
  fileExists: 'A file with this name already exists here',
  blockedFolder: 'Your firm has turned off changes in this folder.',
  folderNotFound: 'This folder does not exist',
  previewsBusy: 'Previews are busy, please try again in a minute',
} as const;

/** Folder downloads over 150 MB answer 503 (spec 002 §9). */
export const MAX_FOLDER_DOWNLOAD_BYTES = 150 * 1024 * 1024;
/** Uploads within the last 24 hours show a New badge. */
export const NEW_BADGE_MS = 24 * 60 * 60 * 1000;
export const isNewDocument = (createdAt: string | Date, now: Date) =>
  now.getTime() - new Date(createdAt).getTime() < NEW_BADGE_MS;

const MAX_PATH_LENGTH = 1000;
const MAX_DEPTH = 20;

const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

/** A segment that is, or decodes to, a traversal or separator, or holds control characters. */
function badSegment(segment: string): boolean {
  if (segment === '' || segment.trim() !== segment) return true;
  if (hasControl(segment) || segment.includes('\\')) return true;
  let decoded = segment;
  try {
    // Twice: "%252e%252e" is ".." after two decodings.
    decoded = decodeURIComponent(decodeURIComponent(segment));
  } catch {
    return true;
  }
  return decoded === '.' || decoded === '..' || /[/\\]/.test(decoded) || hasControl(decoded);
}

/**
 * A folder path as stored: '/' for the root, otherwise '/A/B' with no empty, '.', '..' or encoded
 * traversal segments, no control characters or backslashes. Returns null for anything else, so no
 * bad path ever reaches a query or the storage.
 */
export function normalizeFolderPath(input: string | null | undefined): string | null {
  const raw = (input ?? '/').trim();
  if (raw === '' || raw === '/') return '/';
  if (!raw.startsWith('/') || raw.length > MAX_PATH_LENGTH) return null;
  const segments = raw.replace(/\/+$/, '').split('/').slice(1);
  if (segments.length > MAX_DEPTH || segments.some(badSegment)) return null;
  return `/${segments.join('/')}`;
}

/** A new file or folder name: one valid segment. */
export const isValidItemName = (name: string) => name.length <= 200 && !badSegment(name) && !name.includes('/');

export const joinPath = (folder: string, name: string) => (folder === '/' ? `/${name}` : `${folder}/${name}`);
export const parentPath = (path: string) => {
  const i = path.lastIndexOf('/');
  return i <= 0 ? '/' : path.slice(0, i);
};
/** Whether `path` is `folder` or inside it. */
export const isWithin = (path: string, folder: string) =>
  folder === '/' || path === folder || path.startsWith(`${folder}/`);

/** Folders with STAFF ONLY in a name are for the firm only: hidden from clients and client previews. */
/**
 * Where tax return delivery keeps the returns it delivers (spec 002 §9). Clients read them through the
 * delivery page, which shows a draft's DRAFT copy and nothing the firm is still working on; they do not
 * browse the folder, where the originals lie from the moment staff upload them.
 */
export const TAX_RETURN_DELIVERY_FOLDER = '/Tax Return Delivery';

/** Folders clients never see: any path naming STAFF ONLY, and the tax return delivery folder. */
export const isStaffOnlyPath = (path: string) =>
  /STAFF ONLY/i.test(path) ||
  path.toLowerCase() === TAX_RETURN_DELIVERY_FOLDER.toLowerCase() ||
  path.toLowerCase().startsWith(`${TAX_RETURN_DELIVERY_FOLDER.toLowerCase()}/`);

/**
 * Whether clients may not act in a folder (spec 002 §4): the company setting lists path patterns; an
 * empty entry means every folder, and {year} matches 2000 to 2034. A pattern covers its subfolders.
 */
export function clientActionsBlocked(path: string, patterns: readonly string[] | null | undefined): boolean {
  for (const raw of patterns ?? []) {
    const pattern = raw.trim();
    if (pattern === '' || pattern === '/') return true;
    const normalized = pattern.startsWith('/') ? pattern.replace(/\/+$/, '') : `/${pattern.replace(/\/+$/, '')}`;
    const escaped = normalized
      .split('{year}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(?:20[0-2]\\d|203[0-4])');
    if (new RegExp(`^${escaped}(?:/.*)?$`, 'i').test(path)) return true;
  }
  return false;
}

/** Where prior-year documents go (spec 002 §9). */
export const priorYearFolder = (year: number) => `/${year}/Tax Returns and Tax Organizers (STAFF ONLY)`;

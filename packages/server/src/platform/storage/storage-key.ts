import { AppError } from '@portal/domain';

const MAX_KEY_LENGTH = 1024;

/**
 * Prefix reserved for the local adapter's in-progress uploads, so a key can never name
 * (or collide with) a half-written file.
 */
export const RESERVED_PREFIX = '.partial';

/**
 * Rejects keys that could escape the storage root or mean different things on disk and in S3:
 * absolute paths, `.`/`..` segments, empty segments, backslashes and control characters.
 * Both adapters apply the same rule so a key that works locally also works on S3 and back.
 */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f\\]/.test(key) &&
    !/^[a-zA-Z]:/.test(key) &&
    segments[0] !== RESERVED_PREFIX &&
    segments.every((s) => s !== '' && s !== '.' && s !== '..');
  if (!valid) throw new AppError('bad_request', `Invalid storage key "${key.slice(0, 100)}"`);
}

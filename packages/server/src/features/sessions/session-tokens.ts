import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only the hash is stored, so a database leak yields no usable token. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_COOKIE = 'portal_refresh';

/** The key that seals a refresh token's successor: only the holder of the previous token can open it. */
const successorKey = (previous: string) => createHash('sha256').update(`refresh-successor:${previous}`).digest();

/** `next` encrypted (AES-256-GCM) under a key derived from `previous`; the database alone cannot open it. */
export function sealSuccessor(previous: string, next: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(previous), iv);
  const sealed = Buffer.concat([cipher.update(next, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The successor sealed by `sealSuccessor`, or null when `previous` is not the token that sealed it. */
export function openSuccessor(previous: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', successorKey(previous), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

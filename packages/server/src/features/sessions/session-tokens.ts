import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only the hash is stored, so a database leak yields no usable token. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_COOKIE = 'portal_refresh';

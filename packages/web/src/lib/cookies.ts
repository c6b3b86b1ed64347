import Cookies from 'js-cookie';

const SECONDS_PER_DAY = 86_400;

export interface CookieOptions {
  maxAgeSeconds?: number;
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function setCookie(name: string, value: string, opts: CookieOptions = {}): void {
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    ...(opts.maxAgeSeconds !== undefined ? { expires: opts.maxAgeSeconds / SECONDS_PER_DAY } : {}),
  });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}

/** A short, stable fingerprint of a text (FNV-1a), so a cookie can remember which text was dismissed. */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

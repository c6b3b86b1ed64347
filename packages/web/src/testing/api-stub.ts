import { vi } from 'vitest';
import { json } from './factories';

export interface StubCall {
  key: string;
  url: URL;
  body: unknown;
}

type Handler = (body: any, url: URL) => Response | Promise<Response>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Replaces fetch with answers by "METHOD /path" (unlisted calls answer 404) and records every call with
 * its parsed JSON body, so tests can check what the screen sent.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, url, body });
    const handler = routes[key];
    if (!handler) return json(404, { error: { code: 'not_found', message: 'Not found' } });
    return handler(body, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The keys of the calls made, in order. */
    keys: () => calls.map((c) => c.key),
    /** The body of the last call to `key`. */
    bodyOf: (key: string) => calls.findLast((c) => c.key === key)?.body,
  };
}

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}) } });

export const signedIn = (redirect = '/') =>
  json(200, { status: 'signed_in', firebase_token: 'access-1', expires_at: '2030-01-01T00:00:00.000Z', redirect });

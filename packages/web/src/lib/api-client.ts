import {
  clientPreviewMessages,
  clientPreviewReadUrl,
  errorStatus,
  genericMessages,
  isClientPreviewRead,
  type ErrorBody,
  type ErrorCode,
} from '@portal/domain';
import { discardBody } from './settle-response';
import { clearAccessToken, getAccessToken, setAccessToken } from './session-token';

const REFRESH_PATH = '/api/sessions/refresh';

/** An API failure as the server described it: `{error: {code, message, fields?}}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly fields?: Record<string, string>,
    /** The server's x-request-id for the call: a client error report names it (issue 41 §5). */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

type SignedOutHandler = () => void;
let signedOutHandler: SignedOutHandler = () => window.location.assign('/');

/** The app replaces the default full-page reload with a router navigation and cache reset. */
export function setSignedOutHandler(handler: SignedOutHandler): () => void {
  signedOutHandler = handler;
  return () => {
    if (signedOutHandler === handler) signedOutHandler = () => window.location.assign('/');
  };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
  signal?: AbortSignal;
  /**
   * When the session cannot be refreshed the user is signed out and sent to /. Calls that only ask
   * whether someone is signed in (the current user) set this to false and handle the 401 themselves.
   */
  signOutOnUnauthorized?: boolean;
  /**
   * Sign-in calls made before anyone is signed in: a 401 there is the answer (a wrong password, an
   * expired code), not an expired session, so it is neither refreshed nor treated as a sign-out.
   */
  anonymous?: boolean;
  /** 'text' returns the body as it came (a CSV download) instead of parsing JSON. */
  responseType?: 'json' | 'text' | 'blob';
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const codeForStatus = (status: number): string =>
  (Object.entries(errorStatus).find(([, s]) => s === status)?.[0] as ErrorCode | undefined) ?? 'internal';

async function toApiError(res: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> | undefined;
  try {
    body = (await res.json()) as Partial<ErrorBody>;
  } catch {
    body = undefined;
  }
  const err = body?.error;
  return new ApiError(
    res.status,
    err?.code ?? codeForStatus(res.status),
    err?.message ?? genericMessages.somethingWentWrong,
    err?.fields,
    res.headers?.get('x-request-id') ?? undefined,
  );
}

async function send(url: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = opts.anonymous ? null : getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  try {
    return await fetch(url, {
      method: opts.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: opts.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'unavailable', 'Could not reach the server. Please check your connection and try again.');
  }
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same attempt. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch(REFRESH_PATH, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      if (!res.ok) {
        await discardBody(res);
        return false;
      }
      const data = (await res.json()) as { access_token?: unknown };
      if (typeof data.access_token !== 'string' || !data.access_token) return false;
      setAccessToken(data.access_token);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The client whose pages are being previewed (issue 21 §4), or null. */
let previewedClientId: number | null = null;

/**
 * While staff preview a client's pages, the client's reads go to the preview's read-as-client endpoint and
 * nothing is written: the screens are the client's own, so their writes (mark as seen, upload) are refused
 * here as the server refuses them. Returns the way out of the preview.
 */
export function startClientPreview(clientId: number): () => void {
  previewedClientId = clientId;
  return () => {
    if (previewedClientId === clientId) previewedClientId = null;
  };
}

/** The address a call goes to, or an error when the preview may not make it. */
function previewedUrl(path: string, url: string, method: RequestOptions['method']): string {
  if (previewedClientId === null) return url;
  const read = isClientPreviewRead(path.split('?')[0] ?? path);
  if ((method ?? 'GET') === 'GET') return read ? clientPreviewReadUrl(previewedClientId, url) : url;
  // The session's own calls (refresh, sign-out) are the staff member's and still work.
  if (path.startsWith('/api/sessions/')) return url;
  throw new ApiError(403, 'forbidden', clientPreviewMessages.readOnly);
}

/**
 * JSON request to the API. A 401 triggers one refresh of the session and one retry; if that fails
 * the token is dropped and the user is signed out (spec 000 §7).
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const url = previewedUrl(path, buildUrl(path, opts.query), opts.method);
  let res = await send(url, opts);
  if (res.status === 401 && !opts.anonymous) {
    const refreshed = await refreshSession();
    if (refreshed) {
      // The first answer is replaced by the retry's: its body is let go, or its request stays open.
      await discardBody(res);
      res = await send(url, opts);
    }
    if (!refreshed || res.status === 401) {
      const error = await toApiError(res);
      clearAccessToken();
      if (opts.signOutOnUnauthorized !== false) signedOutHandler();
      throw error;
    }
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) {
    await discardBody(res);
    return undefined as T;
  }
  if (opts.responseType === 'blob') return (await res.blob()) as T;
  const text = await res.text();
  if (opts.responseType === 'text') return text as T;
  return (text ? JSON.parse(text) : undefined) as T;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, opts?: BodylessOptions) => apiRequest<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: BodylessOptions) =>
    apiRequest<T>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, opts?: BodylessOptions) =>
    apiRequest<T>(path, { ...opts, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, opts?: BodylessOptions) =>
    apiRequest<T>(path, { ...opts, method: 'PATCH', body }),
  delete: <T>(path: string, opts?: BodylessOptions) => apiRequest<T>(path, { ...opts, method: 'DELETE' }),
};

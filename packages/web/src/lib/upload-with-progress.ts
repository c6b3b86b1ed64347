import { errorStatus, genericMessages, type ErrorBody, type ErrorCode } from '@portal/domain';
import { api, ApiError, refreshSession } from './api-client';
import { clearAccessToken, getAccessToken } from './session-token';

export interface TransferProgress {
  loaded: number;
  /** 0 when the browser cannot tell the size. */
  total: number;
  /** 0 to 100. */
  percent: number;
}

export interface XhrRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: FormData;
  /** 'blob' returns the body as it came (a file download) instead of parsing JSON. */
  responseType?: 'json' | 'blob';
  /** Called as the request body goes out; fetch cannot report this, which is why this helper uses XHR. */
  onUploadProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
  /**
   * A public call (a drop link or secure upload page): no Authorization header, and a 401 is the
   * server's answer rather than an expired session, so it neither refreshes nor signs anyone out.
   */
  anonymous?: boolean;
}

const UNREACHABLE = 'Could not reach the server. Please check your connection and try again.';

const abortError = () => new DOMException('The request was cancelled', 'AbortError');

const codeForStatus = (status: number): string =>
  (Object.entries(errorStatus).find(([, s]) => s === status)?.[0] as ErrorCode | undefined) ?? 'internal';

const toProgress = (loaded: number, total: number): TransferProgress => ({
  loaded,
  total,
  percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0,
});

function send(path: string, opts: XhrRequestOptions): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'GET', path);
    xhr.withCredentials = true;
    xhr.responseType = opts.responseType === 'blob' ? 'blob' : 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    const token = opts.anonymous ? null : getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const onProgress = opts.onUploadProgress;
    if (onProgress) {
      // Listeners on xhr.upload must be attached before send(), or the browser does not report progress.
      xhr.upload.addEventListener('progress', (e) =>
        onProgress(toProgress(e.loaded, e.lengthComputable ? e.total : 0)),
      );
    }
    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      done();
      resolve(xhr);
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError(0, 'unavailable', UNREACHABLE));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(abortError());
    });
    xhr.send(opts.body ?? null);
  });
}

async function bodyText(xhr: XMLHttpRequest): Promise<string> {
  if (xhr.responseType === 'blob') return xhr.response instanceof Blob ? xhr.response.text() : '';
  return typeof xhr.response === 'string' ? xhr.response : String(xhr.responseText ?? '');
}

async function toApiError(xhr: XMLHttpRequest): Promise<ApiError> {
  let body: Partial<ErrorBody> | undefined;
  try {
    body = JSON.parse(await bodyText(xhr)) as Partial<ErrorBody>;
  } catch {
    body = undefined;
  }
  const err = body?.error;
  return new ApiError(
    xhr.status,
    err?.code ?? codeForStatus(xhr.status),
    err?.message ?? genericMessages.somethingWentWrong,
    err?.fields,
  );
}

/**
 * A request through XMLHttpRequest with the session's auth, answering like `apiRequest`: parsed JSON
 * (or a Blob), or an `ApiError` so `isApiError` works. A 401 refreshes the session once and retries
 * (a FormData of Files can be sent again); if that fails the user is signed out.
 */
export async function xhrRequest<T>(path: string, opts: XhrRequestOptions = {}): Promise<T> {
  let xhr = await send(path, opts);
  if (xhr.status === 401 && !opts.anonymous) {
    const refreshed = await refreshSession();
    if (refreshed) xhr = await send(path, opts);
    if (!refreshed || xhr.status === 401) {
      const error = await toApiError(xhr);
      clearAccessToken();
      // The api client owns the sign-out handler: an authenticated call without a token runs its
      // "401, refresh once, then sign out" path, so an expired session ends the same way everywhere.
      void api.get('/api/sessions/current_user').catch(() => undefined);
      throw error;
    }
  }
  if (xhr.status < 200 || xhr.status >= 300) throw await toApiError(xhr);
  if (opts.responseType === 'blob') return xhr.response as T;
  if (xhr.status === 204) return undefined as T;
  const text = await bodyText(xhr);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * POSTs a multipart form and reports how much of it went out. The form's order is kept on the wire,
 * so fields appended before the files reach the server first.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  opts: Pick<XhrRequestOptions, 'onUploadProgress' | 'signal' | 'anonymous'> = {},
): Promise<T> {
  return xhrRequest<T>(path, { ...opts, method: 'POST', body: form });
}

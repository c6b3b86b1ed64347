import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../testing/api-stub';
import { json } from '../testing/factories';
import { isApiError, setSignedOutHandler, type ApiError } from './api-client';
import { getAccessToken, setAccessToken } from './session-token';
import { FakeXhr } from './upload-with-progress.fake';
import { uploadWithProgress, xhrRequest, type TransferProgress } from './upload-with-progress';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('uploadWithProgress', () => {
  const signedOut = vi.fn();
  let restore: () => void;

  beforeEach(() => {
    FakeXhr.install();
    setAccessToken('token-1');
    restore = setSignedOutHandler(signedOut);
  });
  afterEach(() => {
    restore();
    signedOut.mockReset();
    setAccessToken(null);
    vi.unstubAllGlobals();
  });

  it('POSTs the form with the bearer token, reports progress and resolves with the JSON', async () => {
    const form = new FormData();
    form.append('documentType', 'other');
    form.append('file', new File(['abc'], 'a.txt'));
    const seen: TransferProgress[] = [];
    const done = uploadWithProgress<{ ok: boolean }>('/api/things', form, { onUploadProgress: (p) => seen.push(p) });
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/things');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(form);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(200, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
    expect(seen.map((p) => p.percent)).toEqual([25, 100]);
  });

  it('rejects with an ApiError carrying the field messages', async () => {
    const done = uploadWithProgress('/api/things', new FormData());
    FakeXhr.last().respond(400, {
      error: { code: 'validation_failed', message: 'Please describe the document', fields: { documentName: 'x' } },
    });
    const error = (await done.catch((e: unknown) => e)) as ApiError;
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Please describe the document',
      fields: { documentName: 'x' },
    });
  });

  it('names an error without a body by its status, and a network failure as unreachable', async () => {
    const tooLarge = uploadWithProgress('/api/things', new FormData());
    FakeXhr.last().respond(413);
    await expect(tooLarge).rejects.toMatchObject({ status: 413, code: 'payload_too_large' });
    const offline = uploadWithProgress('/api/things', new FormData());
    FakeXhr.last().fail();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'unavailable' });
  });

  it('on 401 refreshes the session once and sends the same form again with the new token', async () => {
    stubApi({ 'POST /api/sessions/refresh': () => json(200, { access_token: 'token-2' }) });
    const form = new FormData();
    const done = uploadWithProgress<{ ok: boolean }>('/api/things', form);
    FakeXhr.last().respond(401, { error: { code: 'unauthorized', message: 'Please sign in to continue' } });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    const retry = FakeXhr.last();
    expect(retry.headers.Authorization).toBe('Bearer token-2');
    expect(retry.body).toBe(form);
    retry.respond(200, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('signs out when the session cannot be refreshed', async () => {
    const unauthorized = () => json(401, { error: { code: 'unauthorized', message: 'Please sign in to continue' } });
    stubApi({ 'POST /api/sessions/refresh': unauthorized, 'GET /api/sessions/current_user': unauthorized });
    const done = uploadWithProgress('/api/things', new FormData());
    FakeXhr.last().respond(401, { error: { code: 'unauthorized', message: 'Please sign in to continue' } });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    await vi.waitFor(() => expect(signedOut).toHaveBeenCalledOnce());
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const done = uploadWithProgress('/api/things', new FormData(), { signal: controller.signal });
    await flush();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('xhrRequest', () => {
  beforeEach(() => FakeXhr.install());
  afterEach(() => vi.unstubAllGlobals());

  it('returns a Blob for a download, and reads a JSON error out of a Blob body', async () => {
    const ok = xhrRequest<Blob>('/api/files/1/download', { responseType: 'blob' });
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('GET');
    expect(xhr.responseType).toBe('blob');
    xhr.respond(200, new Blob(['hello']));
    expect(await (await ok).text()).toBe('hello');

    const missing = xhrRequest<Blob>('/api/files/2/download', { responseType: 'blob' });
    FakeXhr.last().respond(404, { error: { code: 'not_found', message: 'File not found' } });
    await expect(missing).rejects.toMatchObject({ status: 404, message: 'File not found' });
  });
});
